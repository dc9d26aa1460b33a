/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The map filter state; an omitted field does not filter. */
export type AltarFilterInput = {
  /** Exact altar type; "Other" matches every type outside the known list (custom text). */
  altarType?: string | null | undefined;
  /** true: only eco-friendly altars; false: only the others. */
  ecoFriendly?: boolean | null | undefined;
  /** true: only altars with photos; false: only those without. */
  hasPhotos?: boolean | null | undefined;
  /** Name contains this text, ignoring case (at most 100 characters). */
  q?: string | null | undefined;
  /** true: only altars with recent activity (above 0); false: only those without. */
  recentActivity?: boolean | null | undefined;
};

/** A map viewport in degrees (WGS 84). west > east means the box crosses the antimeridian. */
export type BoundingBoxInput = {
  /** -180 to 180. */
  east: number;
  /** -90 to 90. */
  north: number;
  /** -90 to 90, at most north. */
  south: number;
  /** -180 to 180. */
  west: number;
};

/** A chat message. */
export type ChatMessageInput = {
  /** A photo or audio attachment. */
  attachmentUrl?: string | null | undefined;
  /** Required for a location message. */
  latitude?: number | null | undefined;
  /** Required for a location message. */
  longitude?: number | null | undefined;
  /** The text; blank is refused. */
  message: string;
  /** text (default), location, photo or audio. */
  messageType?: string | null | undefined;
};

/** A new altar. Photos are URLs from POST /api/uploads/photos or data URLs. */
export type CreateAltarInput = {
  /** One of the altar types, or "Other" with customAltarType. */
  altarType: string;
  /** Default false. */
  biodegradableOnly?: boolean | null | undefined;
  /** With altarType "Other": the type in your own words (stored as the type). */
  customAltarType?: string | null | undefined;
  /** A short description, at most 1000 characters. */
  description?: string | null | undefined;
  /** Default true. */
  isEcoFriendly?: boolean | null | undefined;
  /** Default false. Others then see the location generalized to a 0.2-degree cell. */
  isLocationSensitive?: boolean | null | undefined;
  /** -90 to 90. */
  latitude: number;
  /** -180 to 180. */
  longitude: number;
  /** Materials used. */
  materials?: string | null | undefined;
  /** Required, at most 120 characters. */
  name: string;
  /** Default false. */
  noPlasticUsed?: boolean | null | undefined;
  /** Default false. */
  noWasteLeft?: boolean | null | undefined;
  /** 1 to 3: upload URLs (/media/uploads/...) or data URLs. */
  photos: Array<string>;
  /** The story or dedication. */
  story?: string | null | undefined;
  /** At most 10 tags. */
  tags?: Array<string> | null | undefined;
};

/** A share link: without an end it lasts for the journey plus a grace of a few hours. */
export type CreateWalkShareInput = {
  /** When the link stops working (within 7 days). */
  expiresAt?: string | null | undefined;
};

/** The token of a link sent by email. */
export type EmailTokenInput = {
  /** The `token` parameter of the link. */
  token: string;
};

/** A new journal entry; private unless said otherwise. Mood, weather and temperature: only when given. */
export type JournalEntryInput = {
  /** The altar it is written at, if any. */
  altarId?: number | null | undefined;
  /** Required, not blank. */
  content: string;
  /** Default true: only you see it. */
  isPrivate?: boolean | null | undefined;
  /** peaceful, joyful, reflective, grateful, contemplative or sad; none when not given. */
  mood?: string | null | undefined;
  /** The pilgrimage it belongs to. */
  pilgrimageId?: number | null | undefined;
  /** Degrees Fahrenheit, -80 to 140; none when not given. */
  temperature?: number | null | undefined;
  /** Optional, at most 200 characters. */
  title?: string | null | undefined;
  /** sunny, cloudy, rainy, stormy or foggy; none when not given. */
  weather?: string | null | undefined;
};

/** A photo to share with fellow pilgrims. */
export type JourneyPhotoInput = {
  /** The sacred site. */
  altarId?: number | null | undefined;
  /** The caption. */
  caption?: string | null | undefined;
  /** Shown to fellow pilgrims (default true). */
  isPublic?: boolean | null | undefined;
  /** Where. */
  latitude?: number | null | undefined;
  /** Where. */
  longitude?: number | null | undefined;
  /** The mood. */
  mood?: string | null | undefined;
  /** An inline data URL or an uploaded photo URL. */
  photoUrl: string;
  /** Tags: no blanks, no duplicates. */
  tags?: Array<string> | null | undefined;
  /** The weather. */
  weather?: string | null | undefined;
};

/** A position sent while walking. */
export type LocationUpdateInput = {
  /** Metres above sea level, as the device reads it. */
  altitude?: number | null | undefined;
  /** 0 to 360 degrees. */
  heading?: number | null | undefined;
  /** -90 to 90. */
  latitude: number;
  /** -180 to 180. */
  longitude: number;
  /** When the device took the fix (a fix sent later); default now, never before the start. */
  recordedAt?: string | null | undefined;
};

/** Sign-in. A wrong email or password gets one answer for both; attempts are rate limited. */
export type LoginInput = {
  /** The sign-in email (any letter case). */
  email: string;
  /** The password. */
  password: string;
};

/** Notification settings (every field required). */
export type NotificationSettingsInput = {
  /** Badges the member earns. */
  achievements: boolean;
  /** New posts in the Sacred Community. */
  communityPosts: boolean;
  /** A weekly summary by email. */
  emailDigest: boolean;
  /** Sacred spaces created near the member. */
  nearbyAltars: boolean;
  /** News from the journeys the member follows. */
  pilgrimageUpdates: boolean;
};

/** A signed-in member changes their password. */
export type PasswordChangeInput = {
  /** The current password (attempts count like sign-ins). */
  currentPassword: string;
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  newPassword: string;
};

/** A new password chosen through a reset link. */
export type PasswordResetInput = {
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password: string;
  /** The `token` parameter of the link (single use, one hour). */
  token: string;
};

/** Asks for a password reset link. */
export type PasswordResetRequestInput = {
  /** The sign-in email; the answer is the same whether or not it has an account. */
  email: string;
};

/** The create payload. A broken rule answers BAD_USER_INPUT with its message per field. */
export type PilgrimageInput = {
  /** Where to stay along the way. */
  accommodations?: string | null | undefined;
  /** Sacred sites (existing altar ids) in route order; optional. */
  altarIds?: Array<number> | null | undefined;
  /** spring, summer, fall, winter. */
  bestSeasons?: Array<string> | null | undefined;
  /** At least 10 characters. */
  description?: string | null | undefined;
  /** easy, moderate (default), challenging or expert. */
  difficulty?: string | null | undefined;
  /** Miles, at least 0.1. Omitted: computed from the route (start, sites in order, end) in PostGIS. */
  distance?: number | null | undefined;
  /** Default 0 (0,0 means not set). */
  endingLatitude?: number | null | undefined;
  /** Default 0 (0,0 means not set). */
  endingLongitude?: number | null | undefined;
  /** Required: the end name. */
  endingPoint?: string | null | undefined;
  /** Required text such as '3-4 days'. */
  estimatedDuration?: string | null | undefined;
  /** Guidelines for walkers. */
  guidelines?: string | null | undefined;
  /** Required. */
  name?: string | null | undefined;
  /** Default 0 (0,0 means not set). */
  startingLatitude?: number | null | undefined;
  /** Default 0 (0,0 means not set). */
  startingLongitude?: number | null | undefined;
  /** Required: the start name. */
  startingPoint?: string | null | undefined;
  /** Free tags (at most 10). */
  tags?: Array<string> | null | undefined;
  /** ancient_path, nature_walk, sacred_sites (default) or mountain_trail. */
  type?: string | null | undefined;
};

/** A new post: content and photos; altar and pilgrimage are optional. */
export type PostInput = {
  /** The altar the post is about. */
  altarId?: number | null | undefined;
  /** Required, not blank after trimming, at most 2000 characters; #hashtags become tags. */
  content: string;
  /** Up to 4 photos: URLs from POST /api/uploads/photos, or data URLs (re-encoded and stored). */
  photos?: Array<string> | null | undefined;
  /** The pilgrimage the post belongs to (the Journeys filter). */
  pilgrimageId?: number | null | undefined;
};

/** Preferences (every field required). */
export type PreferenceSettingsInput = {
  /** en. */
  language: string;
  /** satellite, terrain or street. */
  mapStyle: string;
  /** Meters, 1000 to 50000 in steps of 1000. */
  searchRadius: number;
  /** Play the app sounds. */
  soundEffects: boolean;
  /** light, dark or auto. */
  theme: string;
  /** metric or imperial. */
  units: string;
};

/** Privacy settings (every field required). */
export type PrivacySettingsInput = {
  /** Keep a record of journeys and visits. */
  activityTracking: boolean;
  /** When false, live journeys do not share the position with companions. */
  locationSharing: boolean;
  /** public, friends or private. */
  profileVisibility: string;
};

/** Profile fields to change; omitted fields stay as they are. */
export type ProfileInput = {
  /** At most 200 characters. */
  bio?: string | null | undefined;
  /** At most 80 characters. */
  firstName?: string | null | undefined;
  /** At most 80 characters. */
  lastName?: string | null | undefined;
  /** An http(s) address or a path such as /media/uploads/... (an uploaded photo); at most 2048 characters. */
  profileImageUrl?: string | null | undefined;
};

/** A report; reporting the same content again updates the reason. */
export type ReportInput = {
  /** The id of the post, review, altar or pilgrimage; NOT_FOUND when there is none. */
  contentId: number;
  /** post, review, altar or pilgrimage. */
  contentType: string;
  /** 3 to 500 characters. */
  reason: string;
};

/** A review; writing again for the same altar updates the earlier one. */
export type ReviewInput = {
  /** How easy it is to reach; optional, at most 500 characters. */
  accessibility?: string | null | undefined;
  /** When to go; optional, at most 500 characters. */
  bestTimeToVisit?: string | null | undefined;
  /** 1 to 5, default 5. */
  rating?: number | null | undefined;
  /** Required, not blank, at most 4000 characters. */
  review: string;
  /** Tips for visitors; optional, at most 500 characters. */
  tips?: string | null | undefined;
  /** Optional, at most 200 characters. */
  title?: string | null | undefined;
  /** YYYY-MM-DD. */
  visitDate?: string | null | undefined;
};

/** A ritual to record: the full time, or ended early; a visit only within about 150 m of the altar. */
export type RitualInput = {
  /** The altar; NOT_FOUND for an unknown one. */
  altarId: number;
  /** 3, 5 or 10 minutes; default 3. */
  duration?: number | null | undefined;
  /** The member ended it before its duration (default false). */
  endedEarly?: boolean | null | undefined;
  /** An optional intention, at most 500 characters. */
  intention?: string | null | undefined;
  /** The member's latitude, if known. */
  latitude?: number | null | undefined;
  /** The member's longitude, if known. */
  longitude?: number | null | undefined;
  /** Seconds the timer ran; at least the duration unless endedEarly. */
  secondsSpent?: number | null | undefined;
};

/** A point of a route to measure. */
export type RoutePointInput = {
  /** -90 to 90. */
  latitude: number;
  /** -180 to 180. */
  longitude: number;
};

/** What to route: an optional start, the sacred sites in order, an optional end. */
export type RouteRequestInput = {
  /** The sacred sites in walking order, at most 50, each once. */
  altarIds?: Array<number> | null | undefined;
  /** easy, moderate (default), challenging or expert: paths whose sac_scale is harder are avoided and named when used. */
  difficulty?: string | null | undefined;
  /** Where the walk ends; omitted, at the last site. */
  end?: RouteStopInput | null | undefined;
  /** Where the walk starts; omitted, at the first site. */
  start?: RouteStopInput | null | undefined;
};

/** A stop of a route to plan (WGS 84). */
export type RouteStopInput = {
  /** -90 to 90. */
  latitude: number;
  /** -180 to 180. */
  longitude: number;
};

/** A journey update to share on the live feed. */
export type ShareUpdateInput = {
  /** The text; required for a reflection. */
  content?: string | null | undefined;
  /** Where. */
  latitude?: number | null | undefined;
  /** Where. */
  longitude?: number | null | undefined;
  /** The photo; required for a photo update. */
  photoUrl?: string | null | undefined;
  /** checkpoint, photo, reflection or milestone. */
  updateType: string;
};

/** Sign-up: the form also has confirmPassword and two agreements, which are not sent. */
export type SignupInput = {
  /** A valid address, stored lowercased. Without email on the server, a taken address answers CONFLICT; with email, the answer is the same either way (see `signup`). */
  email: string;
  /** At least 2 characters. */
  firstName: string;
  /** At least 2 characters. */
  lastName: string;
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password: string;
};

/** The current position when a journey starts (optional). */
export type StartJourneyInput = {
  /** -90 to 90. */
  latitude?: number | null | undefined;
  /** -180 to 180. */
  longitude?: number | null | undefined;
};

/** The full settings object; it replaces the stored one. */
export type UserSettingsInput = {
  /** Every notification switch. */
  notifications: NotificationSettingsInput;
  /** Every preference. */
  preferences: PreferenceSettingsInput;
  /** Every privacy setting. */
  privacy: PrivacySettingsInput;
};

/** Expected back by, with safety contacts. */
export type WalkSafetyInput = {
  /** Email addresses to alert (kept only for this journey and deleted after it). */
  emails?: Array<string> | null | undefined;
  /** When you expect to be back (within 48 hours). */
  expectedBackAt: string;
  /** Fellow pilgrims to alert by web push. */
  memberIds?: Array<number> | null | undefined;
  /** Your IANA time zone, for the times in messages. */
  timeZone?: string | null | undefined;
};

export type GuestBannerCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestBannerCountQuery = { sacredSpaceCount: number };

export type ChangePasswordMutationVariables = Exact<{
  input: PasswordChangeInput;
}>;


export type ChangePasswordMutation = { changePassword: { message: string } };

export type ConfirmEmailMutationVariables = Exact<{
  input: EmailTokenInput;
}>;


export type ConfirmEmailMutation = { confirmEmail: { message: string, signedIn: boolean, user: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } } };

export type CurrentUserFragment = { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type ResendEmailConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendEmailConfirmationMutation = { resendEmailConfirmation: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string, signedIn: boolean, user: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } } };

export type SignInWithLinkMutationVariables = Exact<{
  input: EmailTokenInput;
}>;


export type SignInWithLinkMutation = { signInWithLink: { message: string, signedIn: boolean, user: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } } };

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOtherSessionsMutation = { signOutOtherSessions: { message: string } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { signup: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } | null };

export type AddAltarPhotosMutationVariables = Exact<{
  altarId: number;
  photos: Array<string> | string;
}>;


export type AddAltarPhotosMutation = { addAltarPhotos: { id: number, photos: Array<string> } };

export type AddJournalEntryMutationVariables = Exact<{
  input: JournalEntryInput;
}>;


export type AddJournalEntryMutation = { addJournalEntry: { id: number } };

export type AltarDetailQueryVariables = Exact<{
  id: number;
}>;


export type AltarDetailQuery = { altar: { id: number, name: string, description: string | null, story: string | null, materials: string | null, latitude: number, longitude: number, altarType: string, photos: Array<string>, tags: Array<string>, isEcoFriendly: boolean, noPlasticUsed: boolean, biodegradableOnly: boolean, noWasteLeft: boolean, visitCount: number, likes: number, recentActivity: number, creatorId: number, creatorName: string, isLocationSensitive: boolean, createdAt: string } | null };

export type AltarJournalEntriesQueryVariables = Exact<{
  altarId: number;
}>;


export type AltarJournalEntriesQuery = { journalEntries: Array<{ id: number, title: string | null, content: string, mood: string | null, weather: string | null, temperature: number | null, moonPhase: string | null, isPrivate: boolean, createdAt: string }> };

export type AltarLikeQueryVariables = Exact<{
  altarId: number;
}>;


export type AltarLikeQuery = { altarLike: { altarId: number, liked: boolean, likes: number } };

export type AltarReviewsQueryVariables = Exact<{
  altarId: number;
}>;


export type AltarReviewsQuery = { altarReviews: Array<{ id: number, userId: number, userName: string, rating: number, title: string | null, review: string, visitDate: string | null, tips: string | null, accessibility: string | null, bestTimeToVisit: string | null, createdAt: string }>, altarReviewSummary: { average: number, count: number, distribution: Array<number> } };

export type CreateAltarMutationVariables = Exact<{
  input: CreateAltarInput;
}>;


export type CreateAltarMutation = { createAltar: { id: number, name: string, latitude: number, longitude: number } };

export type DeleteJournalEntryMutationVariables = Exact<{
  id: number;
}>;


export type DeleteJournalEntryMutation = { deleteJournalEntry: boolean };

export type LikeAltarMutationVariables = Exact<{
  altarId: number;
}>;


export type LikeAltarMutation = { likeAltar: { altarId: number, liked: boolean, likes: number } };

export type NearestPlaceQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type NearestPlaceQuery = { nearestPlace: { id: number, label: string } | null };

export type PlaceSearchQueryVariables = Exact<{
  query: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type PlaceSearchQuery = { places: Array<{ id: number, label: string, latitude: number, longitude: number, distanceMeters: number | null, near: boolean }> };

export type RecordRitualMutationVariables = Exact<{
  input: RitualInput;
}>;


export type RecordRitualMutation = { recordRitual: { id: number, endedEarly: boolean, secondsSpent: number | null, fromAfar: boolean, countedAsVisit: boolean } };

export type RemoveAltarPhotoMutationVariables = Exact<{
  altarId: number;
  photoUrl: string;
}>;


export type RemoveAltarPhotoMutation = { removeAltarPhoto: { id: number, photos: Array<string> } };

export type UnlikeAltarMutationVariables = Exact<{
  altarId: number;
}>;


export type UnlikeAltarMutation = { unlikeAltar: { altarId: number, liked: boolean, likes: number } };

export type WriteReviewMutationVariables = Exact<{
  altarId: number;
  input: ReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { id: number } };

export type AddCommentMutationVariables = Exact<{
  postId: number;
  content: string;
}>;


export type AddCommentMutation = { addComment: { id: number } };

export type CommunitySidebarQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunitySidebarQuery = { communityStats: { activeUsers: number, sacredSpaces: number, sharedMoments: number }, trendingTopics: Array<{ tag: string, posts: number }>, recentAchievements: Array<{ userId: number, memberName: string, badgeName: string, icon: string | null, earnedAt: string }> };

export type CreatePostMutationVariables = Exact<{
  input: PostInput;
}>;


export type CreatePostMutation = { createPost: { id: number, content: string, photos: Array<string>, tags: Array<string>, createdAt: string, likesCount: number, commentsCount: number, likedByMe: boolean, hiddenByReports: boolean, author: { id: number, firstName: string | null, lastName: string | null, profileImageUrl: string | null, badges: Array<string> }, altar: { id: number, name: string } | null, pilgrimage: { id: number, name: string } | null } };

export type FeedPostFragment = { id: number, content: string, photos: Array<string>, tags: Array<string>, createdAt: string, likesCount: number, commentsCount: number, likedByMe: boolean, hiddenByReports: boolean, author: { id: number, firstName: string | null, lastName: string | null, profileImageUrl: string | null, badges: Array<string> }, altar: { id: number, name: string } | null, pilgrimage: { id: number, name: string } | null };

export type FeedPostsQueryVariables = Exact<{
  filter?: string | null | undefined;
}>;


export type FeedPostsQuery = { posts: Array<{ id: number, content: string, photos: Array<string>, tags: Array<string>, createdAt: string, likesCount: number, commentsCount: number, likedByMe: boolean, hiddenByReports: boolean, author: { id: number, firstName: string | null, lastName: string | null, profileImageUrl: string | null, badges: Array<string> }, altar: { id: number, name: string } | null, pilgrimage: { id: number, name: string } | null }> };

export type PostCommentsQueryVariables = Exact<{
  postId: number;
}>;


export type PostCommentsQuery = { postComments: Array<{ id: number, content: string, createdAt: string, author: { id: number, firstName: string | null, lastName: string | null, profileImageUrl: string | null, badges: Array<string> } }> };

export type ReportContentMutationVariables = Exact<{
  input: ReportInput;
}>;


export type ReportContentMutation = { reportContent: { id: number, status: string } };

export type TogglePostLikeMutationVariables = Exact<{
  postId: number;
}>;


export type TogglePostLikeMutation = { togglePostLike: { postId: number, liked: boolean, likesCount: number } };

export type ActiveJourneyPageQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type ActiveJourneyPageQuery = { pilgrimage: { id: number, name: string, distance: number | null, estimatedDuration: string | null, sites: Array<{ id: number, order: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number }> } | null, activePilgrimages: Array<{ id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null }> };

export type AddJourneyPhotoMutationVariables = Exact<{
  pilgrimageId: number;
  photo: JourneyPhotoInput;
}>;


export type AddJourneyPhotoMutation = { addPilgrimagePhoto: { id: number, photoUrl: string, caption: string | null, tags: Array<string> } };

export type BeginJourneyMutationVariables = Exact<{
  pilgrimageId: number;
  position?: StartJourneyInput | null | undefined;
}>;


export type BeginJourneyMutation = { startPilgrimage: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type ChatMessageAddedSubscriptionVariables = Exact<{
  pilgrimageId: number;
}>;


export type ChatMessageAddedSubscription = { pilgrimageMessageAdded: { id: number, pilgrimageId: number, senderId: number, senderName: string, senderImage: string | null, message: string, messageType: string, latitude: number | null, longitude: number | null, createdAt: string } };

export type ChatMessageFieldsFragment = { id: number, pilgrimageId: number, senderId: number, senderName: string, senderImage: string | null, message: string, messageType: string, latitude: number | null, longitude: number | null, createdAt: string };

export type ChatMessagesQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type ChatMessagesQuery = { pilgrimageMessages: Array<{ id: number, pilgrimageId: number, senderId: number, senderName: string, senderImage: string | null, message: string, messageType: string, latitude: number | null, longitude: number | null, createdAt: string }> };

export type CompanionFieldsFragment = { userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null };

export type CompanionMovedSubscriptionVariables = Exact<{
  pilgrimageId: number;
}>;


export type CompanionMovedSubscription = { companionMoved: { userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null } };

export type ContinueJourneyQueryVariables = Exact<{ [key: string]: never; }>;


export type ContinueJourneyQuery = { activePilgrimages: Array<{ id: number, pilgrimageId: number, pilgrimageName: string, currentAltarIndex: number, totalCheckpoints: number, isActive: boolean }> };

export type EndJourneyMutationVariables = Exact<{
  activePilgrimageId: number;
}>;


export type EndJourneyMutation = { endJourney: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type FellowPilgrimsQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type FellowPilgrimsQuery = { pilgrimageParticipants: Array<{ userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null }> };

export type JourneyQueryVariables = Exact<{
  id: number;
}>;


export type JourneyQuery = { activePilgrimage: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type JourneyCompanionsQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type JourneyCompanionsQuery = { pilgrimageCompanions: Array<{ userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null }> };

export type JourneyFieldsFragment = { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null };

export type JourneySummaryQueryVariables = Exact<{
  activePilgrimageId: number;
}>;


export type JourneySummaryQuery = { journeySummary: { journeyId: number, pilgrimageId: number, pilgrimageName: string, distanceKm: number, minutesWalked: number, sitesReached: number, totalSites: number, photos: number, completed: boolean, isActive: boolean, startedAt: string, endedAt: string | null, sharedPostId: number | null, paceSecondsPerKm: number | null, climbMeters: number | null, notAWalk: string | null, track: Array<{ latitude: number, longitude: number }> } };

export type LiveUpdateAddedSubscriptionVariables = Exact<{
  pilgrimageId: number;
}>;


export type LiveUpdateAddedSubscription = { pilgrimageUpdateAdded: { id: number, pilgrimageId: number, userId: number, userName: string, userImage: string | null, altarId: number | null, altarName: string | null, updateType: string, content: string | null, photoUrl: string | null, latitude: number | null, longitude: number | null, likesCount: number, likedByViewer: boolean, createdAt: string } };

export type LiveUpdateFieldsFragment = { id: number, pilgrimageId: number, userId: number, userName: string, userImage: string | null, altarId: number | null, altarName: string | null, updateType: string, content: string | null, photoUrl: string | null, latitude: number | null, longitude: number | null, likesCount: number, likedByViewer: boolean, createdAt: string };

export type PilgrimageLiveUpdatesQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type PilgrimageLiveUpdatesQuery = { pilgrimageLiveUpdates: Array<{ id: number, pilgrimageId: number, userId: number, userName: string, userImage: string | null, altarId: number | null, altarName: string | null, updateType: string, content: string | null, photoUrl: string | null, latitude: number | null, longitude: number | null, likesCount: number, likedByViewer: boolean, createdAt: string }> };

export type ReachCheckpointMutationVariables = Exact<{
  activePilgrimageId: number;
  altarId: number;
}>;


export type ReachCheckpointMutation = { reachCheckpoint: { completed: boolean, journey: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null }, update: { id: number, pilgrimageId: number, userId: number, userName: string, userImage: string | null, altarId: number | null, altarName: string | null, updateType: string, content: string | null, photoUrl: string | null, latitude: number | null, longitude: number | null, likesCount: number, likedByViewer: boolean, createdAt: string } } };

export type RemoveCompanionMutationVariables = Exact<{
  pilgrimageId: number;
  userId: number;
}>;


export type RemoveCompanionMutation = { removeCompanion: { userId: number, companionship: string } };

export type RequestCompanionMutationVariables = Exact<{
  pilgrimageId: number;
  userId: number;
}>;


export type RequestCompanionMutation = { requestCompanion: { userId: number, companionship: string } };

export type SendChatMessageMutationVariables = Exact<{
  pilgrimageId: number;
  message: ChatMessageInput;
}>;


export type SendChatMessageMutation = { sendPilgrimageMessage: { id: number, pilgrimageId: number, senderId: number, senderName: string, senderImage: string | null, message: string, messageType: string, latitude: number | null, longitude: number | null, createdAt: string } };

export type ShareJourneySummaryMutationVariables = Exact<{
  activePilgrimageId: number;
}>;


export type ShareJourneySummaryMutation = { shareJourneySummary: { id: number, content: string } };

export type ShareJourneyUpdateMutationVariables = Exact<{
  activePilgrimageId: number;
  update: ShareUpdateInput;
}>;


export type ShareJourneyUpdateMutation = { shareJourneyUpdate: { id: number, pilgrimageId: number, userId: number, userName: string, userImage: string | null, altarId: number | null, altarName: string | null, updateType: string, content: string | null, photoUrl: string | null, latitude: number | null, longitude: number | null, likesCount: number, likedByViewer: boolean, createdAt: string } };

export type ToggleUpdateLikeMutationVariables = Exact<{
  updateId: number;
}>;


export type ToggleUpdateLikeMutation = { togglePilgrimageUpdateLike: { liked: boolean, likesCount: number } };

export type UpdateJourneyLocationMutationVariables = Exact<{
  activePilgrimageId: number;
  position: LocationUpdateInput;
}>;


export type UpdateJourneyLocationMutation = { updateJourneyLocation: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type AltarCreatedOnMapSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AltarCreatedOnMapSubscription = { altarCreated: { id: number, name: string, description: string | null, latitude: number, longitude: number, altarType: string, photos: Array<string>, isEcoFriendly: boolean, visitCount: number, likes: number, recentActivity: number } };

export type AltarOnMapFragment = { id: number, name: string, description: string | null, latitude: number, longitude: number, altarType: string, photos: Array<string>, isEcoFriendly: boolean, visitCount: number, likes: number, recentActivity: number };

export type AltarPopupDetailsQueryVariables = Exact<{
  id: number;
}>;


export type AltarPopupDetailsQuery = { altar: { id: number, name: string, description: string | null, latitude: number, longitude: number, altarType: string, photos: Array<string>, isEcoFriendly: boolean, visitCount: number, likes: number, recentActivity: number } | null };

export type MapSearchQueryVariables = Exact<{
  query: string;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type MapSearchQuery = { mapSearch: Array<{ kind: string, id: string, name: string, detail: string, latitude: number, longitude: number, distanceMeters: number | null }> };

export type MapViewportQueryVariables = Exact<{
  bbox: BoundingBoxInput;
  zoom: number;
  filter?: AltarFilterInput | null | undefined;
}>;


export type MapViewportQuery = { altarViewport: { gridZoom: number, total: number, clusters: Array<{ id: string, count: number, latitude: number, longitude: number, west: number, south: number, east: number, north: number }>, altars: Array<{ id: number, name: string, latitude: number, longitude: number, altarType: string, isEcoFriendly: boolean, photoCount: number, visitCount: number, likes: number, recentActivity: number }> } };

export type NearbyAltarsQueryVariables = Exact<{
  latitude: number;
  longitude: number;
  radius?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: AltarFilterInput | null | undefined;
  after?: string | null | undefined;
}>;


export type NearbyAltarsQuery = { altarsNear: Array<{ id: number, name: string, latitude: number, longitude: number, altarType: string, distanceMeters: number }> };

export type PilgrimagesOnMapQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | null | undefined;
  bbox?: BoundingBoxInput | null | undefined;
}>;


export type PilgrimagesOnMapQuery = { pilgrimages: Array<{ id: number, cursor: string, name: string, type: string, description: string | null, distance: number | null, difficulty: string, duration: string | null, estimatedDuration: string | null, season: string | null, significance: string | null, startLatitude: number | null, startLongitude: number | null, startingLatitude: number | null, startingLongitude: number | null }> };

export type MoonPhaseNowQueryVariables = Exact<{
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type MoonPhaseNowQuery = { moonPhase: { phase: string, illumination: number, nextNewMoon: string, nextFullMoon: string, zodiacSign: string, spiritualMeaning: string, recommendations: Array<string> } };

export type PilgrimagePackRouteQueryVariables = Exact<{
  id: number;
}>;


export type PilgrimagePackRouteQuery = { pilgrimage: { id: number, name: string, startLatitude: number | null, startLongitude: number | null, startingLatitude: number | null, startingLongitude: number | null, endingLatitude: number | null, endingLongitude: number | null, sites: Array<{ id: number, order: number, latitude: number, longitude: number }> } | null };

export type CredentialQueryVariables = Exact<{
  id: string;
}>;


export type CredentialQuery = { credential: { id: string, valid: boolean, message: string, pilgrimageName: string, holder: string | null, completedAt: string, issuedAt: string, positionsChecked: boolean, signature: string, stamps: Array<{ altarName: string, reachedAt: string }> } };

export type IssueCredentialMutationVariables = Exact<{
  activePilgrimageId: number;
  showName?: boolean | null | undefined;
}>;


export type IssueCredentialMutation = { issueCredential: { id: string, holder: string | null, valid: boolean } };

export type MyPassportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPassportQuery = { myPassport: { stampCount: number, journeys: Array<{ activePilgrimageId: number, pilgrimageName: string, startedAt: string, completed: boolean, completedAt: string | null, credentialId: string | null, stamps: Array<{ altarId: number | null, altarName: string, reachedAt: string | null }> }> } };

export type BrowsePilgrimagesQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BrowsePilgrimagesQuery = { browsePilgrimages: Array<{ id: number, cursor: string, name: string, type: string, description: string | null, distance: number | null, estimatedDuration: string | null, difficulty: string, isFeatured: boolean, siteCount: number, startingPoint: string | null, endingPoint: string | null, startLatitude: number | null, startLongitude: number | null, startingLatitude: number | null, startingLongitude: number | null, places: Array<string>, participants: number, completedCount: number }> };

export type CreatePilgrimageMutationVariables = Exact<{
  input: PilgrimageInput;
}>;


export type CreatePilgrimageMutation = { createPilgrimage: { id: number, name: string, distance: number | null } };

export type PilgrimageDetailQueryVariables = Exact<{
  id: number;
}>;


export type PilgrimageDetailQuery = { pilgrimage: { id: number, name: string, type: string, difficulty: string, isFeatured: boolean, distance: number | null, estimatedDuration: string | null, participants: number, completedCount: number, siteCount: number, startingPoint: string | null, endingPoint: string | null, startingLatitude: number | null, startingLongitude: number | null, endingLatitude: number | null, endingLongitude: number | null, description: string | null, bestSeasons: Array<string>, accommodations: string | null, guidelines: string | null, tags: Array<string>, status: string, creatorId: number | null, sites: Array<{ id: number, order: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number }>, route: { attribution: string, legs: Array<{ geometry: { coordinates: Array<Array<number>> } }> } | null } | null };

export type PilgrimageSiteFieldsFragment = { id: number, order: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number };

export type PlanRouteQueryVariables = Exact<{
  input: RouteRequestInput;
}>;


export type PlanRouteQuery = { planRoute: { distanceMeters: number, durationSeconds: number, warnings: Array<string>, attribution: string, legs: Array<{ onNetwork: boolean, distanceMeters: number, geometry: { coordinates: Array<Array<number>> } }> } };

export type PlanningAltarsNearQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type PlanningAltarsNearQuery = { altarsNear: Array<{ id: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number, distanceMeters: number }> };

export type PlanningAltarSearchQueryVariables = Exact<{
  q: string;
}>;


export type PlanningAltarSearchQuery = { altars: Array<{ id: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number }> };

export type PlanningAltarQueryVariables = Exact<{
  id: number;
}>;


export type PlanningAltarQuery = { altar: { id: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number } | null };

export type RouteDistanceQueryVariables = Exact<{
  points: Array<RoutePointInput> | RoutePointInput;
}>;


export type RouteDistanceQuery = { routeDistance: number };

export type StartPilgrimageMutationVariables = Exact<{
  pilgrimageId: number;
  position?: StartJourneyInput | null | undefined;
}>;


export type StartPilgrimageMutation = { startPilgrimage: { id: number, pilgrimageId: number, isActive: boolean } };

export type BadgesEarnedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BadgesEarnedSubscription = { badgesEarned: Array<string> };

export type FavoriteAltarsQueryVariables = Exact<{
  userId: number;
}>;


export type FavoriteAltarsQuery = { favoriteAltars: Array<{ id: number, name: string, altarType: string, photos: Array<string>, isEcoFriendly: boolean, createdAt: string }> };

export type IsFavoriteAltarQueryVariables = Exact<{
  altarId: number;
}>;


export type IsFavoriteAltarQuery = { isFavoriteAltar: boolean };

export type MemberAltarsQueryVariables = Exact<{
  userId: number;
}>;


export type MemberAltarsQuery = { memberAltars: Array<{ id: number, name: string, altarType: string, photos: Array<string>, isEcoFriendly: boolean, createdAt: string }> };

export type MemberCompletionsQueryVariables = Exact<{
  userId: number;
}>;


export type MemberCompletionsQuery = { memberPilgrimageCompletions: Array<{ id: number, completedAt: string, reflections: string | null, pilgrimage: { id: number, name: string, distance: number | null } }> };

export type ProfileAltarItemFragment = { id: number, name: string, altarType: string, photos: Array<string>, isEcoFriendly: boolean, createdAt: string };

export type ProfileOverviewQueryVariables = Exact<{
  userId: number;
}>;


export type ProfileOverviewQuery = { memberProfile: { id: number, firstName: string | null, lastName: string | null, bio: string | null, profileImageUrl: string | null, createdAt: string, altarsCount: number, pilgrimagesCount: number, daysSinceJoining: number }, memberBadges: Array<{ id: number, name: string, earnedAt: string | null }>, badgeCatalogue: Array<{ id: number, name: string, description: string | null, requirements: Array<string>, rewardXp: number | null, color: string | null, icon: string | null }> };

export type SetFavoriteAltarMutationVariables = Exact<{
  altarId: number;
  favorite: boolean;
}>;


export type SetFavoriteAltarMutation = { setFavoriteAltar: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: number, email: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, bio: string | null, emailVerified: boolean, createdAt: string } };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type MySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySettingsQuery = { mySettings: { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number } } };

export type SettingsFieldsFragment = { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number } };

export type UpdateSettingsMutationVariables = Exact<{
  input: UserSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number } } };

export type AltarSkyQueryVariables = Exact<{
  altarId: number;
}>;


export type AltarSkyQuery = { altarSky: { altarId: number, date: string, kind: string, sunrise: string | null, sunriseAzimuth: number | null, sunset: string | null, sunsetAzimuth: number | null, solarNoon: string, morningGoldenHourStart: string | null, morningGoldenHourEnd: string | null, eveningGoldenHourStart: string | null, eveningGoldenHourEnd: string | null, moonrise: string | null, moonset: string | null, moonPhase: string, moonPhaseIcon: string, moonIllumination: number, terrainKnown: boolean, firstLight: string | null, seasons: Array<{ name: string, at: string, sunriseAzimuth: number | null, sunsetAzimuth: number | null }>, reminder: { altarId: number, minutesBefore: number, firstLightAt: string, remindAt: string, sentAt: string | null } | null } };

export type CancelFirstLightReminderMutationVariables = Exact<{
  altarId: number;
}>;


export type CancelFirstLightReminderMutation = { cancelFirstLightReminder: boolean };

export type SetFirstLightReminderMutationVariables = Exact<{
  altarId: number;
  minutesBefore?: number | null | undefined;
}>;


export type SetFirstLightReminderMutation = { setFirstLightReminder: { altarId: number, minutesBefore: number, firstLightAt: string, remindAt: string, sentAt: string | null } };

export type ClearWalkSafetyMutationVariables = Exact<{
  activePilgrimageId: number;
}>;


export type ClearWalkSafetyMutation = { clearWalkSafety: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type CountSharedWalkViewMutationVariables = Exact<{
  token: string;
}>;


export type CountSharedWalkViewMutation = { countSharedWalkView: boolean };

export type CreateWalkShareLinkMutationVariables = Exact<{
  activePilgrimageId: number;
  input?: CreateWalkShareInput | null | undefined;
}>;


export type CreateWalkShareLinkMutation = { createWalkShareLink: { token: string, url: string, link: { id: number, activePilgrimageId: number, createdAt: string, expiresAt: string | null, revokedAt: string | null, viewCount: number, forAlert: boolean, isOpen: boolean } } };

export type ExtendWalkMutationVariables = Exact<{
  activePilgrimageId: number;
  minutes: number;
}>;


export type ExtendWalkMutation = { extendWalk: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type ReportWalkBatteryMutationVariables = Exact<{
  activePilgrimageId: number;
  level: number;
}>;


export type ReportWalkBatteryMutation = { reportWalkBattery: boolean };

export type RevokeWalkShareLinkMutationVariables = Exact<{
  id: number;
}>;


export type RevokeWalkShareLinkMutation = { revokeWalkShareLink: { id: number, activePilgrimageId: number, createdAt: string, expiresAt: string | null, revokedAt: string | null, viewCount: number, forAlert: boolean, isOpen: boolean } };

export type SendImSafeMutationVariables = Exact<{
  activePilgrimageId: number;
}>;


export type SendImSafeMutation = { sendImSafe: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type SetWalkSafetyMutationVariables = Exact<{
  activePilgrimageId: number;
  input: WalkSafetyInput;
}>;


export type SetWalkSafetyMutation = { setWalkSafety: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type SharedWalkQueryVariables = Exact<{
  token: string;
}>;


export type SharedWalkQuery = { sharedWalk: { firstName: string, pilgrimageName: string, startLatitude: number | null, startLongitude: number | null, endLatitude: number | null, endLongitude: number | null, positionShared: boolean, latitude: number | null, longitude: number | null, positionApproximate: boolean, lastSeenAt: string | null, distanceDoneKm: number, distanceLeftKm: number | null, estimatedArrivalAt: string | null, batteryLevel: number | null, batteryAt: string | null, expectedBackAt: string | null, isActive: boolean, linkExpiresAt: string | null, sites: Array<{ order: number, name: string, latitude: number, longitude: number, reached: boolean }> } };

export type SharedWalkFieldsFragment = { firstName: string, pilgrimageName: string, startLatitude: number | null, startLongitude: number | null, endLatitude: number | null, endLongitude: number | null, positionShared: boolean, latitude: number | null, longitude: number | null, positionApproximate: boolean, lastSeenAt: string | null, distanceDoneKm: number, distanceLeftKm: number | null, estimatedArrivalAt: string | null, batteryLevel: number | null, batteryAt: string | null, expectedBackAt: string | null, isActive: boolean, linkExpiresAt: string | null, sites: Array<{ order: number, name: string, latitude: number, longitude: number, reached: boolean }> };

export type SharedWalkUpdatedSubscriptionVariables = Exact<{
  token: string;
}>;


export type SharedWalkUpdatedSubscription = { sharedWalkUpdated: { firstName: string, pilgrimageName: string, startLatitude: number | null, startLongitude: number | null, endLatitude: number | null, endLongitude: number | null, positionShared: boolean, latitude: number | null, longitude: number | null, positionApproximate: boolean, lastSeenAt: string | null, distanceDoneKm: number, distanceLeftKm: number | null, estimatedArrivalAt: string | null, batteryLevel: number | null, batteryAt: string | null, expectedBackAt: string | null, isActive: boolean, linkExpiresAt: string | null, sites: Array<{ order: number, name: string, latitude: number, longitude: number, reached: boolean }> } };

export type WalkSafetyQueryVariables = Exact<{
  activePilgrimageId: number;
}>;


export type WalkSafetyQuery = { walkSafety: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type WalkSafetyFieldsFragment = { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> };

export type WalkSafetyUpdatedSubscriptionVariables = Exact<{
  activePilgrimageId: number;
}>;


export type WalkSafetyUpdatedSubscription = { walkSafetyUpdated: { activePilgrimageId: number, expectedBackAt: string | null, timeZone: string, reminderAt: string | null, alertAt: string | null, emailAvailable: boolean, emailUnavailableReason: string | null, reminderSentAt: string | null, alertSentAt: string | null, safeSentAt: string | null, canSendSafe: boolean, contacts: Array<{ memberId: number | null, name: string | null, email: string | null, alertOutcome: string | null, reachedBy: string | null }>, candidates: Array<{ memberId: number, name: string, canBeReached: boolean, reachability: string }> } };

export type WalkShareLinkFieldsFragment = { id: number, activePilgrimageId: number, createdAt: string, expiresAt: string | null, revokedAt: string | null, viewCount: number, forAlert: boolean, isOpen: boolean };

export type WalkShareLinksQueryVariables = Exact<{
  activePilgrimageId: number;
}>;


export type WalkShareLinksQuery = { walkShareLinks: Array<{ id: number, activePilgrimageId: number, createdAt: string, expiresAt: string | null, revokedAt: string | null, viewCount: number, forAlert: boolean, isOpen: boolean }> };

export type WeatherAtQueryVariables = Exact<{
  latitude: number;
  longitude: number;
}>;


export type WeatherAtQuery = { weather: { temperature: number, condition: string, description: string, humidity: number, windSpeed: number, visibility: number, uvIndex: number, observedAt: string } };

export const CurrentUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CurrentUserFragment, unknown>;
export const FeedPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenByReports"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}}]}},{"kind":"Field","name":{"kind":"Name","value":"altar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FeedPostFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderImage"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const CompanionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyCompanion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"positionPrecision"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]} as unknown as DocumentNode<CompanionFieldsFragment, unknown>;
export const JourneyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<JourneyFieldsFragment, unknown>;
export const LiveUpdateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LiveUpdateFieldsFragment, unknown>;
export const AltarOnMapFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltarOnMap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Altar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"}}]}}]} as unknown as DocumentNode<AltarOnMapFragment, unknown>;
export const PilgrimageSiteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilgrimageSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<PilgrimageSiteFieldsFragment, unknown>;
export const ProfileAltarItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileAltarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileAltar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProfileAltarItemFragment, unknown>;
export const SettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"communityPosts"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAltars"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"}},{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"locationSharing"}},{"kind":"Field","name":{"kind":"Name","value":"activityTracking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"mapStyle"}},{"kind":"Field","name":{"kind":"Name","value":"searchRadius"}}]}}]}}]} as unknown as DocumentNode<SettingsFieldsFragment, unknown>;
export const SharedWalkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWalkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedWalk"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionShared"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionApproximate"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"distanceDoneKm"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLeftKm"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedArrivalAt"}},{"kind":"Field","name":{"kind":"Name","value":"batteryLevel"}},{"kind":"Field","name":{"kind":"Name","value":"batteryAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"linkExpiresAt"}}]}}]} as unknown as DocumentNode<SharedWalkFieldsFragment, unknown>;
export const WalkSafetyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<WalkSafetyFieldsFragment, unknown>;
export const WalkShareLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"forAlert"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]} as unknown as DocumentNode<WalkShareLinkFieldsFragment, unknown>;
export const GuestBannerCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestBannerCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sacredSpaceCount"}}]}}]} as unknown as DocumentNode<GuestBannerCountQuery, GuestBannerCountQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResendEmailConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendEmailConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendEmailConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResendEmailConfirmationMutation, ResendEmailConfirmationMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInWithLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"signedIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignInWithLinkMutation, SignInWithLinkMutationVariables>;
export const SignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignOutOtherSessionsMutation, SignOutOtherSessionsMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const AddAltarPhotosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAltarPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAltarPhotos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]}}]} as unknown as DocumentNode<AddAltarPhotosMutation, AddAltarPhotosMutationVariables>;
export const AddJournalEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddJournalEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addJournalEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddJournalEntryMutation, AddJournalEntryMutationVariables>;
export const AltarDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"story"}},{"kind":"Field","name":{"kind":"Name","value":"materials"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"noPlasticUsed"}},{"kind":"Field","name":{"kind":"Name","value":"biodegradableOnly"}},{"kind":"Field","name":{"kind":"Name","value":"noWasteLeft"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}},{"kind":"Field","name":{"kind":"Name","value":"creatorName"}},{"kind":"Field","name":{"kind":"Name","value":"isLocationSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AltarDetailQuery, AltarDetailQueryVariables>;
export const AltarJournalEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarJournalEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"weather"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"moonPhase"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AltarJournalEntriesQuery, AltarJournalEntriesQueryVariables>;
export const AltarLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]}}]} as unknown as DocumentNode<AltarLikeQuery, AltarLikeQueryVariables>;
export const AltarReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"accessibility"}},{"kind":"Field","name":{"kind":"Name","value":"bestTimeToVisit"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"altarReviewSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"distribution"}}]}}]}}]} as unknown as DocumentNode<AltarReviewsQuery, AltarReviewsQueryVariables>;
export const CreateAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAltarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<CreateAltarMutation, CreateAltarMutationVariables>;
export const DeleteJournalEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteJournalEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteJournalEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteJournalEntryMutation, DeleteJournalEntryMutationVariables>;
export const LikeAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]}}]} as unknown as DocumentNode<LikeAltarMutation, LikeAltarMutationVariables>;
export const NearestPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearestPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearestPlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<NearestPlaceQuery, NearestPlaceQueryVariables>;
export const PlaceSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"places"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"near"}}]}}]}}]} as unknown as DocumentNode<PlaceSearchQuery, PlaceSearchQueryVariables>;
export const RecordRitualDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRitual"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RitualInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRitual"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endedEarly"}},{"kind":"Field","name":{"kind":"Name","value":"secondsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"fromAfar"}},{"kind":"Field","name":{"kind":"Name","value":"countedAsVisit"}}]}}]}}]} as unknown as DocumentNode<RecordRitualMutation, RecordRitualMutationVariables>;
export const RemoveAltarPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAltarPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photoUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAltarPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"photoUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photoUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}}]}}]}}]} as unknown as DocumentNode<RemoveAltarPhotoMutation, RemoveAltarPhotoMutationVariables>;
export const UnlikeAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikeAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikeAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}}]}}]}}]} as unknown as DocumentNode<UnlikeAltarMutation, UnlikeAltarMutationVariables>;
export const WriteReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WriteReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WriteReviewMutation, WriteReviewMutationVariables>;
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const CommunitySidebarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunitySidebar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sacredSpaces"}},{"kind":"Field","name":{"kind":"Name","value":"sharedMoments"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trendingTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"posts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"badgeName"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"earnedAt"}}]}}]}}]} as unknown as DocumentNode<CommunitySidebarQuery, CommunitySidebarQueryVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenByReports"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}}]}},{"kind":"Field","name":{"kind":"Name","value":"altar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const FeedPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentsCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenByReports"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}}]}},{"kind":"Field","name":{"kind":"Name","value":"altar"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<FeedPostsQuery, FeedPostsQueryVariables>;
export const PostCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"badges"}}]}}]}}]}}]} as unknown as DocumentNode<PostCommentsQuery, PostCommentsQueryVariables>;
export const ReportContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ReportContentMutation, ReportContentMutationVariables>;
export const TogglePostLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TogglePostLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"togglePostLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}}]}}]}}]} as unknown as DocumentNode<TogglePostLikeMutation, TogglePostLikeMutationVariables>;
export const ActiveJourneyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveJourneyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilgrimageSiteFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilgrimageSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<ActiveJourneyPageQuery, ActiveJourneyPageQueryVariables>;
export const AddJourneyPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddJourneyPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyPhotoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPilgrimagePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]}}]} as unknown as DocumentNode<AddJourneyPhotoMutation, AddJourneyPhotoMutationVariables>;
export const BeginJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginJourney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StartJourneyInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<BeginJourneyMutation, BeginJourneyMutationVariables>;
export const ChatMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageMessageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderImage"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChatMessageAddedSubscription, ChatMessageAddedSubscriptionVariables>;
export const ChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderImage"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const CompanionMovedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CompanionMoved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companionMoved"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyCompanion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"positionPrecision"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]} as unknown as DocumentNode<CompanionMovedSubscription, CompanionMovedSubscriptionVariables>;
export const ContinueJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContinueJourney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ContinueJourneyQuery, ContinueJourneyQueryVariables>;
export const EndJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndJourney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endJourney"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<EndJourneyMutation, EndJourneyMutationVariables>;
export const FellowPilgrimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FellowPilgrims"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageParticipants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyCompanion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"positionPrecision"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]} as unknown as DocumentNode<FellowPilgrimsQuery, FellowPilgrimsQueryVariables>;
export const JourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Journey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<JourneyQuery, JourneyQueryVariables>;
export const JourneyCompanionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyCompanions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageCompanions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JourneyCompanion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"positionPrecision"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastActiveAt"}}]}}]} as unknown as DocumentNode<JourneyCompanionsQuery, JourneyCompanionsQueryVariables>;
export const JourneySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journeySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journeyId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"minutesWalked"}},{"kind":"Field","name":{"kind":"Name","value":"sitesReached"}},{"kind":"Field","name":{"kind":"Name","value":"totalSites"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sharedPostId"}},{"kind":"Field","name":{"kind":"Name","value":"paceSecondsPerKm"}},{"kind":"Field","name":{"kind":"Name","value":"climbMeters"}},{"kind":"Field","name":{"kind":"Name","value":"notAWalk"}},{"kind":"Field","name":{"kind":"Name","value":"track"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<JourneySummaryQuery, JourneySummaryQueryVariables>;
export const LiveUpdateAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveUpdateAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageUpdateAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveUpdateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LiveUpdateAddedSubscription, LiveUpdateAddedSubscriptionVariables>;
export const PilgrimageLiveUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilgrimageLiveUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageLiveUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveUpdateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PilgrimageLiveUpdatesQuery, PilgrimageLiveUpdatesQueryVariables>;
export const ReachCheckpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReachCheckpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reachCheckpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"journey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveUpdateFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ReachCheckpointMutation, ReachCheckpointMutationVariables>;
export const RemoveCompanionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveCompanion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCompanion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}}]}}]}}]} as unknown as DocumentNode<RemoveCompanionMutation, RemoveCompanionMutationVariables>;
export const RequestCompanionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestCompanion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestCompanion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"companionship"}}]}}]}}]} as unknown as DocumentNode<RequestCompanionMutation, RequestCompanionMutationVariables>;
export const SendChatMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendChatMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPilgrimageMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"senderId"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"senderImage"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const ShareJourneySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareJourneySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareJourneySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ShareJourneySummaryMutation, ShareJourneySummaryMutationVariables>;
export const ShareJourneyUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareJourneyUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"update"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareJourneyUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"update"},"value":{"kind":"Variable","name":{"kind":"Name","value":"update"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveUpdateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userImage"}},{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"updateType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ShareJourneyUpdateMutation, ShareJourneyUpdateMutationVariables>;
export const ToggleUpdateLikeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleUpdateLike"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updateId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"togglePilgrimageUpdateLike"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updateId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updateId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liked"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}}]}}]}}]} as unknown as DocumentNode<ToggleUpdateLikeMutation, ToggleUpdateLikeMutationVariables>;
export const UpdateJourneyLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateJourneyLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocationUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJourneyLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivePilgrimage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"distanceTraveled"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTimeRemaining"}},{"kind":"Field","name":{"kind":"Name","value":"currentAltarIndex"}},{"kind":"Field","name":{"kind":"Name","value":"totalCheckpoints"}},{"kind":"Field","name":{"kind":"Name","value":"checkpointReached"}},{"kind":"Field","name":{"kind":"Name","value":"currentLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"currentLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLocationUpdate"}}]}}]} as unknown as DocumentNode<UpdateJourneyLocationMutation, UpdateJourneyLocationMutationVariables>;
export const AltarCreatedOnMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AltarCreatedOnMap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarCreated"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AltarOnMap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltarOnMap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Altar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"}}]}}]} as unknown as DocumentNode<AltarCreatedOnMapSubscription, AltarCreatedOnMapSubscriptionVariables>;
export const AltarPopupDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarPopupDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AltarOnMap"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltarOnMap"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Altar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"}}]}}]} as unknown as DocumentNode<AltarPopupDetailsQuery, AltarPopupDetailsQueryVariables>;
export const MapSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}}]}}]}}]} as unknown as DocumentNode<MapSearchQuery, MapSearchQueryVariables>;
export const MapViewportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapViewport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bbox"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BoundingBoxInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zoom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AltarFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarViewport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bbox"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bbox"}}},{"kind":"Argument","name":{"kind":"Name","value":"zoom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zoom"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridZoom"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"clusters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"west"}},{"kind":"Field","name":{"kind":"Name","value":"south"}},{"kind":"Field","name":{"kind":"Name","value":"east"}},{"kind":"Field","name":{"kind":"Name","value":"north"}}]}},{"kind":"Field","name":{"kind":"Name","value":"altars"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"photoCount"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"recentActivity"}}]}}]}}]}}]} as unknown as DocumentNode<MapViewportQuery, MapViewportQueryVariables>;
export const NearbyAltarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearbyAltars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"radius"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AltarFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarsNear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"radius"},"value":{"kind":"Variable","name":{"kind":"Name","value":"radius"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}}]}}]}}]} as unknown as DocumentNode<NearbyAltarsQuery, NearbyAltarsQueryVariables>;
export const PilgrimagesOnMapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilgrimagesOnMap"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bbox"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BoundingBoxInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"bbox"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bbox"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"season"}},{"kind":"Field","name":{"kind":"Name","value":"significance"}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLongitude"}}]}}]}}]} as unknown as DocumentNode<PilgrimagesOnMapQuery, PilgrimagesOnMapQueryVariables>;
export const MoonPhaseNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoonPhaseNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moonPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"illumination"}},{"kind":"Field","name":{"kind":"Name","value":"nextNewMoon"}},{"kind":"Field","name":{"kind":"Name","value":"nextFullMoon"}},{"kind":"Field","name":{"kind":"Name","value":"zodiacSign"}},{"kind":"Field","name":{"kind":"Name","value":"spiritualMeaning"}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"}}]}}]}}]} as unknown as DocumentNode<MoonPhaseNowQuery, MoonPhaseNowQueryVariables>;
export const PilgrimagePackRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilgrimagePackRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"endingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"endingLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<PilgrimagePackRouteQuery, PilgrimagePackRouteQueryVariables>;
export const CredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Credential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"positionsChecked"}},{"kind":"Field","name":{"kind":"Name","value":"stamps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signature"}}]}}]}}]} as unknown as DocumentNode<CredentialQuery, CredentialQueryVariables>;
export const IssueCredentialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueCredential"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"showName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueCredential"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"showName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"showName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<IssueCredentialMutation, IssueCredentialMutationVariables>;
export const MyPassportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPassport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stampCount"}},{"kind":"Field","name":{"kind":"Name","value":"journeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"stamps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"altarName"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyPassportQuery, MyPassportQueryVariables>;
export const BrowsePilgrimagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowsePilgrimages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browsePilgrimages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"siteCount"}},{"kind":"Field","name":{"kind":"Name","value":"startingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"endingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"places"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}}]}}]}}]} as unknown as DocumentNode<BrowsePilgrimagesQuery, BrowsePilgrimagesQueryVariables>;
export const CreatePilgrimageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePilgrimage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]}}]} as unknown as DocumentNode<CreatePilgrimageMutation, CreatePilgrimageMutationVariables>;
export const PilgrimageDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PilgrimageDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"isFeatured"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedDuration"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"siteCount"}},{"kind":"Field","name":{"kind":"Name","value":"startingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"endingPoint"}},{"kind":"Field","name":{"kind":"Name","value":"startingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startingLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"endingLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"endingLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bestSeasons"}},{"kind":"Field","name":{"kind":"Name","value":"accommodations"}},{"kind":"Field","name":{"kind":"Name","value":"guidelines"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creatorId"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PilgrimageSiteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"geometry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coordinates"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PilgrimageSiteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PilgrimageSite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]} as unknown as DocumentNode<PilgrimageDetailQuery, PilgrimageDetailQueryVariables>;
export const PlanRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"}},{"kind":"Field","name":{"kind":"Name","value":"attribution"}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"geometry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coordinates"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanRouteQuery, PlanRouteQueryVariables>;
export const PlanningAltarsNearDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningAltarsNear"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarsNear"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"radius"},"value":{"kind":"IntValue","value":"50000"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}}]}}]}}]} as unknown as DocumentNode<PlanningAltarsNearQuery, PlanningAltarsNearQueryVariables>;
export const PlanningAltarSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningAltarSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<PlanningAltarSearchQuery, PlanningAltarSearchQueryVariables>;
export const PlanningAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanningAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]} as unknown as DocumentNode<PlanningAltarQuery, PlanningAltarQueryVariables>;
export const RouteDistanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteDistance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoutePointInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeDistance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}}]}]}}]} as unknown as DocumentNode<RouteDistanceQuery, RouteDistanceQueryVariables>;
export const StartPilgrimageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPilgrimage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StartJourneyInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPilgrimage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<StartPilgrimageMutation, StartPilgrimageMutationVariables>;
export const BadgesEarnedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BadgesEarned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgesEarned"}}]}}]} as unknown as DocumentNode<BadgesEarnedSubscription, BadgesEarnedSubscriptionVariables>;
export const FavoriteAltarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavoriteAltars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteAltars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileAltarItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileAltarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileAltar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<FavoriteAltarsQuery, FavoriteAltarsQueryVariables>;
export const IsFavoriteAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsFavoriteAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFavoriteAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}]}]}}]} as unknown as DocumentNode<IsFavoriteAltarQuery, IsFavoriteAltarQueryVariables>;
export const MemberAltarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberAltars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberAltars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileAltarItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileAltarItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileAltar"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"altarType"}},{"kind":"Field","name":{"kind":"Name","value":"photos"}},{"kind":"Field","name":{"kind":"Name","value":"isEcoFriendly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MemberAltarsQuery, MemberAltarsQueryVariables>;
export const MemberCompletionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberCompletions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberPilgrimageCompletions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reflections"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]}}]}}]} as unknown as DocumentNode<MemberCompletionsQuery, MemberCompletionsQueryVariables>;
export const ProfileOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"altarsCount"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimagesCount"}},{"kind":"Field","name":{"kind":"Name","value":"daysSinceJoining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberBadges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"earnedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badgeCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"rewardXp"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]} as unknown as DocumentNode<ProfileOverviewQuery, ProfileOverviewQueryVariables>;
export const SetFavoriteAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavoriteAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavoriteAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"favorite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorite"}}}]}]}}]} as unknown as DocumentNode<SetFavoriteAltarMutation, SetFavoriteAltarMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const MySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"communityPosts"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAltars"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"}},{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"locationSharing"}},{"kind":"Field","name":{"kind":"Name","value":"activityTracking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"mapStyle"}},{"kind":"Field","name":{"kind":"Name","value":"searchRadius"}}]}}]}}]} as unknown as DocumentNode<MySettingsQuery, MySettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pilgrimageUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"communityPosts"}},{"kind":"Field","name":{"kind":"Name","value":"nearbyAltars"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"}},{"kind":"Field","name":{"kind":"Name","value":"emailDigest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"privacy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileVisibility"}},{"kind":"Field","name":{"kind":"Name","value":"locationSharing"}},{"kind":"Field","name":{"kind":"Name","value":"activityTracking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"soundEffects"}},{"kind":"Field","name":{"kind":"Name","value":"mapStyle"}},{"kind":"Field","name":{"kind":"Name","value":"searchRadius"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const AltarSkyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltarSky"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarSky"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sunrise"}},{"kind":"Field","name":{"kind":"Name","value":"sunriseAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"sunset"}},{"kind":"Field","name":{"kind":"Name","value":"sunsetAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"solarNoon"}},{"kind":"Field","name":{"kind":"Name","value":"morningGoldenHourStart"}},{"kind":"Field","name":{"kind":"Name","value":"morningGoldenHourEnd"}},{"kind":"Field","name":{"kind":"Name","value":"eveningGoldenHourStart"}},{"kind":"Field","name":{"kind":"Name","value":"eveningGoldenHourEnd"}},{"kind":"Field","name":{"kind":"Name","value":"moonrise"}},{"kind":"Field","name":{"kind":"Name","value":"moonset"}},{"kind":"Field","name":{"kind":"Name","value":"moonPhase"}},{"kind":"Field","name":{"kind":"Name","value":"moonPhaseIcon"}},{"kind":"Field","name":{"kind":"Name","value":"moonIllumination"}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"sunriseAzimuth"}},{"kind":"Field","name":{"kind":"Name","value":"sunsetAzimuth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terrainKnown"}},{"kind":"Field","name":{"kind":"Name","value":"firstLight"}},{"kind":"Field","name":{"kind":"Name","value":"reminder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBefore"}},{"kind":"Field","name":{"kind":"Name","value":"firstLightAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]}}]} as unknown as DocumentNode<AltarSkyQuery, AltarSkyQueryVariables>;
export const CancelFirstLightReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFirstLightReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFirstLightReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}]}]}}]} as unknown as DocumentNode<CancelFirstLightReminderMutation, CancelFirstLightReminderMutationVariables>;
export const SetFirstLightReminderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFirstLightReminder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutesBefore"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFirstLightReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutesBefore"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutesBefore"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altarId"}},{"kind":"Field","name":{"kind":"Name","value":"minutesBefore"}},{"kind":"Field","name":{"kind":"Name","value":"firstLightAt"}},{"kind":"Field","name":{"kind":"Name","value":"remindAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<SetFirstLightReminderMutation, SetFirstLightReminderMutationVariables>;
export const ClearWalkSafetyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearWalkSafety"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearWalkSafety"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<ClearWalkSafetyMutation, ClearWalkSafetyMutationVariables>;
export const CountSharedWalkViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CountSharedWalkView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countSharedWalkView"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<CountSharedWalkViewMutation, CountSharedWalkViewMutationVariables>;
export const CreateWalkShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWalkShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWalkShareInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWalkShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkShareLinkFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"forAlert"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]} as unknown as DocumentNode<CreateWalkShareLinkMutation, CreateWalkShareLinkMutationVariables>;
export const ExtendWalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendWalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendWalk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<ExtendWalkMutation, ExtendWalkMutationVariables>;
export const ReportWalkBatteryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportWalkBattery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportWalkBattery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}]}]}}]} as unknown as DocumentNode<ReportWalkBatteryMutation, ReportWalkBatteryMutationVariables>;
export const RevokeWalkShareLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeWalkShareLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeWalkShareLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"forAlert"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]} as unknown as DocumentNode<RevokeWalkShareLinkMutation, RevokeWalkShareLinkMutationVariables>;
export const SendImSafeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendImSafe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendImSafe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<SendImSafeMutation, SendImSafeMutationVariables>;
export const SetWalkSafetyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWalkSafety"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafetyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWalkSafety"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<SetWalkSafetyMutation, SetWalkSafetyMutationVariables>;
export const SharedWalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedWalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedWalk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedWalkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWalkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedWalk"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionShared"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionApproximate"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"distanceDoneKm"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLeftKm"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedArrivalAt"}},{"kind":"Field","name":{"kind":"Name","value":"batteryLevel"}},{"kind":"Field","name":{"kind":"Name","value":"batteryAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"linkExpiresAt"}}]}}]} as unknown as DocumentNode<SharedWalkQuery, SharedWalkQueryVariables>;
export const SharedWalkUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SharedWalkUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedWalkUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedWalkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedWalkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedWalk"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"pilgrimageName"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"startLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"endLongitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionShared"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"positionApproximate"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"distanceDoneKm"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLeftKm"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedArrivalAt"}},{"kind":"Field","name":{"kind":"Name","value":"batteryLevel"}},{"kind":"Field","name":{"kind":"Name","value":"batteryAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"linkExpiresAt"}}]}}]} as unknown as DocumentNode<SharedWalkUpdatedSubscription, SharedWalkUpdatedSubscriptionVariables>;
export const WalkSafetyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalkSafety"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkSafety"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<WalkSafetyQuery, WalkSafetyQueryVariables>;
export const WalkSafetyUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WalkSafetyUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkSafetyUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkSafetyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkSafetyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkSafety"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBackAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertAt"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"alertOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"reachedBy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canBeReached"}},{"kind":"Field","name":{"kind":"Name","value":"reachability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"emailUnavailableReason"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"alertSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"safeSentAt"}},{"kind":"Field","name":{"kind":"Name","value":"canSendSafe"}}]}}]} as unknown as DocumentNode<WalkSafetyUpdatedSubscription, WalkSafetyUpdatedSubscriptionVariables>;
export const WalkShareLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalkShareLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkShareLinks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activePilgrimageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activePilgrimageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalkShareLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalkShareLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WalkShareLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activePilgrimageId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"forAlert"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]} as unknown as DocumentNode<WalkShareLinksQuery, WalkShareLinksQueryVariables>;
export const WeatherAtDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WeatherAt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weather"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"humidity"}},{"kind":"Field","name":{"kind":"Name","value":"windSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"uvIndex"}},{"kind":"Field","name":{"kind":"Name","value":"observedAt"}}]}}]}}]} as unknown as DocumentNode<WeatherAtQuery, WeatherAtQueryVariables>;