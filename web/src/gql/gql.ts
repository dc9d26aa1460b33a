/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}": typeof types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": typeof types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.SignupDocument,
    "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": typeof types.AltarWeatherPlaceDocument,
    "mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}": typeof types.AddCommentDocument,
    "query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}": typeof types.CommunitySidebarDocument,
    "mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}": typeof types.CreatePostDocument,
    "fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}": typeof types.FeedPostFragmentDoc,
    "query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}": typeof types.FeedPostsDocument,
    "query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}": typeof types.PostCommentsDocument,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": typeof types.ReportContentDocument,
    "mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}": typeof types.TogglePostLikeDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": typeof types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": typeof types.AltarOnMapFragmentDoc,
    "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}": typeof types.AltarsForMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": typeof types.MoonPhaseNowDocument,
    "query FavoriteAltars($userId: Int!) {\n  favoriteAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}": typeof types.FavoriteAltarsDocument,
    "query IsFavoriteAltar($altarId: Int!) {\n  isFavoriteAltar(altarId: $altarId)\n}": typeof types.IsFavoriteAltarDocument,
    "query MemberAltars($userId: Int!) {\n  memberAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}": typeof types.MemberAltarsDocument,
    "query MemberCompletions($userId: Int!) {\n  memberPilgrimageCompletions(userId: $userId) {\n    id\n    completedAt\n    reflections\n    pilgrimage {\n      id\n      name\n      distance\n    }\n  }\n}": typeof types.MemberCompletionsDocument,
    "fragment ProfileAltarItem on ProfileAltar {\n  id\n  name\n  altarType\n  photos\n  isEcoFriendly\n  createdAt\n}": typeof types.ProfileAltarItemFragmentDoc,
    "query ProfileOverview($userId: Int!) {\n  memberProfile(userId: $userId) {\n    id\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    createdAt\n    altarsCount\n    pilgrimagesCount\n    daysSinceJoining\n  }\n  memberBadges(userId: $userId) {\n    id\n    name\n    earnedAt\n  }\n  badgeCatalogue {\n    id\n    name\n    description\n    requirements\n    rewardXp\n    color\n    icon\n  }\n}": typeof types.ProfileOverviewDocument,
    "mutation SetFavoriteAltar($altarId: Int!, $favorite: Boolean!) {\n  setFavoriteAltar(altarId: $altarId, favorite: $favorite)\n}": typeof types.SetFavoriteAltarDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation DeleteAccount {\n  deleteAccount\n}": typeof types.DeleteAccountDocument,
    "query MySettings {\n  mySettings {\n    ...SettingsFields\n  }\n}": typeof types.MySettingsDocument,
    "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n  }\n}": typeof types.SettingsFieldsFragmentDoc,
    "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}": typeof types.UpdateSettingsDocument,
    "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}": typeof types.WeatherAtDocument,
};
const documents: Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}": types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": types.SignupDocument,
    "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": types.AltarWeatherPlaceDocument,
    "mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}": types.AddCommentDocument,
    "query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}": types.CommunitySidebarDocument,
    "mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}": types.CreatePostDocument,
    "fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}": types.FeedPostFragmentDoc,
    "query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}": types.FeedPostsDocument,
    "query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}": types.PostCommentsDocument,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": types.ReportContentDocument,
    "mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}": types.TogglePostLikeDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": types.AltarOnMapFragmentDoc,
    "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}": types.AltarsForMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": types.MoonPhaseNowDocument,
    "query FavoriteAltars($userId: Int!) {\n  favoriteAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}": types.FavoriteAltarsDocument,
    "query IsFavoriteAltar($altarId: Int!) {\n  isFavoriteAltar(altarId: $altarId)\n}": types.IsFavoriteAltarDocument,
    "query MemberAltars($userId: Int!) {\n  memberAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}": types.MemberAltarsDocument,
    "query MemberCompletions($userId: Int!) {\n  memberPilgrimageCompletions(userId: $userId) {\n    id\n    completedAt\n    reflections\n    pilgrimage {\n      id\n      name\n      distance\n    }\n  }\n}": types.MemberCompletionsDocument,
    "fragment ProfileAltarItem on ProfileAltar {\n  id\n  name\n  altarType\n  photos\n  isEcoFriendly\n  createdAt\n}": types.ProfileAltarItemFragmentDoc,
    "query ProfileOverview($userId: Int!) {\n  memberProfile(userId: $userId) {\n    id\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    createdAt\n    altarsCount\n    pilgrimagesCount\n    daysSinceJoining\n  }\n  memberBadges(userId: $userId) {\n    id\n    name\n    earnedAt\n  }\n  badgeCatalogue {\n    id\n    name\n    description\n    requirements\n    rewardXp\n    color\n    icon\n  }\n}": types.ProfileOverviewDocument,
    "mutation SetFavoriteAltar($altarId: Int!, $favorite: Boolean!) {\n  setFavoriteAltar(altarId: $altarId, favorite: $favorite)\n}": types.SetFavoriteAltarDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}": types.UpdateProfileDocument,
    "mutation DeleteAccount {\n  deleteAccount\n}": types.DeleteAccountDocument,
    "query MySettings {\n  mySettings {\n    ...SettingsFields\n  }\n}": types.MySettingsDocument,
    "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n  }\n}": types.SettingsFieldsFragmentDoc,
    "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}": types.UpdateSettingsDocument,
    "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}": types.WeatherAtDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...CurrentUser\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"): (typeof documents)["query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}"): (typeof documents)["mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}"): (typeof documents)["query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}"): (typeof documents)["mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}"): (typeof documents)["fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}"): (typeof documents)["query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}"): (typeof documents)["query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}"): (typeof documents)["mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}"): (typeof documents)["subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}"): (typeof documents)["fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}"): (typeof documents)["query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"): (typeof documents)["query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FavoriteAltars($userId: Int!) {\n  favoriteAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}"): (typeof documents)["query FavoriteAltars($userId: Int!) {\n  favoriteAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IsFavoriteAltar($altarId: Int!) {\n  isFavoriteAltar(altarId: $altarId)\n}"): (typeof documents)["query IsFavoriteAltar($altarId: Int!) {\n  isFavoriteAltar(altarId: $altarId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberAltars($userId: Int!) {\n  memberAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}"): (typeof documents)["query MemberAltars($userId: Int!) {\n  memberAltars(userId: $userId) {\n    ...ProfileAltarItem\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MemberCompletions($userId: Int!) {\n  memberPilgrimageCompletions(userId: $userId) {\n    id\n    completedAt\n    reflections\n    pilgrimage {\n      id\n      name\n      distance\n    }\n  }\n}"): (typeof documents)["query MemberCompletions($userId: Int!) {\n  memberPilgrimageCompletions(userId: $userId) {\n    id\n    completedAt\n    reflections\n    pilgrimage {\n      id\n      name\n      distance\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileAltarItem on ProfileAltar {\n  id\n  name\n  altarType\n  photos\n  isEcoFriendly\n  createdAt\n}"): (typeof documents)["fragment ProfileAltarItem on ProfileAltar {\n  id\n  name\n  altarType\n  photos\n  isEcoFriendly\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProfileOverview($userId: Int!) {\n  memberProfile(userId: $userId) {\n    id\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    createdAt\n    altarsCount\n    pilgrimagesCount\n    daysSinceJoining\n  }\n  memberBadges(userId: $userId) {\n    id\n    name\n    earnedAt\n  }\n  badgeCatalogue {\n    id\n    name\n    description\n    requirements\n    rewardXp\n    color\n    icon\n  }\n}"): (typeof documents)["query ProfileOverview($userId: Int!) {\n  memberProfile(userId: $userId) {\n    id\n    firstName\n    lastName\n    bio\n    profileImageUrl\n    createdAt\n    altarsCount\n    pilgrimagesCount\n    daysSinceJoining\n  }\n  memberBadges(userId: $userId) {\n    id\n    name\n    earnedAt\n  }\n  badgeCatalogue {\n    id\n    name\n    description\n    requirements\n    rewardXp\n    color\n    icon\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetFavoriteAltar($altarId: Int!, $favorite: Boolean!) {\n  setFavoriteAltar(altarId: $altarId, favorite: $favorite)\n}"): (typeof documents)["mutation SetFavoriteAltar($altarId: Int!, $favorite: Boolean!) {\n  setFavoriteAltar(altarId: $altarId, favorite: $favorite)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount {\n  deleteAccount\n}"): (typeof documents)["mutation DeleteAccount {\n  deleteAccount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySettings {\n  mySettings {\n    ...SettingsFields\n  }\n}"): (typeof documents)["query MySettings {\n  mySettings {\n    ...SettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n  }\n}"): (typeof documents)["fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}"): (typeof documents)["mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"): (typeof documents)["query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;