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
    "query GuestBannerCount {\n  sacredSpaceCount\n}": typeof types.GuestBannerCountDocument,
    "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation ConfirmEmail($input: EmailTokenInput!) {\n  confirmEmail(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": typeof types.ConfirmEmailDocument,
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  emailVerified\n  createdAt\n}": typeof types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResendEmailConfirmation {\n  resendEmailConfirmation {\n    message\n  }\n}": typeof types.ResendEmailConfirmationDocument,
    "mutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SignInWithLink($input: EmailTokenInput!) {\n  signInWithLink(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": typeof types.SignInWithLinkDocument,
    "mutation SignOutOtherSessions {\n  signOutOtherSessions {\n    message\n  }\n}": typeof types.SignOutOtherSessionsDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.SignupDocument,
    "mutation AddAltarPhotos($altarId: Int!, $photos: [String!]!) {\n  addAltarPhotos(altarId: $altarId, photos: $photos) {\n    id\n    photos\n  }\n}": typeof types.AddAltarPhotosDocument,
    "mutation AddJournalEntry($input: JournalEntryInput!) {\n  addJournalEntry(input: $input) {\n    id\n  }\n}": typeof types.AddJournalEntryDocument,
    "query AltarDetail($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    story\n    materials\n    latitude\n    longitude\n    altarType\n    photos\n    tags\n    isEcoFriendly\n    noPlasticUsed\n    biodegradableOnly\n    noWasteLeft\n    visitCount\n    likes\n    recentActivity\n    creatorId\n    creatorName\n    isLocationSensitive\n    createdAt\n  }\n}": typeof types.AltarDetailDocument,
    "query AltarJournalEntries($altarId: Int!) {\n  journalEntries(altarId: $altarId) {\n    id\n    title\n    content\n    mood\n    weather\n    temperature\n    moonPhase\n    isPrivate\n    createdAt\n  }\n}": typeof types.AltarJournalEntriesDocument,
    "query AltarLike($altarId: Int!) {\n  altarLike(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": typeof types.AltarLikeDocument,
    "query AltarReviews($altarId: Int!) {\n  altarReviews(altarId: $altarId) {\n    id\n    userId\n    userName\n    rating\n    title\n    review\n    visitDate\n    tips\n    accessibility\n    bestTimeToVisit\n    createdAt\n  }\n  altarReviewSummary(altarId: $altarId) {\n    average\n    count\n    distribution\n  }\n}": typeof types.AltarReviewsDocument,
    "mutation CreateAltar($input: CreateAltarInput!) {\n  createAltar(input: $input) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": typeof types.CreateAltarDocument,
    "mutation DeleteJournalEntry($id: Int!) {\n  deleteJournalEntry(id: $id)\n}": typeof types.DeleteJournalEntryDocument,
    "mutation LikeAltar($altarId: Int!) {\n  likeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": typeof types.LikeAltarDocument,
    "query NearestPlace($latitude: Float!, $longitude: Float!) {\n  nearestPlace(latitude: $latitude, longitude: $longitude) {\n    id\n    label\n  }\n}": typeof types.NearestPlaceDocument,
    "query PlaceSearch($query: String!, $latitude: Float, $longitude: Float) {\n  places(query: $query, latitude: $latitude, longitude: $longitude) {\n    id\n    label\n    latitude\n    longitude\n    distanceMeters\n    near\n  }\n}": typeof types.PlaceSearchDocument,
    "mutation RecordRitual($input: RitualInput!) {\n  recordRitual(input: $input) {\n    id\n    endedEarly\n    secondsSpent\n    fromAfar\n    countedAsVisit\n  }\n}": typeof types.RecordRitualDocument,
    "mutation RemoveAltarPhoto($altarId: Int!, $photoUrl: String!) {\n  removeAltarPhoto(altarId: $altarId, photoUrl: $photoUrl) {\n    id\n    photos\n  }\n}": typeof types.RemoveAltarPhotoDocument,
    "mutation UnlikeAltar($altarId: Int!) {\n  unlikeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": typeof types.UnlikeAltarDocument,
    "mutation WriteReview($altarId: Int!, $input: ReviewInput!) {\n  writeReview(altarId: $altarId, input: $input) {\n    id\n  }\n}": typeof types.WriteReviewDocument,
    "mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}": typeof types.AddCommentDocument,
    "query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}": typeof types.CommunitySidebarDocument,
    "mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}": typeof types.CreatePostDocument,
    "fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}": typeof types.FeedPostFragmentDoc,
    "query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}": typeof types.FeedPostsDocument,
    "query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}": typeof types.PostCommentsDocument,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": typeof types.ReportContentDocument,
    "mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}": typeof types.TogglePostLikeDocument,
    "mutation AcceptIntention($id: Int!) {\n  acceptIntention(id: $id) {\n    id\n    text\n    status\n  }\n}": typeof types.AcceptIntentionDocument,
    "mutation ConfirmIntention($token: String!) {\n  confirmIntention(token: $token) {\n    ...SentIntentionFields\n  }\n}": typeof types.ConfirmIntentionDocument,
    "mutation DeclineIntention($id: Int!) {\n  declineIntention(id: $id)\n}": typeof types.DeclineIntentionDocument,
    "mutation EntrustIntention($pilgrimageId: Int!, $input: IntentionInput!) {\n  entrustIntention(pilgrimageId: $pilgrimageId, input: $input) {\n    message\n    intention {\n      ...SentIntentionFields\n    }\n  }\n}": typeof types.EntrustIntentionDocument,
    "fragment SentIntentionFields on SentIntention {\n  id\n  pilgrimageId\n  pilgrimageName\n  altarId\n  altarName\n  text\n  anonymous\n  status\n  confirmed\n  createdAt\n  acceptedAt\n  deliveredAt\n}": typeof types.SentIntentionFieldsFragmentDoc,
    "query PilgrimageIntentions($pilgrimageId: Int!) {\n  pilgrimageIntentions(pilgrimageId: $pilgrimageId) {\n    walking\n    carryLimit\n    carryingCount\n    offered {\n      id\n      altarId\n      altarName\n      from\n      createdAt\n    }\n    carrying {\n      id\n      altarId\n      altarName\n      from\n      text\n      status\n      acceptedAt\n      deliveredAt\n    }\n  }\n}": typeof types.PilgrimageIntentionsDocument,
    "mutation ReportIntention($id: Int!, $reason: String!) {\n  reportIntention(id: $id, reason: $reason)\n}": typeof types.ReportIntentionDocument,
    "query SentIntentions {\n  sentIntentions {\n    ...SentIntentionFields\n  }\n}": typeof types.SentIntentionsDocument,
    "mutation WithdrawIntention($id: Int!) {\n  withdrawIntention(id: $id) {\n    ...SentIntentionFields\n  }\n}": typeof types.WithdrawIntentionDocument,
    "query ActiveJourneyPage($pilgrimageId: Int!) {\n  pilgrimage(id: $pilgrimageId) {\n    id\n    name\n    distance\n    estimatedDuration\n    difficulty\n    endingPoint\n    endingLatitude\n    endingLongitude\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        onNetwork\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n  activePilgrimages {\n    ...JourneyFields\n  }\n}": typeof types.ActiveJourneyPageDocument,
    "mutation AddJourneyPhoto($pilgrimageId: Int!, $photo: JourneyPhotoInput!) {\n  addPilgrimagePhoto(pilgrimageId: $pilgrimageId, photo: $photo) {\n    id\n    photoUrl\n    caption\n    tags\n  }\n}": typeof types.AddJourneyPhotoDocument,
    "mutation BeginJourney($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    ...JourneyFields\n  }\n}": typeof types.BeginJourneyDocument,
    "subscription ChatMessageAdded($pilgrimageId: Int!) {\n  pilgrimageMessageAdded(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on PilgrimageMessage {\n  id\n  pilgrimageId\n  senderId\n  senderName\n  senderImage\n  message\n  messageType\n  latitude\n  longitude\n  createdAt\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($pilgrimageId: Int!) {\n  pilgrimageMessages(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessagesDocument,
    "fragment CompanionFields on JourneyCompanion {\n  userId\n  name\n  profileImageUrl\n  activePilgrimageId\n  currentAltarIndex\n  distanceTraveled\n  latitude\n  longitude\n  heading\n  positionPrecision\n  companionship\n  joinedAt\n  lastActiveAt\n  expectedBackAt\n}": typeof types.CompanionFieldsFragmentDoc,
    "subscription CompanionMoved($pilgrimageId: Int!) {\n  companionMoved(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": typeof types.CompanionMovedDocument,
    "query ContinueJourney {\n  activePilgrimages {\n    id\n    pilgrimageId\n    pilgrimageName\n    currentAltarIndex\n    totalCheckpoints\n    isActive\n  }\n}": typeof types.ContinueJourneyDocument,
    "mutation EndJourney($activePilgrimageId: Int!) {\n  endJourney(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyFields\n  }\n}": typeof types.EndJourneyDocument,
    "query FellowPilgrims($pilgrimageId: Int!) {\n  pilgrimageParticipants(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": typeof types.FellowPilgrimsDocument,
    "query Journey($id: Int!) {\n  activePilgrimage(id: $id) {\n    ...JourneyFields\n  }\n}": typeof types.JourneyDocument,
    "query JourneyCompanions($pilgrimageId: Int!) {\n  pilgrimageCompanions(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": typeof types.JourneyCompanionsDocument,
    "fragment JourneyFields on ActivePilgrimage {\n  id\n  userId\n  pilgrimageId\n  pilgrimageName\n  distanceTraveled\n  estimatedTimeRemaining\n  currentAltarIndex\n  totalCheckpoints\n  checkpointReached\n  currentLatitude\n  currentLongitude\n  isActive\n  startedAt\n  lastLocationUpdate\n}": typeof types.JourneyFieldsFragmentDoc,
    "query JourneyReplay($activePilgrimageId: Int!) {\n  journeyReplay(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyReplayFields\n  }\n}": typeof types.JourneyReplayDocument,
    "fragment JourneyReplayFields on JourneyReplay {\n  journeyId\n  pilgrimageId\n  pilgrimageName\n  startedAt\n  endedAt\n  distanceKm\n  completed\n  walkers {\n    userId\n    name\n    isWalker\n    points {\n      latitude\n      longitude\n      at\n    }\n  }\n  sites {\n    altarId\n    order\n    name\n    latitude\n    longitude\n    reachedAt\n  }\n}": typeof types.JourneyReplayFieldsFragmentDoc,
    "query JourneySummary($activePilgrimageId: Int!) {\n  journeySummary(activePilgrimageId: $activePilgrimageId) {\n    journeyId\n    pilgrimageId\n    pilgrimageName\n    distanceKm\n    minutesWalked\n    sitesReached\n    totalSites\n    photos\n    completed\n    isActive\n    startedAt\n    endedAt\n    sharedPostId\n    paceSecondsPerKm\n    climbMeters\n    notAWalk\n    track {\n      latitude\n      longitude\n    }\n  }\n}": typeof types.JourneySummaryDocument,
    "subscription LiveUpdateAdded($pilgrimageId: Int!) {\n  pilgrimageUpdateAdded(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}": typeof types.LiveUpdateAddedDocument,
    "fragment LiveUpdateFields on PilgrimageUpdate {\n  id\n  pilgrimageId\n  userId\n  userName\n  userImage\n  altarId\n  altarName\n  updateType\n  content\n  photoUrl\n  latitude\n  longitude\n  likesCount\n  likedByViewer\n  createdAt\n}": typeof types.LiveUpdateFieldsFragmentDoc,
    "query PilgrimageLiveUpdates($pilgrimageId: Int!) {\n  pilgrimageLiveUpdates(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}": typeof types.PilgrimageLiveUpdatesDocument,
    "query PilgrimageReplay($pilgrimageId: Int!) {\n  pilgrimageReplay(pilgrimageId: $pilgrimageId) {\n    ...JourneyReplayFields\n  }\n}": typeof types.PilgrimageReplayDocument,
    "mutation ReachCheckpoint($activePilgrimageId: Int!, $altarId: Int!) {\n  reachCheckpoint(activePilgrimageId: $activePilgrimageId, altarId: $altarId) {\n    completed\n    journey {\n      ...JourneyFields\n    }\n    update {\n      ...LiveUpdateFields\n    }\n  }\n}": typeof types.ReachCheckpointDocument,
    "mutation RemoveCompanion($pilgrimageId: Int!, $userId: Int!) {\n  removeCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}": typeof types.RemoveCompanionDocument,
    "mutation RequestCompanion($pilgrimageId: Int!, $userId: Int!) {\n  requestCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}": typeof types.RequestCompanionDocument,
    "mutation SendChatMessage($pilgrimageId: Int!, $message: ChatMessageInput!) {\n  sendPilgrimageMessage(pilgrimageId: $pilgrimageId, message: $message) {\n    ...ChatMessageFields\n  }\n}": typeof types.SendChatMessageDocument,
    "mutation ShareJourneySummary($activePilgrimageId: Int!) {\n  shareJourneySummary(activePilgrimageId: $activePilgrimageId) {\n    id\n    content\n  }\n}": typeof types.ShareJourneySummaryDocument,
    "mutation ShareJourneyUpdate($activePilgrimageId: Int!, $update: ShareUpdateInput!) {\n  shareJourneyUpdate(activePilgrimageId: $activePilgrimageId, update: $update) {\n    ...LiveUpdateFields\n  }\n}": typeof types.ShareJourneyUpdateDocument,
    "mutation ToggleUpdateLike($updateId: Int!) {\n  togglePilgrimageUpdateLike(updateId: $updateId) {\n    liked\n    likesCount\n  }\n}": typeof types.ToggleUpdateLikeDocument,
    "mutation UpdateJourneyLocation($activePilgrimageId: Int!, $position: LocationUpdateInput!) {\n  updateJourneyLocation(\n    activePilgrimageId: $activePilgrimageId\n    position: $position\n  ) {\n    ...JourneyFields\n  }\n}": typeof types.UpdateJourneyLocationDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": typeof types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": typeof types.AltarOnMapFragmentDoc,
    "query AltarPopupDetails($id: Int!) {\n  altar(id: $id) {\n    ...AltarOnMap\n  }\n}": typeof types.AltarPopupDetailsDocument,
    "query MapSearch($query: String!, $latitude: Float, $longitude: Float) {\n  mapSearch(query: $query, latitude: $latitude, longitude: $longitude) {\n    kind\n    id\n    name\n    detail\n    latitude\n    longitude\n    distanceMeters\n  }\n}": typeof types.MapSearchDocument,
    "query MapViewport($bbox: BoundingBoxInput!, $zoom: Float!, $filter: AltarFilterInput) {\n  altarViewport(bbox: $bbox, zoom: $zoom, filter: $filter) {\n    gridZoom\n    total\n    clusters {\n      id\n      count\n      latitude\n      longitude\n      west\n      south\n      east\n      north\n    }\n    altars {\n      id\n      name\n      latitude\n      longitude\n      altarType\n      isEcoFriendly\n      photoCount\n      visitCount\n      likes\n      recentActivity\n    }\n  }\n}": typeof types.MapViewportDocument,
    "query NearbyAltars($latitude: Float!, $longitude: Float!, $radius: Float, $limit: Int, $filter: AltarFilterInput, $after: String) {\n  altarsNear(\n    latitude: $latitude\n    longitude: $longitude\n    radius: $radius\n    limit: $limit\n    filter: $filter\n    after: $after\n  ) {\n    id\n    name\n    latitude\n    longitude\n    altarType\n    distanceMeters\n  }\n}": typeof types.NearbyAltarsDocument,
    "query PilgrimagesOnMap($limit: Int, $after: String, $bbox: BoundingBoxInput) {\n  pilgrimages(limit: $limit, after: $after, bbox: $bbox) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    difficulty\n    duration\n    estimatedDuration\n    season\n    significance\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n  }\n}": typeof types.PilgrimagesOnMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": typeof types.MoonPhaseNowDocument,
    "query PilgrimagePackRoute($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    sites {\n      id\n      order\n      latitude\n      longitude\n    }\n  }\n}": typeof types.PilgrimagePackRouteDocument,
    "query Credential($id: String!) {\n  credential(id: $id) {\n    id\n    valid\n    message\n    pilgrimageName\n    holder\n    completedAt\n    issuedAt\n    positionsChecked\n    stamps {\n      altarName\n      reachedAt\n    }\n    signature\n  }\n}": typeof types.CredentialDocument,
    "mutation IssueCredential($activePilgrimageId: Int!, $showName: Boolean) {\n  issueCredential(activePilgrimageId: $activePilgrimageId, showName: $showName) {\n    id\n    holder\n    valid\n  }\n}": typeof types.IssueCredentialDocument,
    "query MyPassport {\n  myPassport {\n    stampCount\n    journeys {\n      activePilgrimageId\n      pilgrimageName\n      startedAt\n      completed\n      completedAt\n      credentialId\n      stamps {\n        altarId\n        altarName\n        reachedAt\n      }\n    }\n  }\n}": typeof types.MyPassportDocument,
    "query BrowsePilgrimages($limit: Int, $after: String) {\n  browsePilgrimages(limit: $limit, after: $after) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    estimatedDuration\n    difficulty\n    isFeatured\n    siteCount\n    startingPoint\n    endingPoint\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    places\n    participants\n    completedCount\n  }\n}": typeof types.BrowsePilgrimagesDocument,
    "mutation CreatePilgrimage($input: PilgrimageInput!) {\n  createPilgrimage(input: $input) {\n    id\n    name\n    distance\n  }\n}": typeof types.CreatePilgrimageDocument,
    "query PilgrimageDetail($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    type\n    difficulty\n    isFeatured\n    distance\n    estimatedDuration\n    participants\n    completedCount\n    siteCount\n    startingPoint\n    endingPoint\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    description\n    bestSeasons\n    accommodations\n    guidelines\n    tags\n    status\n    creatorId\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n}": typeof types.PilgrimageDetailDocument,
    "fragment PilgrimageSiteFields on PilgrimageSite {\n  id\n  order\n  name\n  description\n  altarType\n  latitude\n  longitude\n}": typeof types.PilgrimageSiteFieldsFragmentDoc,
    "query PlanRoute($input: RouteRequestInput!) {\n  planRoute(input: $input) {\n    distanceMeters\n    durationSeconds\n    warnings\n    attribution\n    legs {\n      onNetwork\n      distanceMeters\n      geometry {\n        coordinates\n      }\n    }\n  }\n}": typeof types.PlanRouteDocument,
    "query PlanningAltarsNear($latitude: Float!, $longitude: Float!) {\n  altarsNear(latitude: $latitude, longitude: $longitude, radius: 50000, limit: 40) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n    distanceMeters\n  }\n}\n\nquery PlanningAltarSearch($q: String!) {\n  altars(limit: 20, filter: {q: $q}) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}\n\nquery PlanningAltar($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}": typeof types.PlanningAltarsNearDocument,
    "query RouteDistance($points: [RoutePointInput!]!) {\n  routeDistance(points: $points)\n}": typeof types.RouteDistanceDocument,
    "mutation StartPilgrimage($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    id\n    pilgrimageId\n    isActive\n  }\n}": typeof types.StartPilgrimageDocument,
    "subscription BadgesEarned {\n  badgesEarned\n}": typeof types.BadgesEarnedDocument,
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
    "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n    timeZone\n  }\n}": typeof types.SettingsFieldsFragmentDoc,
    "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}": typeof types.UpdateSettingsDocument,
    "query AltarSky($altarId: Int!) {\n  altarSky(altarId: $altarId) {\n    altarId\n    date\n    kind\n    sunrise\n    sunriseAzimuth\n    sunset\n    sunsetAzimuth\n    solarNoon\n    morningGoldenHourStart\n    morningGoldenHourEnd\n    eveningGoldenHourStart\n    eveningGoldenHourEnd\n    moonrise\n    moonset\n    moonPhase\n    moonPhaseIcon\n    moonIllumination\n    seasons {\n      name\n      at\n      sunriseAzimuth\n      sunsetAzimuth\n    }\n    terrainKnown\n    firstLight\n    reminder {\n      altarId\n      minutesBefore\n      firstLightAt\n      remindAt\n      sentAt\n    }\n  }\n}": typeof types.AltarSkyDocument,
    "mutation CancelFirstLightReminder($altarId: Int!) {\n  cancelFirstLightReminder(altarId: $altarId)\n}": typeof types.CancelFirstLightReminderDocument,
    "mutation SetFirstLightReminder($altarId: Int!, $minutesBefore: Int) {\n  setFirstLightReminder(altarId: $altarId, minutesBefore: $minutesBefore) {\n    altarId\n    minutesBefore\n    firstLightAt\n    remindAt\n    sentAt\n  }\n}": typeof types.SetFirstLightReminderDocument,
    "mutation ClearWalkSafety($activePilgrimageId: Int!) {\n  clearWalkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": typeof types.ClearWalkSafetyDocument,
    "mutation CountSharedWalkView($token: String!) {\n  countSharedWalkView(token: $token)\n}": typeof types.CountSharedWalkViewDocument,
    "mutation CreateWalkShareLink($activePilgrimageId: Int!, $input: CreateWalkShareInput) {\n  createWalkShareLink(activePilgrimageId: $activePilgrimageId, input: $input) {\n    token\n    url\n    link {\n      ...WalkShareLinkFields\n    }\n  }\n}": typeof types.CreateWalkShareLinkDocument,
    "mutation ExtendWalk($activePilgrimageId: Int!, $minutes: Int!) {\n  extendWalk(activePilgrimageId: $activePilgrimageId, minutes: $minutes) {\n    ...WalkSafetyFields\n  }\n}": typeof types.ExtendWalkDocument,
    "mutation ReportWalkBattery($activePilgrimageId: Int!, $level: Float!) {\n  reportWalkBattery(activePilgrimageId: $activePilgrimageId, level: $level)\n}": typeof types.ReportWalkBatteryDocument,
    "mutation RevokeWalkShareLink($id: Int!) {\n  revokeWalkShareLink(id: $id) {\n    ...WalkShareLinkFields\n  }\n}": typeof types.RevokeWalkShareLinkDocument,
    "mutation SendImSafe($activePilgrimageId: Int!) {\n  sendImSafe(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": typeof types.SendImSafeDocument,
    "mutation SetWalkSafety($activePilgrimageId: Int!, $input: WalkSafetyInput!) {\n  setWalkSafety(activePilgrimageId: $activePilgrimageId, input: $input) {\n    ...WalkSafetyFields\n  }\n}": typeof types.SetWalkSafetyDocument,
    "query SharedWalk($token: String!) {\n  sharedWalk(token: $token) {\n    ...SharedWalkFields\n  }\n}": typeof types.SharedWalkDocument,
    "fragment SharedWalkFields on SharedWalk {\n  firstName\n  pilgrimageName\n  sites {\n    order\n    name\n    latitude\n    longitude\n    reached\n  }\n  startLatitude\n  startLongitude\n  endLatitude\n  endLongitude\n  positionShared\n  latitude\n  longitude\n  positionApproximate\n  lastSeenAt\n  distanceDoneKm\n  distanceLeftKm\n  estimatedArrivalAt\n  batteryLevel\n  batteryAt\n  expectedBackAt\n  isActive\n  linkExpiresAt\n}": typeof types.SharedWalkFieldsFragmentDoc,
    "subscription SharedWalkUpdated($token: String!) {\n  sharedWalkUpdated(token: $token) {\n    ...SharedWalkFields\n  }\n}": typeof types.SharedWalkUpdatedDocument,
    "query WalkSafety($activePilgrimageId: Int!) {\n  walkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": typeof types.WalkSafetyDocument,
    "fragment WalkSafetyFields on WalkSafety {\n  activePilgrimageId\n  expectedBackAt\n  timeZone\n  reminderAt\n  alertAt\n  contacts {\n    memberId\n    name\n    email\n    alertOutcome\n    reachedBy\n  }\n  candidates {\n    memberId\n    name\n    canBeReached\n    reachability\n  }\n  emailAvailable\n  emailUnavailableReason\n  reminderSentAt\n  alertSentAt\n  safeSentAt\n  canSendSafe\n}": typeof types.WalkSafetyFieldsFragmentDoc,
    "subscription WalkSafetyUpdated($activePilgrimageId: Int!) {\n  walkSafetyUpdated(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": typeof types.WalkSafetyUpdatedDocument,
    "fragment WalkShareLinkFields on WalkShareLink {\n  id\n  activePilgrimageId\n  createdAt\n  expiresAt\n  revokedAt\n  viewCount\n  forAlert\n  isOpen\n}": typeof types.WalkShareLinkFieldsFragmentDoc,
    "query WalkShareLinks($activePilgrimageId: Int!) {\n  walkShareLinks(activePilgrimageId: $activePilgrimageId) {\n    ...WalkShareLinkFields\n  }\n}": typeof types.WalkShareLinksDocument,
    "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}": typeof types.WeatherAtDocument,
};
const documents: Documents = {
    "query GuestBannerCount {\n  sacredSpaceCount\n}": types.GuestBannerCountDocument,
    "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}": types.ChangePasswordDocument,
    "mutation ConfirmEmail($input: EmailTokenInput!) {\n  confirmEmail(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": types.ConfirmEmailDocument,
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  emailVerified\n  createdAt\n}": types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": types.MeDocument,
    "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResendEmailConfirmation {\n  resendEmailConfirmation {\n    message\n  }\n}": types.ResendEmailConfirmationDocument,
    "mutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": types.ResetPasswordDocument,
    "mutation SignInWithLink($input: EmailTokenInput!) {\n  signInWithLink(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}": types.SignInWithLinkDocument,
    "mutation SignOutOtherSessions {\n  signOutOtherSessions {\n    message\n  }\n}": types.SignOutOtherSessionsDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": types.SignupDocument,
    "mutation AddAltarPhotos($altarId: Int!, $photos: [String!]!) {\n  addAltarPhotos(altarId: $altarId, photos: $photos) {\n    id\n    photos\n  }\n}": types.AddAltarPhotosDocument,
    "mutation AddJournalEntry($input: JournalEntryInput!) {\n  addJournalEntry(input: $input) {\n    id\n  }\n}": types.AddJournalEntryDocument,
    "query AltarDetail($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    story\n    materials\n    latitude\n    longitude\n    altarType\n    photos\n    tags\n    isEcoFriendly\n    noPlasticUsed\n    biodegradableOnly\n    noWasteLeft\n    visitCount\n    likes\n    recentActivity\n    creatorId\n    creatorName\n    isLocationSensitive\n    createdAt\n  }\n}": types.AltarDetailDocument,
    "query AltarJournalEntries($altarId: Int!) {\n  journalEntries(altarId: $altarId) {\n    id\n    title\n    content\n    mood\n    weather\n    temperature\n    moonPhase\n    isPrivate\n    createdAt\n  }\n}": types.AltarJournalEntriesDocument,
    "query AltarLike($altarId: Int!) {\n  altarLike(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": types.AltarLikeDocument,
    "query AltarReviews($altarId: Int!) {\n  altarReviews(altarId: $altarId) {\n    id\n    userId\n    userName\n    rating\n    title\n    review\n    visitDate\n    tips\n    accessibility\n    bestTimeToVisit\n    createdAt\n  }\n  altarReviewSummary(altarId: $altarId) {\n    average\n    count\n    distribution\n  }\n}": types.AltarReviewsDocument,
    "mutation CreateAltar($input: CreateAltarInput!) {\n  createAltar(input: $input) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": types.CreateAltarDocument,
    "mutation DeleteJournalEntry($id: Int!) {\n  deleteJournalEntry(id: $id)\n}": types.DeleteJournalEntryDocument,
    "mutation LikeAltar($altarId: Int!) {\n  likeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": types.LikeAltarDocument,
    "query NearestPlace($latitude: Float!, $longitude: Float!) {\n  nearestPlace(latitude: $latitude, longitude: $longitude) {\n    id\n    label\n  }\n}": types.NearestPlaceDocument,
    "query PlaceSearch($query: String!, $latitude: Float, $longitude: Float) {\n  places(query: $query, latitude: $latitude, longitude: $longitude) {\n    id\n    label\n    latitude\n    longitude\n    distanceMeters\n    near\n  }\n}": types.PlaceSearchDocument,
    "mutation RecordRitual($input: RitualInput!) {\n  recordRitual(input: $input) {\n    id\n    endedEarly\n    secondsSpent\n    fromAfar\n    countedAsVisit\n  }\n}": types.RecordRitualDocument,
    "mutation RemoveAltarPhoto($altarId: Int!, $photoUrl: String!) {\n  removeAltarPhoto(altarId: $altarId, photoUrl: $photoUrl) {\n    id\n    photos\n  }\n}": types.RemoveAltarPhotoDocument,
    "mutation UnlikeAltar($altarId: Int!) {\n  unlikeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}": types.UnlikeAltarDocument,
    "mutation WriteReview($altarId: Int!, $input: ReviewInput!) {\n  writeReview(altarId: $altarId, input: $input) {\n    id\n  }\n}": types.WriteReviewDocument,
    "mutation AddComment($postId: Int!, $content: String!) {\n  addComment(postId: $postId, content: $content) {\n    id\n  }\n}": types.AddCommentDocument,
    "query CommunitySidebar {\n  communityStats {\n    activeUsers\n    sacredSpaces\n    sharedMoments\n  }\n  trendingTopics {\n    tag\n    posts\n  }\n  recentAchievements {\n    userId\n    memberName\n    badgeName\n    icon\n    earnedAt\n  }\n}": types.CommunitySidebarDocument,
    "mutation CreatePost($input: PostInput!) {\n  createPost(input: $input) {\n    ...FeedPost\n  }\n}": types.CreatePostDocument,
    "fragment FeedPost on Post {\n  id\n  content\n  photos\n  tags\n  createdAt\n  likesCount\n  commentsCount\n  likedByMe\n  hiddenByReports\n  author {\n    id\n    firstName\n    lastName\n    profileImageUrl\n    badges\n  }\n  altar {\n    id\n    name\n  }\n  pilgrimage {\n    id\n    name\n  }\n}": types.FeedPostFragmentDoc,
    "query FeedPosts($filter: String) {\n  posts(filter: $filter) {\n    ...FeedPost\n  }\n}": types.FeedPostsDocument,
    "query PostComments($postId: Int!) {\n  postComments(postId: $postId) {\n    id\n    content\n    createdAt\n    author {\n      id\n      firstName\n      lastName\n      profileImageUrl\n      badges\n    }\n  }\n}": types.PostCommentsDocument,
    "mutation ReportContent($input: ReportInput!) {\n  reportContent(input: $input) {\n    id\n    status\n  }\n}": types.ReportContentDocument,
    "mutation TogglePostLike($postId: Int!) {\n  togglePostLike(postId: $postId) {\n    postId\n    liked\n    likesCount\n  }\n}": types.TogglePostLikeDocument,
    "mutation AcceptIntention($id: Int!) {\n  acceptIntention(id: $id) {\n    id\n    text\n    status\n  }\n}": types.AcceptIntentionDocument,
    "mutation ConfirmIntention($token: String!) {\n  confirmIntention(token: $token) {\n    ...SentIntentionFields\n  }\n}": types.ConfirmIntentionDocument,
    "mutation DeclineIntention($id: Int!) {\n  declineIntention(id: $id)\n}": types.DeclineIntentionDocument,
    "mutation EntrustIntention($pilgrimageId: Int!, $input: IntentionInput!) {\n  entrustIntention(pilgrimageId: $pilgrimageId, input: $input) {\n    message\n    intention {\n      ...SentIntentionFields\n    }\n  }\n}": types.EntrustIntentionDocument,
    "fragment SentIntentionFields on SentIntention {\n  id\n  pilgrimageId\n  pilgrimageName\n  altarId\n  altarName\n  text\n  anonymous\n  status\n  confirmed\n  createdAt\n  acceptedAt\n  deliveredAt\n}": types.SentIntentionFieldsFragmentDoc,
    "query PilgrimageIntentions($pilgrimageId: Int!) {\n  pilgrimageIntentions(pilgrimageId: $pilgrimageId) {\n    walking\n    carryLimit\n    carryingCount\n    offered {\n      id\n      altarId\n      altarName\n      from\n      createdAt\n    }\n    carrying {\n      id\n      altarId\n      altarName\n      from\n      text\n      status\n      acceptedAt\n      deliveredAt\n    }\n  }\n}": types.PilgrimageIntentionsDocument,
    "mutation ReportIntention($id: Int!, $reason: String!) {\n  reportIntention(id: $id, reason: $reason)\n}": types.ReportIntentionDocument,
    "query SentIntentions {\n  sentIntentions {\n    ...SentIntentionFields\n  }\n}": types.SentIntentionsDocument,
    "mutation WithdrawIntention($id: Int!) {\n  withdrawIntention(id: $id) {\n    ...SentIntentionFields\n  }\n}": types.WithdrawIntentionDocument,
    "query ActiveJourneyPage($pilgrimageId: Int!) {\n  pilgrimage(id: $pilgrimageId) {\n    id\n    name\n    distance\n    estimatedDuration\n    difficulty\n    endingPoint\n    endingLatitude\n    endingLongitude\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        onNetwork\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n  activePilgrimages {\n    ...JourneyFields\n  }\n}": types.ActiveJourneyPageDocument,
    "mutation AddJourneyPhoto($pilgrimageId: Int!, $photo: JourneyPhotoInput!) {\n  addPilgrimagePhoto(pilgrimageId: $pilgrimageId, photo: $photo) {\n    id\n    photoUrl\n    caption\n    tags\n  }\n}": types.AddJourneyPhotoDocument,
    "mutation BeginJourney($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    ...JourneyFields\n  }\n}": types.BeginJourneyDocument,
    "subscription ChatMessageAdded($pilgrimageId: Int!) {\n  pilgrimageMessageAdded(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessageAddedDocument,
    "fragment ChatMessageFields on PilgrimageMessage {\n  id\n  pilgrimageId\n  senderId\n  senderName\n  senderImage\n  message\n  messageType\n  latitude\n  longitude\n  createdAt\n}": types.ChatMessageFieldsFragmentDoc,
    "query ChatMessages($pilgrimageId: Int!) {\n  pilgrimageMessages(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessagesDocument,
    "fragment CompanionFields on JourneyCompanion {\n  userId\n  name\n  profileImageUrl\n  activePilgrimageId\n  currentAltarIndex\n  distanceTraveled\n  latitude\n  longitude\n  heading\n  positionPrecision\n  companionship\n  joinedAt\n  lastActiveAt\n  expectedBackAt\n}": types.CompanionFieldsFragmentDoc,
    "subscription CompanionMoved($pilgrimageId: Int!) {\n  companionMoved(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": types.CompanionMovedDocument,
    "query ContinueJourney {\n  activePilgrimages {\n    id\n    pilgrimageId\n    pilgrimageName\n    currentAltarIndex\n    totalCheckpoints\n    isActive\n  }\n}": types.ContinueJourneyDocument,
    "mutation EndJourney($activePilgrimageId: Int!) {\n  endJourney(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyFields\n  }\n}": types.EndJourneyDocument,
    "query FellowPilgrims($pilgrimageId: Int!) {\n  pilgrimageParticipants(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": types.FellowPilgrimsDocument,
    "query Journey($id: Int!) {\n  activePilgrimage(id: $id) {\n    ...JourneyFields\n  }\n}": types.JourneyDocument,
    "query JourneyCompanions($pilgrimageId: Int!) {\n  pilgrimageCompanions(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}": types.JourneyCompanionsDocument,
    "fragment JourneyFields on ActivePilgrimage {\n  id\n  userId\n  pilgrimageId\n  pilgrimageName\n  distanceTraveled\n  estimatedTimeRemaining\n  currentAltarIndex\n  totalCheckpoints\n  checkpointReached\n  currentLatitude\n  currentLongitude\n  isActive\n  startedAt\n  lastLocationUpdate\n}": types.JourneyFieldsFragmentDoc,
    "query JourneyReplay($activePilgrimageId: Int!) {\n  journeyReplay(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyReplayFields\n  }\n}": types.JourneyReplayDocument,
    "fragment JourneyReplayFields on JourneyReplay {\n  journeyId\n  pilgrimageId\n  pilgrimageName\n  startedAt\n  endedAt\n  distanceKm\n  completed\n  walkers {\n    userId\n    name\n    isWalker\n    points {\n      latitude\n      longitude\n      at\n    }\n  }\n  sites {\n    altarId\n    order\n    name\n    latitude\n    longitude\n    reachedAt\n  }\n}": types.JourneyReplayFieldsFragmentDoc,
    "query JourneySummary($activePilgrimageId: Int!) {\n  journeySummary(activePilgrimageId: $activePilgrimageId) {\n    journeyId\n    pilgrimageId\n    pilgrimageName\n    distanceKm\n    minutesWalked\n    sitesReached\n    totalSites\n    photos\n    completed\n    isActive\n    startedAt\n    endedAt\n    sharedPostId\n    paceSecondsPerKm\n    climbMeters\n    notAWalk\n    track {\n      latitude\n      longitude\n    }\n  }\n}": types.JourneySummaryDocument,
    "subscription LiveUpdateAdded($pilgrimageId: Int!) {\n  pilgrimageUpdateAdded(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}": types.LiveUpdateAddedDocument,
    "fragment LiveUpdateFields on PilgrimageUpdate {\n  id\n  pilgrimageId\n  userId\n  userName\n  userImage\n  altarId\n  altarName\n  updateType\n  content\n  photoUrl\n  latitude\n  longitude\n  likesCount\n  likedByViewer\n  createdAt\n}": types.LiveUpdateFieldsFragmentDoc,
    "query PilgrimageLiveUpdates($pilgrimageId: Int!) {\n  pilgrimageLiveUpdates(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}": types.PilgrimageLiveUpdatesDocument,
    "query PilgrimageReplay($pilgrimageId: Int!) {\n  pilgrimageReplay(pilgrimageId: $pilgrimageId) {\n    ...JourneyReplayFields\n  }\n}": types.PilgrimageReplayDocument,
    "mutation ReachCheckpoint($activePilgrimageId: Int!, $altarId: Int!) {\n  reachCheckpoint(activePilgrimageId: $activePilgrimageId, altarId: $altarId) {\n    completed\n    journey {\n      ...JourneyFields\n    }\n    update {\n      ...LiveUpdateFields\n    }\n  }\n}": types.ReachCheckpointDocument,
    "mutation RemoveCompanion($pilgrimageId: Int!, $userId: Int!) {\n  removeCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}": types.RemoveCompanionDocument,
    "mutation RequestCompanion($pilgrimageId: Int!, $userId: Int!) {\n  requestCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}": types.RequestCompanionDocument,
    "mutation SendChatMessage($pilgrimageId: Int!, $message: ChatMessageInput!) {\n  sendPilgrimageMessage(pilgrimageId: $pilgrimageId, message: $message) {\n    ...ChatMessageFields\n  }\n}": types.SendChatMessageDocument,
    "mutation ShareJourneySummary($activePilgrimageId: Int!) {\n  shareJourneySummary(activePilgrimageId: $activePilgrimageId) {\n    id\n    content\n  }\n}": types.ShareJourneySummaryDocument,
    "mutation ShareJourneyUpdate($activePilgrimageId: Int!, $update: ShareUpdateInput!) {\n  shareJourneyUpdate(activePilgrimageId: $activePilgrimageId, update: $update) {\n    ...LiveUpdateFields\n  }\n}": types.ShareJourneyUpdateDocument,
    "mutation ToggleUpdateLike($updateId: Int!) {\n  togglePilgrimageUpdateLike(updateId: $updateId) {\n    liked\n    likesCount\n  }\n}": types.ToggleUpdateLikeDocument,
    "mutation UpdateJourneyLocation($activePilgrimageId: Int!, $position: LocationUpdateInput!) {\n  updateJourneyLocation(\n    activePilgrimageId: $activePilgrimageId\n    position: $position\n  ) {\n    ...JourneyFields\n  }\n}": types.UpdateJourneyLocationDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": types.AltarOnMapFragmentDoc,
    "query AltarPopupDetails($id: Int!) {\n  altar(id: $id) {\n    ...AltarOnMap\n  }\n}": types.AltarPopupDetailsDocument,
    "query MapSearch($query: String!, $latitude: Float, $longitude: Float) {\n  mapSearch(query: $query, latitude: $latitude, longitude: $longitude) {\n    kind\n    id\n    name\n    detail\n    latitude\n    longitude\n    distanceMeters\n  }\n}": types.MapSearchDocument,
    "query MapViewport($bbox: BoundingBoxInput!, $zoom: Float!, $filter: AltarFilterInput) {\n  altarViewport(bbox: $bbox, zoom: $zoom, filter: $filter) {\n    gridZoom\n    total\n    clusters {\n      id\n      count\n      latitude\n      longitude\n      west\n      south\n      east\n      north\n    }\n    altars {\n      id\n      name\n      latitude\n      longitude\n      altarType\n      isEcoFriendly\n      photoCount\n      visitCount\n      likes\n      recentActivity\n    }\n  }\n}": types.MapViewportDocument,
    "query NearbyAltars($latitude: Float!, $longitude: Float!, $radius: Float, $limit: Int, $filter: AltarFilterInput, $after: String) {\n  altarsNear(\n    latitude: $latitude\n    longitude: $longitude\n    radius: $radius\n    limit: $limit\n    filter: $filter\n    after: $after\n  ) {\n    id\n    name\n    latitude\n    longitude\n    altarType\n    distanceMeters\n  }\n}": types.NearbyAltarsDocument,
    "query PilgrimagesOnMap($limit: Int, $after: String, $bbox: BoundingBoxInput) {\n  pilgrimages(limit: $limit, after: $after, bbox: $bbox) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    difficulty\n    duration\n    estimatedDuration\n    season\n    significance\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n  }\n}": types.PilgrimagesOnMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": types.MoonPhaseNowDocument,
    "query PilgrimagePackRoute($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    sites {\n      id\n      order\n      latitude\n      longitude\n    }\n  }\n}": types.PilgrimagePackRouteDocument,
    "query Credential($id: String!) {\n  credential(id: $id) {\n    id\n    valid\n    message\n    pilgrimageName\n    holder\n    completedAt\n    issuedAt\n    positionsChecked\n    stamps {\n      altarName\n      reachedAt\n    }\n    signature\n  }\n}": types.CredentialDocument,
    "mutation IssueCredential($activePilgrimageId: Int!, $showName: Boolean) {\n  issueCredential(activePilgrimageId: $activePilgrimageId, showName: $showName) {\n    id\n    holder\n    valid\n  }\n}": types.IssueCredentialDocument,
    "query MyPassport {\n  myPassport {\n    stampCount\n    journeys {\n      activePilgrimageId\n      pilgrimageName\n      startedAt\n      completed\n      completedAt\n      credentialId\n      stamps {\n        altarId\n        altarName\n        reachedAt\n      }\n    }\n  }\n}": types.MyPassportDocument,
    "query BrowsePilgrimages($limit: Int, $after: String) {\n  browsePilgrimages(limit: $limit, after: $after) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    estimatedDuration\n    difficulty\n    isFeatured\n    siteCount\n    startingPoint\n    endingPoint\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    places\n    participants\n    completedCount\n  }\n}": types.BrowsePilgrimagesDocument,
    "mutation CreatePilgrimage($input: PilgrimageInput!) {\n  createPilgrimage(input: $input) {\n    id\n    name\n    distance\n  }\n}": types.CreatePilgrimageDocument,
    "query PilgrimageDetail($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    type\n    difficulty\n    isFeatured\n    distance\n    estimatedDuration\n    participants\n    completedCount\n    siteCount\n    startingPoint\n    endingPoint\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    description\n    bestSeasons\n    accommodations\n    guidelines\n    tags\n    status\n    creatorId\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n}": types.PilgrimageDetailDocument,
    "fragment PilgrimageSiteFields on PilgrimageSite {\n  id\n  order\n  name\n  description\n  altarType\n  latitude\n  longitude\n}": types.PilgrimageSiteFieldsFragmentDoc,
    "query PlanRoute($input: RouteRequestInput!) {\n  planRoute(input: $input) {\n    distanceMeters\n    durationSeconds\n    warnings\n    attribution\n    legs {\n      onNetwork\n      distanceMeters\n      geometry {\n        coordinates\n      }\n    }\n  }\n}": types.PlanRouteDocument,
    "query PlanningAltarsNear($latitude: Float!, $longitude: Float!) {\n  altarsNear(latitude: $latitude, longitude: $longitude, radius: 50000, limit: 40) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n    distanceMeters\n  }\n}\n\nquery PlanningAltarSearch($q: String!) {\n  altars(limit: 20, filter: {q: $q}) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}\n\nquery PlanningAltar($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}": types.PlanningAltarsNearDocument,
    "query RouteDistance($points: [RoutePointInput!]!) {\n  routeDistance(points: $points)\n}": types.RouteDistanceDocument,
    "mutation StartPilgrimage($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    id\n    pilgrimageId\n    isActive\n  }\n}": types.StartPilgrimageDocument,
    "subscription BadgesEarned {\n  badgesEarned\n}": types.BadgesEarnedDocument,
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
    "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n    timeZone\n  }\n}": types.SettingsFieldsFragmentDoc,
    "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}": types.UpdateSettingsDocument,
    "query AltarSky($altarId: Int!) {\n  altarSky(altarId: $altarId) {\n    altarId\n    date\n    kind\n    sunrise\n    sunriseAzimuth\n    sunset\n    sunsetAzimuth\n    solarNoon\n    morningGoldenHourStart\n    morningGoldenHourEnd\n    eveningGoldenHourStart\n    eveningGoldenHourEnd\n    moonrise\n    moonset\n    moonPhase\n    moonPhaseIcon\n    moonIllumination\n    seasons {\n      name\n      at\n      sunriseAzimuth\n      sunsetAzimuth\n    }\n    terrainKnown\n    firstLight\n    reminder {\n      altarId\n      minutesBefore\n      firstLightAt\n      remindAt\n      sentAt\n    }\n  }\n}": types.AltarSkyDocument,
    "mutation CancelFirstLightReminder($altarId: Int!) {\n  cancelFirstLightReminder(altarId: $altarId)\n}": types.CancelFirstLightReminderDocument,
    "mutation SetFirstLightReminder($altarId: Int!, $minutesBefore: Int) {\n  setFirstLightReminder(altarId: $altarId, minutesBefore: $minutesBefore) {\n    altarId\n    minutesBefore\n    firstLightAt\n    remindAt\n    sentAt\n  }\n}": types.SetFirstLightReminderDocument,
    "mutation ClearWalkSafety($activePilgrimageId: Int!) {\n  clearWalkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": types.ClearWalkSafetyDocument,
    "mutation CountSharedWalkView($token: String!) {\n  countSharedWalkView(token: $token)\n}": types.CountSharedWalkViewDocument,
    "mutation CreateWalkShareLink($activePilgrimageId: Int!, $input: CreateWalkShareInput) {\n  createWalkShareLink(activePilgrimageId: $activePilgrimageId, input: $input) {\n    token\n    url\n    link {\n      ...WalkShareLinkFields\n    }\n  }\n}": types.CreateWalkShareLinkDocument,
    "mutation ExtendWalk($activePilgrimageId: Int!, $minutes: Int!) {\n  extendWalk(activePilgrimageId: $activePilgrimageId, minutes: $minutes) {\n    ...WalkSafetyFields\n  }\n}": types.ExtendWalkDocument,
    "mutation ReportWalkBattery($activePilgrimageId: Int!, $level: Float!) {\n  reportWalkBattery(activePilgrimageId: $activePilgrimageId, level: $level)\n}": types.ReportWalkBatteryDocument,
    "mutation RevokeWalkShareLink($id: Int!) {\n  revokeWalkShareLink(id: $id) {\n    ...WalkShareLinkFields\n  }\n}": types.RevokeWalkShareLinkDocument,
    "mutation SendImSafe($activePilgrimageId: Int!) {\n  sendImSafe(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": types.SendImSafeDocument,
    "mutation SetWalkSafety($activePilgrimageId: Int!, $input: WalkSafetyInput!) {\n  setWalkSafety(activePilgrimageId: $activePilgrimageId, input: $input) {\n    ...WalkSafetyFields\n  }\n}": types.SetWalkSafetyDocument,
    "query SharedWalk($token: String!) {\n  sharedWalk(token: $token) {\n    ...SharedWalkFields\n  }\n}": types.SharedWalkDocument,
    "fragment SharedWalkFields on SharedWalk {\n  firstName\n  pilgrimageName\n  sites {\n    order\n    name\n    latitude\n    longitude\n    reached\n  }\n  startLatitude\n  startLongitude\n  endLatitude\n  endLongitude\n  positionShared\n  latitude\n  longitude\n  positionApproximate\n  lastSeenAt\n  distanceDoneKm\n  distanceLeftKm\n  estimatedArrivalAt\n  batteryLevel\n  batteryAt\n  expectedBackAt\n  isActive\n  linkExpiresAt\n}": types.SharedWalkFieldsFragmentDoc,
    "subscription SharedWalkUpdated($token: String!) {\n  sharedWalkUpdated(token: $token) {\n    ...SharedWalkFields\n  }\n}": types.SharedWalkUpdatedDocument,
    "query WalkSafety($activePilgrimageId: Int!) {\n  walkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": types.WalkSafetyDocument,
    "fragment WalkSafetyFields on WalkSafety {\n  activePilgrimageId\n  expectedBackAt\n  timeZone\n  reminderAt\n  alertAt\n  contacts {\n    memberId\n    name\n    email\n    alertOutcome\n    reachedBy\n  }\n  candidates {\n    memberId\n    name\n    canBeReached\n    reachability\n  }\n  emailAvailable\n  emailUnavailableReason\n  reminderSentAt\n  alertSentAt\n  safeSentAt\n  canSendSafe\n}": types.WalkSafetyFieldsFragmentDoc,
    "subscription WalkSafetyUpdated($activePilgrimageId: Int!) {\n  walkSafetyUpdated(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}": types.WalkSafetyUpdatedDocument,
    "fragment WalkShareLinkFields on WalkShareLink {\n  id\n  activePilgrimageId\n  createdAt\n  expiresAt\n  revokedAt\n  viewCount\n  forAlert\n  isOpen\n}": types.WalkShareLinkFieldsFragmentDoc,
    "query WalkShareLinks($activePilgrimageId: Int!) {\n  walkShareLinks(activePilgrimageId: $activePilgrimageId) {\n    ...WalkShareLinkFields\n  }\n}": types.WalkShareLinksDocument,
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
export function graphql(source: "query GuestBannerCount {\n  sacredSpaceCount\n}"): (typeof documents)["query GuestBannerCount {\n  sacredSpaceCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ChangePassword($input: PasswordChangeInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmEmail($input: EmailTokenInput!) {\n  confirmEmail(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"): (typeof documents)["mutation ConfirmEmail($input: EmailTokenInput!) {\n  confirmEmail(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  emailVerified\n  createdAt\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  emailVerified\n  createdAt\n}"];
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
export function graphql(source: "mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendEmailConfirmation {\n  resendEmailConfirmation {\n    message\n  }\n}"): (typeof documents)["mutation ResendEmailConfirmation {\n  resendEmailConfirmation {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"): (typeof documents)["mutation ResetPassword($input: PasswordResetInput!) {\n  resetPassword(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithLink($input: EmailTokenInput!) {\n  signInWithLink(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"): (typeof documents)["mutation SignInWithLink($input: EmailTokenInput!) {\n  signInWithLink(input: $input) {\n    message\n    signedIn\n    user {\n      ...CurrentUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutOtherSessions {\n  signOutOtherSessions {\n    message\n  }\n}"): (typeof documents)["mutation SignOutOtherSessions {\n  signOutOtherSessions {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAltarPhotos($altarId: Int!, $photos: [String!]!) {\n  addAltarPhotos(altarId: $altarId, photos: $photos) {\n    id\n    photos\n  }\n}"): (typeof documents)["mutation AddAltarPhotos($altarId: Int!, $photos: [String!]!) {\n  addAltarPhotos(altarId: $altarId, photos: $photos) {\n    id\n    photos\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddJournalEntry($input: JournalEntryInput!) {\n  addJournalEntry(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation AddJournalEntry($input: JournalEntryInput!) {\n  addJournalEntry(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarDetail($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    story\n    materials\n    latitude\n    longitude\n    altarType\n    photos\n    tags\n    isEcoFriendly\n    noPlasticUsed\n    biodegradableOnly\n    noWasteLeft\n    visitCount\n    likes\n    recentActivity\n    creatorId\n    creatorName\n    isLocationSensitive\n    createdAt\n  }\n}"): (typeof documents)["query AltarDetail($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    story\n    materials\n    latitude\n    longitude\n    altarType\n    photos\n    tags\n    isEcoFriendly\n    noPlasticUsed\n    biodegradableOnly\n    noWasteLeft\n    visitCount\n    likes\n    recentActivity\n    creatorId\n    creatorName\n    isLocationSensitive\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarJournalEntries($altarId: Int!) {\n  journalEntries(altarId: $altarId) {\n    id\n    title\n    content\n    mood\n    weather\n    temperature\n    moonPhase\n    isPrivate\n    createdAt\n  }\n}"): (typeof documents)["query AltarJournalEntries($altarId: Int!) {\n  journalEntries(altarId: $altarId) {\n    id\n    title\n    content\n    mood\n    weather\n    temperature\n    moonPhase\n    isPrivate\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarLike($altarId: Int!) {\n  altarLike(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"): (typeof documents)["query AltarLike($altarId: Int!) {\n  altarLike(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarReviews($altarId: Int!) {\n  altarReviews(altarId: $altarId) {\n    id\n    userId\n    userName\n    rating\n    title\n    review\n    visitDate\n    tips\n    accessibility\n    bestTimeToVisit\n    createdAt\n  }\n  altarReviewSummary(altarId: $altarId) {\n    average\n    count\n    distribution\n  }\n}"): (typeof documents)["query AltarReviews($altarId: Int!) {\n  altarReviews(altarId: $altarId) {\n    id\n    userId\n    userName\n    rating\n    title\n    review\n    visitDate\n    tips\n    accessibility\n    bestTimeToVisit\n    createdAt\n  }\n  altarReviewSummary(altarId: $altarId) {\n    average\n    count\n    distribution\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAltar($input: CreateAltarInput!) {\n  createAltar(input: $input) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"): (typeof documents)["mutation CreateAltar($input: CreateAltarInput!) {\n  createAltar(input: $input) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteJournalEntry($id: Int!) {\n  deleteJournalEntry(id: $id)\n}"): (typeof documents)["mutation DeleteJournalEntry($id: Int!) {\n  deleteJournalEntry(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LikeAltar($altarId: Int!) {\n  likeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"): (typeof documents)["mutation LikeAltar($altarId: Int!) {\n  likeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearestPlace($latitude: Float!, $longitude: Float!) {\n  nearestPlace(latitude: $latitude, longitude: $longitude) {\n    id\n    label\n  }\n}"): (typeof documents)["query NearestPlace($latitude: Float!, $longitude: Float!) {\n  nearestPlace(latitude: $latitude, longitude: $longitude) {\n    id\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlaceSearch($query: String!, $latitude: Float, $longitude: Float) {\n  places(query: $query, latitude: $latitude, longitude: $longitude) {\n    id\n    label\n    latitude\n    longitude\n    distanceMeters\n    near\n  }\n}"): (typeof documents)["query PlaceSearch($query: String!, $latitude: Float, $longitude: Float) {\n  places(query: $query, latitude: $latitude, longitude: $longitude) {\n    id\n    label\n    latitude\n    longitude\n    distanceMeters\n    near\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordRitual($input: RitualInput!) {\n  recordRitual(input: $input) {\n    id\n    endedEarly\n    secondsSpent\n    fromAfar\n    countedAsVisit\n  }\n}"): (typeof documents)["mutation RecordRitual($input: RitualInput!) {\n  recordRitual(input: $input) {\n    id\n    endedEarly\n    secondsSpent\n    fromAfar\n    countedAsVisit\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAltarPhoto($altarId: Int!, $photoUrl: String!) {\n  removeAltarPhoto(altarId: $altarId, photoUrl: $photoUrl) {\n    id\n    photos\n  }\n}"): (typeof documents)["mutation RemoveAltarPhoto($altarId: Int!, $photoUrl: String!) {\n  removeAltarPhoto(altarId: $altarId, photoUrl: $photoUrl) {\n    id\n    photos\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnlikeAltar($altarId: Int!) {\n  unlikeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"): (typeof documents)["mutation UnlikeAltar($altarId: Int!) {\n  unlikeAltar(altarId: $altarId) {\n    altarId\n    liked\n    likes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WriteReview($altarId: Int!, $input: ReviewInput!) {\n  writeReview(altarId: $altarId, input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation WriteReview($altarId: Int!, $input: ReviewInput!) {\n  writeReview(altarId: $altarId, input: $input) {\n    id\n  }\n}"];
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
export function graphql(source: "mutation AcceptIntention($id: Int!) {\n  acceptIntention(id: $id) {\n    id\n    text\n    status\n  }\n}"): (typeof documents)["mutation AcceptIntention($id: Int!) {\n  acceptIntention(id: $id) {\n    id\n    text\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmIntention($token: String!) {\n  confirmIntention(token: $token) {\n    ...SentIntentionFields\n  }\n}"): (typeof documents)["mutation ConfirmIntention($token: String!) {\n  confirmIntention(token: $token) {\n    ...SentIntentionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineIntention($id: Int!) {\n  declineIntention(id: $id)\n}"): (typeof documents)["mutation DeclineIntention($id: Int!) {\n  declineIntention(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EntrustIntention($pilgrimageId: Int!, $input: IntentionInput!) {\n  entrustIntention(pilgrimageId: $pilgrimageId, input: $input) {\n    message\n    intention {\n      ...SentIntentionFields\n    }\n  }\n}"): (typeof documents)["mutation EntrustIntention($pilgrimageId: Int!, $input: IntentionInput!) {\n  entrustIntention(pilgrimageId: $pilgrimageId, input: $input) {\n    message\n    intention {\n      ...SentIntentionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SentIntentionFields on SentIntention {\n  id\n  pilgrimageId\n  pilgrimageName\n  altarId\n  altarName\n  text\n  anonymous\n  status\n  confirmed\n  createdAt\n  acceptedAt\n  deliveredAt\n}"): (typeof documents)["fragment SentIntentionFields on SentIntention {\n  id\n  pilgrimageId\n  pilgrimageName\n  altarId\n  altarName\n  text\n  anonymous\n  status\n  confirmed\n  createdAt\n  acceptedAt\n  deliveredAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimageIntentions($pilgrimageId: Int!) {\n  pilgrimageIntentions(pilgrimageId: $pilgrimageId) {\n    walking\n    carryLimit\n    carryingCount\n    offered {\n      id\n      altarId\n      altarName\n      from\n      createdAt\n    }\n    carrying {\n      id\n      altarId\n      altarName\n      from\n      text\n      status\n      acceptedAt\n      deliveredAt\n    }\n  }\n}"): (typeof documents)["query PilgrimageIntentions($pilgrimageId: Int!) {\n  pilgrimageIntentions(pilgrimageId: $pilgrimageId) {\n    walking\n    carryLimit\n    carryingCount\n    offered {\n      id\n      altarId\n      altarName\n      from\n      createdAt\n    }\n    carrying {\n      id\n      altarId\n      altarName\n      from\n      text\n      status\n      acceptedAt\n      deliveredAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportIntention($id: Int!, $reason: String!) {\n  reportIntention(id: $id, reason: $reason)\n}"): (typeof documents)["mutation ReportIntention($id: Int!, $reason: String!) {\n  reportIntention(id: $id, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SentIntentions {\n  sentIntentions {\n    ...SentIntentionFields\n  }\n}"): (typeof documents)["query SentIntentions {\n  sentIntentions {\n    ...SentIntentionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawIntention($id: Int!) {\n  withdrawIntention(id: $id) {\n    ...SentIntentionFields\n  }\n}"): (typeof documents)["mutation WithdrawIntention($id: Int!) {\n  withdrawIntention(id: $id) {\n    ...SentIntentionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveJourneyPage($pilgrimageId: Int!) {\n  pilgrimage(id: $pilgrimageId) {\n    id\n    name\n    distance\n    estimatedDuration\n    difficulty\n    endingPoint\n    endingLatitude\n    endingLongitude\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        onNetwork\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n  activePilgrimages {\n    ...JourneyFields\n  }\n}"): (typeof documents)["query ActiveJourneyPage($pilgrimageId: Int!) {\n  pilgrimage(id: $pilgrimageId) {\n    id\n    name\n    distance\n    estimatedDuration\n    difficulty\n    endingPoint\n    endingLatitude\n    endingLongitude\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        onNetwork\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n  activePilgrimages {\n    ...JourneyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddJourneyPhoto($pilgrimageId: Int!, $photo: JourneyPhotoInput!) {\n  addPilgrimagePhoto(pilgrimageId: $pilgrimageId, photo: $photo) {\n    id\n    photoUrl\n    caption\n    tags\n  }\n}"): (typeof documents)["mutation AddJourneyPhoto($pilgrimageId: Int!, $photo: JourneyPhotoInput!) {\n  addPilgrimagePhoto(pilgrimageId: $pilgrimageId, photo: $photo) {\n    id\n    photoUrl\n    caption\n    tags\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BeginJourney($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    ...JourneyFields\n  }\n}"): (typeof documents)["mutation BeginJourney($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    ...JourneyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatMessageAdded($pilgrimageId: Int!) {\n  pilgrimageMessageAdded(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["subscription ChatMessageAdded($pilgrimageId: Int!) {\n  pilgrimageMessageAdded(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on PilgrimageMessage {\n  id\n  pilgrimageId\n  senderId\n  senderName\n  senderImage\n  message\n  messageType\n  latitude\n  longitude\n  createdAt\n}"): (typeof documents)["fragment ChatMessageFields on PilgrimageMessage {\n  id\n  pilgrimageId\n  senderId\n  senderName\n  senderImage\n  message\n  messageType\n  latitude\n  longitude\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($pilgrimageId: Int!) {\n  pilgrimageMessages(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["query ChatMessages($pilgrimageId: Int!) {\n  pilgrimageMessages(pilgrimageId: $pilgrimageId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanionFields on JourneyCompanion {\n  userId\n  name\n  profileImageUrl\n  activePilgrimageId\n  currentAltarIndex\n  distanceTraveled\n  latitude\n  longitude\n  heading\n  positionPrecision\n  companionship\n  joinedAt\n  lastActiveAt\n  expectedBackAt\n}"): (typeof documents)["fragment CompanionFields on JourneyCompanion {\n  userId\n  name\n  profileImageUrl\n  activePilgrimageId\n  currentAltarIndex\n  distanceTraveled\n  latitude\n  longitude\n  heading\n  positionPrecision\n  companionship\n  joinedAt\n  lastActiveAt\n  expectedBackAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CompanionMoved($pilgrimageId: Int!) {\n  companionMoved(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"): (typeof documents)["subscription CompanionMoved($pilgrimageId: Int!) {\n  companionMoved(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContinueJourney {\n  activePilgrimages {\n    id\n    pilgrimageId\n    pilgrimageName\n    currentAltarIndex\n    totalCheckpoints\n    isActive\n  }\n}"): (typeof documents)["query ContinueJourney {\n  activePilgrimages {\n    id\n    pilgrimageId\n    pilgrimageName\n    currentAltarIndex\n    totalCheckpoints\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EndJourney($activePilgrimageId: Int!) {\n  endJourney(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyFields\n  }\n}"): (typeof documents)["mutation EndJourney($activePilgrimageId: Int!) {\n  endJourney(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FellowPilgrims($pilgrimageId: Int!) {\n  pilgrimageParticipants(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"): (typeof documents)["query FellowPilgrims($pilgrimageId: Int!) {\n  pilgrimageParticipants(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Journey($id: Int!) {\n  activePilgrimage(id: $id) {\n    ...JourneyFields\n  }\n}"): (typeof documents)["query Journey($id: Int!) {\n  activePilgrimage(id: $id) {\n    ...JourneyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyCompanions($pilgrimageId: Int!) {\n  pilgrimageCompanions(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"): (typeof documents)["query JourneyCompanions($pilgrimageId: Int!) {\n  pilgrimageCompanions(pilgrimageId: $pilgrimageId) {\n    ...CompanionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JourneyFields on ActivePilgrimage {\n  id\n  userId\n  pilgrimageId\n  pilgrimageName\n  distanceTraveled\n  estimatedTimeRemaining\n  currentAltarIndex\n  totalCheckpoints\n  checkpointReached\n  currentLatitude\n  currentLongitude\n  isActive\n  startedAt\n  lastLocationUpdate\n}"): (typeof documents)["fragment JourneyFields on ActivePilgrimage {\n  id\n  userId\n  pilgrimageId\n  pilgrimageName\n  distanceTraveled\n  estimatedTimeRemaining\n  currentAltarIndex\n  totalCheckpoints\n  checkpointReached\n  currentLatitude\n  currentLongitude\n  isActive\n  startedAt\n  lastLocationUpdate\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneyReplay($activePilgrimageId: Int!) {\n  journeyReplay(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyReplayFields\n  }\n}"): (typeof documents)["query JourneyReplay($activePilgrimageId: Int!) {\n  journeyReplay(activePilgrimageId: $activePilgrimageId) {\n    ...JourneyReplayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment JourneyReplayFields on JourneyReplay {\n  journeyId\n  pilgrimageId\n  pilgrimageName\n  startedAt\n  endedAt\n  distanceKm\n  completed\n  walkers {\n    userId\n    name\n    isWalker\n    points {\n      latitude\n      longitude\n      at\n    }\n  }\n  sites {\n    altarId\n    order\n    name\n    latitude\n    longitude\n    reachedAt\n  }\n}"): (typeof documents)["fragment JourneyReplayFields on JourneyReplay {\n  journeyId\n  pilgrimageId\n  pilgrimageName\n  startedAt\n  endedAt\n  distanceKm\n  completed\n  walkers {\n    userId\n    name\n    isWalker\n    points {\n      latitude\n      longitude\n      at\n    }\n  }\n  sites {\n    altarId\n    order\n    name\n    latitude\n    longitude\n    reachedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query JourneySummary($activePilgrimageId: Int!) {\n  journeySummary(activePilgrimageId: $activePilgrimageId) {\n    journeyId\n    pilgrimageId\n    pilgrimageName\n    distanceKm\n    minutesWalked\n    sitesReached\n    totalSites\n    photos\n    completed\n    isActive\n    startedAt\n    endedAt\n    sharedPostId\n    paceSecondsPerKm\n    climbMeters\n    notAWalk\n    track {\n      latitude\n      longitude\n    }\n  }\n}"): (typeof documents)["query JourneySummary($activePilgrimageId: Int!) {\n  journeySummary(activePilgrimageId: $activePilgrimageId) {\n    journeyId\n    pilgrimageId\n    pilgrimageName\n    distanceKm\n    minutesWalked\n    sitesReached\n    totalSites\n    photos\n    completed\n    isActive\n    startedAt\n    endedAt\n    sharedPostId\n    paceSecondsPerKm\n    climbMeters\n    notAWalk\n    track {\n      latitude\n      longitude\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription LiveUpdateAdded($pilgrimageId: Int!) {\n  pilgrimageUpdateAdded(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}"): (typeof documents)["subscription LiveUpdateAdded($pilgrimageId: Int!) {\n  pilgrimageUpdateAdded(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LiveUpdateFields on PilgrimageUpdate {\n  id\n  pilgrimageId\n  userId\n  userName\n  userImage\n  altarId\n  altarName\n  updateType\n  content\n  photoUrl\n  latitude\n  longitude\n  likesCount\n  likedByViewer\n  createdAt\n}"): (typeof documents)["fragment LiveUpdateFields on PilgrimageUpdate {\n  id\n  pilgrimageId\n  userId\n  userName\n  userImage\n  altarId\n  altarName\n  updateType\n  content\n  photoUrl\n  latitude\n  longitude\n  likesCount\n  likedByViewer\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimageLiveUpdates($pilgrimageId: Int!) {\n  pilgrimageLiveUpdates(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}"): (typeof documents)["query PilgrimageLiveUpdates($pilgrimageId: Int!) {\n  pilgrimageLiveUpdates(pilgrimageId: $pilgrimageId) {\n    ...LiveUpdateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimageReplay($pilgrimageId: Int!) {\n  pilgrimageReplay(pilgrimageId: $pilgrimageId) {\n    ...JourneyReplayFields\n  }\n}"): (typeof documents)["query PilgrimageReplay($pilgrimageId: Int!) {\n  pilgrimageReplay(pilgrimageId: $pilgrimageId) {\n    ...JourneyReplayFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReachCheckpoint($activePilgrimageId: Int!, $altarId: Int!) {\n  reachCheckpoint(activePilgrimageId: $activePilgrimageId, altarId: $altarId) {\n    completed\n    journey {\n      ...JourneyFields\n    }\n    update {\n      ...LiveUpdateFields\n    }\n  }\n}"): (typeof documents)["mutation ReachCheckpoint($activePilgrimageId: Int!, $altarId: Int!) {\n  reachCheckpoint(activePilgrimageId: $activePilgrimageId, altarId: $altarId) {\n    completed\n    journey {\n      ...JourneyFields\n    }\n    update {\n      ...LiveUpdateFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveCompanion($pilgrimageId: Int!, $userId: Int!) {\n  removeCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}"): (typeof documents)["mutation RemoveCompanion($pilgrimageId: Int!, $userId: Int!) {\n  removeCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestCompanion($pilgrimageId: Int!, $userId: Int!) {\n  requestCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}"): (typeof documents)["mutation RequestCompanion($pilgrimageId: Int!, $userId: Int!) {\n  requestCompanion(pilgrimageId: $pilgrimageId, userId: $userId) {\n    userId\n    companionship\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendChatMessage($pilgrimageId: Int!, $message: ChatMessageInput!) {\n  sendPilgrimageMessage(pilgrimageId: $pilgrimageId, message: $message) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["mutation SendChatMessage($pilgrimageId: Int!, $message: ChatMessageInput!) {\n  sendPilgrimageMessage(pilgrimageId: $pilgrimageId, message: $message) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareJourneySummary($activePilgrimageId: Int!) {\n  shareJourneySummary(activePilgrimageId: $activePilgrimageId) {\n    id\n    content\n  }\n}"): (typeof documents)["mutation ShareJourneySummary($activePilgrimageId: Int!) {\n  shareJourneySummary(activePilgrimageId: $activePilgrimageId) {\n    id\n    content\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ShareJourneyUpdate($activePilgrimageId: Int!, $update: ShareUpdateInput!) {\n  shareJourneyUpdate(activePilgrimageId: $activePilgrimageId, update: $update) {\n    ...LiveUpdateFields\n  }\n}"): (typeof documents)["mutation ShareJourneyUpdate($activePilgrimageId: Int!, $update: ShareUpdateInput!) {\n  shareJourneyUpdate(activePilgrimageId: $activePilgrimageId, update: $update) {\n    ...LiveUpdateFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ToggleUpdateLike($updateId: Int!) {\n  togglePilgrimageUpdateLike(updateId: $updateId) {\n    liked\n    likesCount\n  }\n}"): (typeof documents)["mutation ToggleUpdateLike($updateId: Int!) {\n  togglePilgrimageUpdateLike(updateId: $updateId) {\n    liked\n    likesCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateJourneyLocation($activePilgrimageId: Int!, $position: LocationUpdateInput!) {\n  updateJourneyLocation(\n    activePilgrimageId: $activePilgrimageId\n    position: $position\n  ) {\n    ...JourneyFields\n  }\n}"): (typeof documents)["mutation UpdateJourneyLocation($activePilgrimageId: Int!, $position: LocationUpdateInput!) {\n  updateJourneyLocation(\n    activePilgrimageId: $activePilgrimageId\n    position: $position\n  ) {\n    ...JourneyFields\n  }\n}"];
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
export function graphql(source: "query AltarPopupDetails($id: Int!) {\n  altar(id: $id) {\n    ...AltarOnMap\n  }\n}"): (typeof documents)["query AltarPopupDetails($id: Int!) {\n  altar(id: $id) {\n    ...AltarOnMap\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapSearch($query: String!, $latitude: Float, $longitude: Float) {\n  mapSearch(query: $query, latitude: $latitude, longitude: $longitude) {\n    kind\n    id\n    name\n    detail\n    latitude\n    longitude\n    distanceMeters\n  }\n}"): (typeof documents)["query MapSearch($query: String!, $latitude: Float, $longitude: Float) {\n  mapSearch(query: $query, latitude: $latitude, longitude: $longitude) {\n    kind\n    id\n    name\n    detail\n    latitude\n    longitude\n    distanceMeters\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MapViewport($bbox: BoundingBoxInput!, $zoom: Float!, $filter: AltarFilterInput) {\n  altarViewport(bbox: $bbox, zoom: $zoom, filter: $filter) {\n    gridZoom\n    total\n    clusters {\n      id\n      count\n      latitude\n      longitude\n      west\n      south\n      east\n      north\n    }\n    altars {\n      id\n      name\n      latitude\n      longitude\n      altarType\n      isEcoFriendly\n      photoCount\n      visitCount\n      likes\n      recentActivity\n    }\n  }\n}"): (typeof documents)["query MapViewport($bbox: BoundingBoxInput!, $zoom: Float!, $filter: AltarFilterInput) {\n  altarViewport(bbox: $bbox, zoom: $zoom, filter: $filter) {\n    gridZoom\n    total\n    clusters {\n      id\n      count\n      latitude\n      longitude\n      west\n      south\n      east\n      north\n    }\n    altars {\n      id\n      name\n      latitude\n      longitude\n      altarType\n      isEcoFriendly\n      photoCount\n      visitCount\n      likes\n      recentActivity\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearbyAltars($latitude: Float!, $longitude: Float!, $radius: Float, $limit: Int, $filter: AltarFilterInput, $after: String) {\n  altarsNear(\n    latitude: $latitude\n    longitude: $longitude\n    radius: $radius\n    limit: $limit\n    filter: $filter\n    after: $after\n  ) {\n    id\n    name\n    latitude\n    longitude\n    altarType\n    distanceMeters\n  }\n}"): (typeof documents)["query NearbyAltars($latitude: Float!, $longitude: Float!, $radius: Float, $limit: Int, $filter: AltarFilterInput, $after: String) {\n  altarsNear(\n    latitude: $latitude\n    longitude: $longitude\n    radius: $radius\n    limit: $limit\n    filter: $filter\n    after: $after\n  ) {\n    id\n    name\n    latitude\n    longitude\n    altarType\n    distanceMeters\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimagesOnMap($limit: Int, $after: String, $bbox: BoundingBoxInput) {\n  pilgrimages(limit: $limit, after: $after, bbox: $bbox) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    difficulty\n    duration\n    estimatedDuration\n    season\n    significance\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n  }\n}"): (typeof documents)["query PilgrimagesOnMap($limit: Int, $after: String, $bbox: BoundingBoxInput) {\n  pilgrimages(limit: $limit, after: $after, bbox: $bbox) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    difficulty\n    duration\n    estimatedDuration\n    season\n    significance\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"): (typeof documents)["query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimagePackRoute($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    sites {\n      id\n      order\n      latitude\n      longitude\n    }\n  }\n}"): (typeof documents)["query PilgrimagePackRoute($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    sites {\n      id\n      order\n      latitude\n      longitude\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Credential($id: String!) {\n  credential(id: $id) {\n    id\n    valid\n    message\n    pilgrimageName\n    holder\n    completedAt\n    issuedAt\n    positionsChecked\n    stamps {\n      altarName\n      reachedAt\n    }\n    signature\n  }\n}"): (typeof documents)["query Credential($id: String!) {\n  credential(id: $id) {\n    id\n    valid\n    message\n    pilgrimageName\n    holder\n    completedAt\n    issuedAt\n    positionsChecked\n    stamps {\n      altarName\n      reachedAt\n    }\n    signature\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation IssueCredential($activePilgrimageId: Int!, $showName: Boolean) {\n  issueCredential(activePilgrimageId: $activePilgrimageId, showName: $showName) {\n    id\n    holder\n    valid\n  }\n}"): (typeof documents)["mutation IssueCredential($activePilgrimageId: Int!, $showName: Boolean) {\n  issueCredential(activePilgrimageId: $activePilgrimageId, showName: $showName) {\n    id\n    holder\n    valid\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPassport {\n  myPassport {\n    stampCount\n    journeys {\n      activePilgrimageId\n      pilgrimageName\n      startedAt\n      completed\n      completedAt\n      credentialId\n      stamps {\n        altarId\n        altarName\n        reachedAt\n      }\n    }\n  }\n}"): (typeof documents)["query MyPassport {\n  myPassport {\n    stampCount\n    journeys {\n      activePilgrimageId\n      pilgrimageName\n      startedAt\n      completed\n      completedAt\n      credentialId\n      stamps {\n        altarId\n        altarName\n        reachedAt\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BrowsePilgrimages($limit: Int, $after: String) {\n  browsePilgrimages(limit: $limit, after: $after) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    estimatedDuration\n    difficulty\n    isFeatured\n    siteCount\n    startingPoint\n    endingPoint\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    places\n    participants\n    completedCount\n  }\n}"): (typeof documents)["query BrowsePilgrimages($limit: Int, $after: String) {\n  browsePilgrimages(limit: $limit, after: $after) {\n    id\n    cursor\n    name\n    type\n    description\n    distance\n    estimatedDuration\n    difficulty\n    isFeatured\n    siteCount\n    startingPoint\n    endingPoint\n    startLatitude\n    startLongitude\n    startingLatitude\n    startingLongitude\n    places\n    participants\n    completedCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePilgrimage($input: PilgrimageInput!) {\n  createPilgrimage(input: $input) {\n    id\n    name\n    distance\n  }\n}"): (typeof documents)["mutation CreatePilgrimage($input: PilgrimageInput!) {\n  createPilgrimage(input: $input) {\n    id\n    name\n    distance\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PilgrimageDetail($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    type\n    difficulty\n    isFeatured\n    distance\n    estimatedDuration\n    participants\n    completedCount\n    siteCount\n    startingPoint\n    endingPoint\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    description\n    bestSeasons\n    accommodations\n    guidelines\n    tags\n    status\n    creatorId\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query PilgrimageDetail($id: Int!) {\n  pilgrimage(id: $id) {\n    id\n    name\n    type\n    difficulty\n    isFeatured\n    distance\n    estimatedDuration\n    participants\n    completedCount\n    siteCount\n    startingPoint\n    endingPoint\n    startingLatitude\n    startingLongitude\n    endingLatitude\n    endingLongitude\n    description\n    bestSeasons\n    accommodations\n    guidelines\n    tags\n    status\n    creatorId\n    sites {\n      ...PilgrimageSiteFields\n    }\n    route {\n      attribution\n      legs {\n        geometry {\n          coordinates\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PilgrimageSiteFields on PilgrimageSite {\n  id\n  order\n  name\n  description\n  altarType\n  latitude\n  longitude\n}"): (typeof documents)["fragment PilgrimageSiteFields on PilgrimageSite {\n  id\n  order\n  name\n  description\n  altarType\n  latitude\n  longitude\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanRoute($input: RouteRequestInput!) {\n  planRoute(input: $input) {\n    distanceMeters\n    durationSeconds\n    warnings\n    attribution\n    legs {\n      onNetwork\n      distanceMeters\n      geometry {\n        coordinates\n      }\n    }\n  }\n}"): (typeof documents)["query PlanRoute($input: RouteRequestInput!) {\n  planRoute(input: $input) {\n    distanceMeters\n    durationSeconds\n    warnings\n    attribution\n    legs {\n      onNetwork\n      distanceMeters\n      geometry {\n        coordinates\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanningAltarsNear($latitude: Float!, $longitude: Float!) {\n  altarsNear(latitude: $latitude, longitude: $longitude, radius: 50000, limit: 40) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n    distanceMeters\n  }\n}\n\nquery PlanningAltarSearch($q: String!) {\n  altars(limit: 20, filter: {q: $q}) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}\n\nquery PlanningAltar($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}"): (typeof documents)["query PlanningAltarsNear($latitude: Float!, $longitude: Float!) {\n  altarsNear(latitude: $latitude, longitude: $longitude, radius: 50000, limit: 40) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n    distanceMeters\n  }\n}\n\nquery PlanningAltarSearch($q: String!) {\n  altars(limit: 20, filter: {q: $q}) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}\n\nquery PlanningAltar($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    description\n    altarType\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RouteDistance($points: [RoutePointInput!]!) {\n  routeDistance(points: $points)\n}"): (typeof documents)["query RouteDistance($points: [RoutePointInput!]!) {\n  routeDistance(points: $points)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartPilgrimage($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    id\n    pilgrimageId\n    isActive\n  }\n}"): (typeof documents)["mutation StartPilgrimage($pilgrimageId: Int!, $position: StartJourneyInput) {\n  startPilgrimage(pilgrimageId: $pilgrimageId, position: $position) {\n    id\n    pilgrimageId\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BadgesEarned {\n  badgesEarned\n}"): (typeof documents)["subscription BadgesEarned {\n  badgesEarned\n}"];
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
export function graphql(source: "fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n    timeZone\n  }\n}"): (typeof documents)["fragment SettingsFields on UserSettings {\n  notifications {\n    pilgrimageUpdates\n    communityPosts\n    nearbyAltars\n    achievements\n    emailDigest\n  }\n  privacy {\n    profileVisibility\n    locationSharing\n    activityTracking\n  }\n  preferences {\n    theme\n    language\n    units\n    soundEffects\n    mapStyle\n    searchRadius\n    timeZone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}"): (typeof documents)["mutation UpdateSettings($input: UserSettingsInput!) {\n  updateSettings(input: $input) {\n    ...SettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarSky($altarId: Int!) {\n  altarSky(altarId: $altarId) {\n    altarId\n    date\n    kind\n    sunrise\n    sunriseAzimuth\n    sunset\n    sunsetAzimuth\n    solarNoon\n    morningGoldenHourStart\n    morningGoldenHourEnd\n    eveningGoldenHourStart\n    eveningGoldenHourEnd\n    moonrise\n    moonset\n    moonPhase\n    moonPhaseIcon\n    moonIllumination\n    seasons {\n      name\n      at\n      sunriseAzimuth\n      sunsetAzimuth\n    }\n    terrainKnown\n    firstLight\n    reminder {\n      altarId\n      minutesBefore\n      firstLightAt\n      remindAt\n      sentAt\n    }\n  }\n}"): (typeof documents)["query AltarSky($altarId: Int!) {\n  altarSky(altarId: $altarId) {\n    altarId\n    date\n    kind\n    sunrise\n    sunriseAzimuth\n    sunset\n    sunsetAzimuth\n    solarNoon\n    morningGoldenHourStart\n    morningGoldenHourEnd\n    eveningGoldenHourStart\n    eveningGoldenHourEnd\n    moonrise\n    moonset\n    moonPhase\n    moonPhaseIcon\n    moonIllumination\n    seasons {\n      name\n      at\n      sunriseAzimuth\n      sunsetAzimuth\n    }\n    terrainKnown\n    firstLight\n    reminder {\n      altarId\n      minutesBefore\n      firstLightAt\n      remindAt\n      sentAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelFirstLightReminder($altarId: Int!) {\n  cancelFirstLightReminder(altarId: $altarId)\n}"): (typeof documents)["mutation CancelFirstLightReminder($altarId: Int!) {\n  cancelFirstLightReminder(altarId: $altarId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetFirstLightReminder($altarId: Int!, $minutesBefore: Int) {\n  setFirstLightReminder(altarId: $altarId, minutesBefore: $minutesBefore) {\n    altarId\n    minutesBefore\n    firstLightAt\n    remindAt\n    sentAt\n  }\n}"): (typeof documents)["mutation SetFirstLightReminder($altarId: Int!, $minutesBefore: Int) {\n  setFirstLightReminder(altarId: $altarId, minutesBefore: $minutesBefore) {\n    altarId\n    minutesBefore\n    firstLightAt\n    remindAt\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ClearWalkSafety($activePilgrimageId: Int!) {\n  clearWalkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["mutation ClearWalkSafety($activePilgrimageId: Int!) {\n  clearWalkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CountSharedWalkView($token: String!) {\n  countSharedWalkView(token: $token)\n}"): (typeof documents)["mutation CountSharedWalkView($token: String!) {\n  countSharedWalkView(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWalkShareLink($activePilgrimageId: Int!, $input: CreateWalkShareInput) {\n  createWalkShareLink(activePilgrimageId: $activePilgrimageId, input: $input) {\n    token\n    url\n    link {\n      ...WalkShareLinkFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWalkShareLink($activePilgrimageId: Int!, $input: CreateWalkShareInput) {\n  createWalkShareLink(activePilgrimageId: $activePilgrimageId, input: $input) {\n    token\n    url\n    link {\n      ...WalkShareLinkFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtendWalk($activePilgrimageId: Int!, $minutes: Int!) {\n  extendWalk(activePilgrimageId: $activePilgrimageId, minutes: $minutes) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["mutation ExtendWalk($activePilgrimageId: Int!, $minutes: Int!) {\n  extendWalk(activePilgrimageId: $activePilgrimageId, minutes: $minutes) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportWalkBattery($activePilgrimageId: Int!, $level: Float!) {\n  reportWalkBattery(activePilgrimageId: $activePilgrimageId, level: $level)\n}"): (typeof documents)["mutation ReportWalkBattery($activePilgrimageId: Int!, $level: Float!) {\n  reportWalkBattery(activePilgrimageId: $activePilgrimageId, level: $level)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeWalkShareLink($id: Int!) {\n  revokeWalkShareLink(id: $id) {\n    ...WalkShareLinkFields\n  }\n}"): (typeof documents)["mutation RevokeWalkShareLink($id: Int!) {\n  revokeWalkShareLink(id: $id) {\n    ...WalkShareLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendImSafe($activePilgrimageId: Int!) {\n  sendImSafe(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["mutation SendImSafe($activePilgrimageId: Int!) {\n  sendImSafe(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetWalkSafety($activePilgrimageId: Int!, $input: WalkSafetyInput!) {\n  setWalkSafety(activePilgrimageId: $activePilgrimageId, input: $input) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["mutation SetWalkSafety($activePilgrimageId: Int!, $input: WalkSafetyInput!) {\n  setWalkSafety(activePilgrimageId: $activePilgrimageId, input: $input) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SharedWalk($token: String!) {\n  sharedWalk(token: $token) {\n    ...SharedWalkFields\n  }\n}"): (typeof documents)["query SharedWalk($token: String!) {\n  sharedWalk(token: $token) {\n    ...SharedWalkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SharedWalkFields on SharedWalk {\n  firstName\n  pilgrimageName\n  sites {\n    order\n    name\n    latitude\n    longitude\n    reached\n  }\n  startLatitude\n  startLongitude\n  endLatitude\n  endLongitude\n  positionShared\n  latitude\n  longitude\n  positionApproximate\n  lastSeenAt\n  distanceDoneKm\n  distanceLeftKm\n  estimatedArrivalAt\n  batteryLevel\n  batteryAt\n  expectedBackAt\n  isActive\n  linkExpiresAt\n}"): (typeof documents)["fragment SharedWalkFields on SharedWalk {\n  firstName\n  pilgrimageName\n  sites {\n    order\n    name\n    latitude\n    longitude\n    reached\n  }\n  startLatitude\n  startLongitude\n  endLatitude\n  endLongitude\n  positionShared\n  latitude\n  longitude\n  positionApproximate\n  lastSeenAt\n  distanceDoneKm\n  distanceLeftKm\n  estimatedArrivalAt\n  batteryLevel\n  batteryAt\n  expectedBackAt\n  isActive\n  linkExpiresAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription SharedWalkUpdated($token: String!) {\n  sharedWalkUpdated(token: $token) {\n    ...SharedWalkFields\n  }\n}"): (typeof documents)["subscription SharedWalkUpdated($token: String!) {\n  sharedWalkUpdated(token: $token) {\n    ...SharedWalkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalkSafety($activePilgrimageId: Int!) {\n  walkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["query WalkSafety($activePilgrimageId: Int!) {\n  walkSafety(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WalkSafetyFields on WalkSafety {\n  activePilgrimageId\n  expectedBackAt\n  timeZone\n  reminderAt\n  alertAt\n  contacts {\n    memberId\n    name\n    email\n    alertOutcome\n    reachedBy\n  }\n  candidates {\n    memberId\n    name\n    canBeReached\n    reachability\n  }\n  emailAvailable\n  emailUnavailableReason\n  reminderSentAt\n  alertSentAt\n  safeSentAt\n  canSendSafe\n}"): (typeof documents)["fragment WalkSafetyFields on WalkSafety {\n  activePilgrimageId\n  expectedBackAt\n  timeZone\n  reminderAt\n  alertAt\n  contacts {\n    memberId\n    name\n    email\n    alertOutcome\n    reachedBy\n  }\n  candidates {\n    memberId\n    name\n    canBeReached\n    reachability\n  }\n  emailAvailable\n  emailUnavailableReason\n  reminderSentAt\n  alertSentAt\n  safeSentAt\n  canSendSafe\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WalkSafetyUpdated($activePilgrimageId: Int!) {\n  walkSafetyUpdated(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"): (typeof documents)["subscription WalkSafetyUpdated($activePilgrimageId: Int!) {\n  walkSafetyUpdated(activePilgrimageId: $activePilgrimageId) {\n    ...WalkSafetyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WalkShareLinkFields on WalkShareLink {\n  id\n  activePilgrimageId\n  createdAt\n  expiresAt\n  revokedAt\n  viewCount\n  forAlert\n  isOpen\n}"): (typeof documents)["fragment WalkShareLinkFields on WalkShareLink {\n  id\n  activePilgrimageId\n  createdAt\n  expiresAt\n  revokedAt\n  viewCount\n  forAlert\n  isOpen\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WalkShareLinks($activePilgrimageId: Int!) {\n  walkShareLinks(activePilgrimageId: $activePilgrimageId) {\n    ...WalkShareLinkFields\n  }\n}"): (typeof documents)["query WalkShareLinks($activePilgrimageId: Int!) {\n  walkShareLinks(activePilgrimageId: $activePilgrimageId) {\n    ...WalkShareLinkFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"): (typeof documents)["query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;