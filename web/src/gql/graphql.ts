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

/** A new intention (members; guests also give an email address). */
export type IntentionInput = {
  /** A site of the pilgrimage; none for the whole pilgrimage. */
  altarId?: number | null | undefined;
  /** Hide your name from its carrier (default false). */
  anonymous?: boolean | null | undefined;
  /** A guest's email address, confirmed by a link. */
  email?: string | null | undefined;
  /** A guest's language for the emails they are sent: en, es or de (members: their Language setting). */
  language?: string | null | undefined;
  /** The intention, 1 to 500 characters. */
  text: string;
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
  /** When the device took the fix (ISO 8601), for a fix sent later; default now, never after it arrives. */
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
  /** en, es or de: the language of the app, emails and web push. */
  language: string;
  /** satellite, terrain or street. */
  mapStyle: string;
  /** Meters, 1000 to 50000 in steps of 1000. */
  searchRadius: number;
  /** Play the app sounds. */
  soundEffects: boolean;
  /** light, dark or auto. */
  theme: string;
  /** An IANA time zone; left out, the stored one stays. */
  timeZone?: string | null | undefined;
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
  /** The member's Language setting: en, es or de (another value is BAD_USER_INPUT). Left out: en. Emails and web push are sent in it. */
  language?: string | null | undefined;
  /** At least 2 characters. */
  lastName: string;
  /** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
  password: string;
  /** The member's IANA time zone (Europe/Paris); left out, UTC until the app learns it. */
  timeZone?: string | null | undefined;
};

/** The current position when a journey starts (optional). */
export type StartJourneyInput = {
  /** -90 to 90. */
  latitude?: number | null | undefined;
  /** -180 to 180. */
  longitude?: number | null | undefined;
  /** When the journey began on the device (ISO 8601), for a journey begun offline and sent later; default now. */
  startedAt?: string | null | undefined;
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

export type AcceptIntentionMutationVariables = Exact<{
  id: number;
}>;


export type AcceptIntentionMutation = { acceptIntention: { id: number, text: string, status: string } };

export type ConfirmIntentionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmIntentionMutation = { confirmIntention: { id: number, pilgrimageId: number, pilgrimageName: string, altarId: number | null, altarName: string | null, text: string, anonymous: boolean, status: string, confirmed: boolean, createdAt: string, acceptedAt: string | null, deliveredAt: string | null } };

export type DeclineIntentionMutationVariables = Exact<{
  id: number;
}>;


export type DeclineIntentionMutation = { declineIntention: string };

export type EntrustIntentionMutationVariables = Exact<{
  pilgrimageId: number;
  input: IntentionInput;
}>;


export type EntrustIntentionMutation = { entrustIntention: { message: string, intention: { id: number, pilgrimageId: number, pilgrimageName: string, altarId: number | null, altarName: string | null, text: string, anonymous: boolean, status: string, confirmed: boolean, createdAt: string, acceptedAt: string | null, deliveredAt: string | null } | null } };

export type SentIntentionFieldsFragment = { id: number, pilgrimageId: number, pilgrimageName: string, altarId: number | null, altarName: string | null, text: string, anonymous: boolean, status: string, confirmed: boolean, createdAt: string, acceptedAt: string | null, deliveredAt: string | null };

export type PilgrimageIntentionsQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type PilgrimageIntentionsQuery = { pilgrimageIntentions: { walking: boolean, carryLimit: number, carryingCount: number, offered: Array<{ id: number, altarId: number | null, altarName: string | null, from: string | null, createdAt: string }>, carrying: Array<{ id: number, altarId: number | null, altarName: string | null, from: string | null, text: string, status: string, acceptedAt: string | null, deliveredAt: string | null }> } };

export type ReportIntentionMutationVariables = Exact<{
  id: number;
  reason: string;
}>;


export type ReportIntentionMutation = { reportIntention: string };

export type SentIntentionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SentIntentionsQuery = { sentIntentions: Array<{ id: number, pilgrimageId: number, pilgrimageName: string, altarId: number | null, altarName: string | null, text: string, anonymous: boolean, status: string, confirmed: boolean, createdAt: string, acceptedAt: string | null, deliveredAt: string | null }> };

export type WithdrawIntentionMutationVariables = Exact<{
  id: number;
}>;


export type WithdrawIntentionMutation = { withdrawIntention: { id: number, pilgrimageId: number, pilgrimageName: string, altarId: number | null, altarName: string | null, text: string, anonymous: boolean, status: string, confirmed: boolean, createdAt: string, acceptedAt: string | null, deliveredAt: string | null } };

export type ActiveJourneyPageQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type ActiveJourneyPageQuery = { pilgrimage: { id: number, name: string, distance: number | null, estimatedDuration: string | null, difficulty: string, endingPoint: string | null, endingLatitude: number | null, endingLongitude: number | null, sites: Array<{ id: number, order: number, name: string, description: string | null, altarType: string, latitude: number, longitude: number }>, route: { attribution: string, legs: Array<{ onNetwork: boolean, geometry: { coordinates: Array<Array<number>> } }> } | null } | null, activePilgrimages: Array<{ id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null }> };

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

export type CompanionFieldsFragment = { userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null, expectedBackAt: string | null };

export type CompanionMovedSubscriptionVariables = Exact<{
  pilgrimageId: number;
}>;


export type CompanionMovedSubscription = { companionMoved: { userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null, expectedBackAt: string | null } };

export type ContinueJourneyQueryVariables = Exact<{ [key: string]: never; }>;


export type ContinueJourneyQuery = { activePilgrimages: Array<{ id: number, pilgrimageId: number, pilgrimageName: string, currentAltarIndex: number, totalCheckpoints: number, isActive: boolean }> };

export type EndJourneyMutationVariables = Exact<{
  activePilgrimageId: number;
}>;


export type EndJourneyMutation = { endJourney: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type FellowPilgrimsQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type FellowPilgrimsQuery = { pilgrimageParticipants: Array<{ userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null, expectedBackAt: string | null }> };

export type JourneyQueryVariables = Exact<{
  id: number;
}>;


export type JourneyQuery = { activePilgrimage: { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null } };

export type JourneyCompanionsQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type JourneyCompanionsQuery = { pilgrimageCompanions: Array<{ userId: number, name: string, profileImageUrl: string | null, activePilgrimageId: number | null, currentAltarIndex: number, distanceTraveled: number, latitude: number | null, longitude: number | null, heading: number | null, positionPrecision: string | null, companionship: string, joinedAt: string | null, lastActiveAt: string | null, expectedBackAt: string | null }> };

export type JourneyFieldsFragment = { id: number, userId: number, pilgrimageId: number, pilgrimageName: string, distanceTraveled: number, estimatedTimeRemaining: number | null, currentAltarIndex: number, totalCheckpoints: number, checkpointReached: Array<number>, currentLatitude: number | null, currentLongitude: number | null, isActive: boolean, startedAt: string, lastLocationUpdate: string | null };

export type JourneyReplayQueryVariables = Exact<{
  activePilgrimageId: number;
}>;


export type JourneyReplayQuery = { journeyReplay: { journeyId: number, pilgrimageId: number, pilgrimageName: string, startedAt: string, endedAt: string | null, distanceKm: number, completed: boolean, walkers: Array<{ userId: number, name: string, isWalker: boolean, points: Array<{ latitude: number, longitude: number, at: string }> }>, sites: Array<{ altarId: number, order: number, name: string, latitude: number, longitude: number, reachedAt: string | null }> } };

export type JourneyReplayFieldsFragment = { journeyId: number, pilgrimageId: number, pilgrimageName: string, startedAt: string, endedAt: string | null, distanceKm: number, completed: boolean, walkers: Array<{ userId: number, name: string, isWalker: boolean, points: Array<{ latitude: number, longitude: number, at: string }> }>, sites: Array<{ altarId: number, order: number, name: string, latitude: number, longitude: number, reachedAt: string | null }> };

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

export type PilgrimageReplayQueryVariables = Exact<{
  pilgrimageId: number;
}>;


export type PilgrimageReplayQuery = { pilgrimageReplay: { journeyId: number, pilgrimageId: number, pilgrimageName: string, startedAt: string, endedAt: string | null, distanceKm: number, completed: boolean, walkers: Array<{ userId: number, name: string, isWalker: boolean, points: Array<{ latitude: number, longitude: number, at: string }> }>, sites: Array<{ altarId: number, order: number, name: string, latitude: number, longitude: number, reachedAt: string | null }> } | null };

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


export type MySettingsQuery = { mySettings: { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number, timeZone: string | null } } };

export type SettingsFieldsFragment = { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number, timeZone: string | null } };

export type UpdateSettingsMutationVariables = Exact<{
  input: UserSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { notifications: { pilgrimageUpdates: boolean, communityPosts: boolean, nearbyAltars: boolean, achievements: boolean, emailDigest: boolean }, privacy: { profileVisibility: string, locationSharing: boolean, activityTracking: boolean }, preferences: { theme: string, language: string, units: string, soundEffects: boolean, mapStyle: string, searchRadius: number, timeZone: string | null } } };

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

export { CurrentUserFragmentDoc } from './documents/CurrentUserFragmentDoc';
export { FeedPostFragmentDoc } from './documents/FeedPostFragmentDoc';
export { SentIntentionFieldsFragmentDoc } from './documents/SentIntentionFieldsFragmentDoc';
export { ChatMessageFieldsFragmentDoc } from './documents/ChatMessageFieldsFragmentDoc';
export { CompanionFieldsFragmentDoc } from './documents/CompanionFieldsFragmentDoc';
export { JourneyFieldsFragmentDoc } from './documents/JourneyFieldsFragmentDoc';
export { JourneyReplayFieldsFragmentDoc } from './documents/JourneyReplayFieldsFragmentDoc';
export { LiveUpdateFieldsFragmentDoc } from './documents/LiveUpdateFieldsFragmentDoc';
export { AltarOnMapFragmentDoc } from './documents/AltarOnMapFragmentDoc';
export { PilgrimageSiteFieldsFragmentDoc } from './documents/PilgrimageSiteFieldsFragmentDoc';
export { ProfileAltarItemFragmentDoc } from './documents/ProfileAltarItemFragmentDoc';
export { SettingsFieldsFragmentDoc } from './documents/SettingsFieldsFragmentDoc';
export { SharedWalkFieldsFragmentDoc } from './documents/SharedWalkFieldsFragmentDoc';
export { WalkSafetyFieldsFragmentDoc } from './documents/WalkSafetyFieldsFragmentDoc';
export { WalkShareLinkFieldsFragmentDoc } from './documents/WalkShareLinkFieldsFragmentDoc';
export { GuestBannerCountDocument } from './documents/GuestBannerCountDocument';
export { ChangePasswordDocument } from './documents/ChangePasswordDocument';
export { ConfirmEmailDocument } from './documents/ConfirmEmailDocument';
export { LoginDocument } from './documents/LoginDocument';
export { LogoutDocument } from './documents/LogoutDocument';
export { MeDocument } from './documents/MeDocument';
export { RequestPasswordResetDocument } from './documents/RequestPasswordResetDocument';
export { ResendEmailConfirmationDocument } from './documents/ResendEmailConfirmationDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { SignInWithLinkDocument } from './documents/SignInWithLinkDocument';
export { SignOutOtherSessionsDocument } from './documents/SignOutOtherSessionsDocument';
export { SignupDocument } from './documents/SignupDocument';
export { AddAltarPhotosDocument } from './documents/AddAltarPhotosDocument';
export { AddJournalEntryDocument } from './documents/AddJournalEntryDocument';
export { AltarDetailDocument } from './documents/AltarDetailDocument';
export { AltarJournalEntriesDocument } from './documents/AltarJournalEntriesDocument';
export { AltarLikeDocument } from './documents/AltarLikeDocument';
export { AltarReviewsDocument } from './documents/AltarReviewsDocument';
export { CreateAltarDocument } from './documents/CreateAltarDocument';
export { DeleteJournalEntryDocument } from './documents/DeleteJournalEntryDocument';
export { LikeAltarDocument } from './documents/LikeAltarDocument';
export { NearestPlaceDocument } from './documents/NearestPlaceDocument';
export { PlaceSearchDocument } from './documents/PlaceSearchDocument';
export { RecordRitualDocument } from './documents/RecordRitualDocument';
export { RemoveAltarPhotoDocument } from './documents/RemoveAltarPhotoDocument';
export { UnlikeAltarDocument } from './documents/UnlikeAltarDocument';
export { WriteReviewDocument } from './documents/WriteReviewDocument';
export { AddCommentDocument } from './documents/AddCommentDocument';
export { CommunitySidebarDocument } from './documents/CommunitySidebarDocument';
export { CreatePostDocument } from './documents/CreatePostDocument';
export { FeedPostsDocument } from './documents/FeedPostsDocument';
export { PostCommentsDocument } from './documents/PostCommentsDocument';
export { ReportContentDocument } from './documents/ReportContentDocument';
export { TogglePostLikeDocument } from './documents/TogglePostLikeDocument';
export { AcceptIntentionDocument } from './documents/AcceptIntentionDocument';
export { ConfirmIntentionDocument } from './documents/ConfirmIntentionDocument';
export { DeclineIntentionDocument } from './documents/DeclineIntentionDocument';
export { EntrustIntentionDocument } from './documents/EntrustIntentionDocument';
export { PilgrimageIntentionsDocument } from './documents/PilgrimageIntentionsDocument';
export { ReportIntentionDocument } from './documents/ReportIntentionDocument';
export { SentIntentionsDocument } from './documents/SentIntentionsDocument';
export { WithdrawIntentionDocument } from './documents/WithdrawIntentionDocument';
export { ActiveJourneyPageDocument } from './documents/ActiveJourneyPageDocument';
export { AddJourneyPhotoDocument } from './documents/AddJourneyPhotoDocument';
export { BeginJourneyDocument } from './documents/BeginJourneyDocument';
export { ChatMessageAddedDocument } from './documents/ChatMessageAddedDocument';
export { ChatMessagesDocument } from './documents/ChatMessagesDocument';
export { CompanionMovedDocument } from './documents/CompanionMovedDocument';
export { ContinueJourneyDocument } from './documents/ContinueJourneyDocument';
export { EndJourneyDocument } from './documents/EndJourneyDocument';
export { FellowPilgrimsDocument } from './documents/FellowPilgrimsDocument';
export { JourneyDocument } from './documents/JourneyDocument';
export { JourneyCompanionsDocument } from './documents/JourneyCompanionsDocument';
export { JourneyReplayDocument } from './documents/JourneyReplayDocument';
export { JourneySummaryDocument } from './documents/JourneySummaryDocument';
export { LiveUpdateAddedDocument } from './documents/LiveUpdateAddedDocument';
export { PilgrimageLiveUpdatesDocument } from './documents/PilgrimageLiveUpdatesDocument';
export { PilgrimageReplayDocument } from './documents/PilgrimageReplayDocument';
export { ReachCheckpointDocument } from './documents/ReachCheckpointDocument';
export { RemoveCompanionDocument } from './documents/RemoveCompanionDocument';
export { RequestCompanionDocument } from './documents/RequestCompanionDocument';
export { SendChatMessageDocument } from './documents/SendChatMessageDocument';
export { ShareJourneySummaryDocument } from './documents/ShareJourneySummaryDocument';
export { ShareJourneyUpdateDocument } from './documents/ShareJourneyUpdateDocument';
export { ToggleUpdateLikeDocument } from './documents/ToggleUpdateLikeDocument';
export { UpdateJourneyLocationDocument } from './documents/UpdateJourneyLocationDocument';
export { AltarCreatedOnMapDocument } from './documents/AltarCreatedOnMapDocument';
export { AltarPopupDetailsDocument } from './documents/AltarPopupDetailsDocument';
export { MapSearchDocument } from './documents/MapSearchDocument';
export { MapViewportDocument } from './documents/MapViewportDocument';
export { NearbyAltarsDocument } from './documents/NearbyAltarsDocument';
export { PilgrimagesOnMapDocument } from './documents/PilgrimagesOnMapDocument';
export { MoonPhaseNowDocument } from './documents/MoonPhaseNowDocument';
export { PilgrimagePackRouteDocument } from './documents/PilgrimagePackRouteDocument';
export { CredentialDocument } from './documents/CredentialDocument';
export { IssueCredentialDocument } from './documents/IssueCredentialDocument';
export { MyPassportDocument } from './documents/MyPassportDocument';
export { BrowsePilgrimagesDocument } from './documents/BrowsePilgrimagesDocument';
export { CreatePilgrimageDocument } from './documents/CreatePilgrimageDocument';
export { PilgrimageDetailDocument } from './documents/PilgrimageDetailDocument';
export { PlanRouteDocument } from './documents/PlanRouteDocument';
export { PlanningAltarsNearDocument } from './documents/PlanningAltarsNearDocument';
export { PlanningAltarSearchDocument } from './documents/PlanningAltarSearchDocument';
export { PlanningAltarDocument } from './documents/PlanningAltarDocument';
export { RouteDistanceDocument } from './documents/RouteDistanceDocument';
export { StartPilgrimageDocument } from './documents/StartPilgrimageDocument';
export { BadgesEarnedDocument } from './documents/BadgesEarnedDocument';
export { FavoriteAltarsDocument } from './documents/FavoriteAltarsDocument';
export { IsFavoriteAltarDocument } from './documents/IsFavoriteAltarDocument';
export { MemberAltarsDocument } from './documents/MemberAltarsDocument';
export { MemberCompletionsDocument } from './documents/MemberCompletionsDocument';
export { ProfileOverviewDocument } from './documents/ProfileOverviewDocument';
export { SetFavoriteAltarDocument } from './documents/SetFavoriteAltarDocument';
export { UpdateProfileDocument } from './documents/UpdateProfileDocument';
export { DeleteAccountDocument } from './documents/DeleteAccountDocument';
export { MySettingsDocument } from './documents/MySettingsDocument';
export { UpdateSettingsDocument } from './documents/UpdateSettingsDocument';
export { AltarSkyDocument } from './documents/AltarSkyDocument';
export { CancelFirstLightReminderDocument } from './documents/CancelFirstLightReminderDocument';
export { SetFirstLightReminderDocument } from './documents/SetFirstLightReminderDocument';
export { ClearWalkSafetyDocument } from './documents/ClearWalkSafetyDocument';
export { CountSharedWalkViewDocument } from './documents/CountSharedWalkViewDocument';
export { CreateWalkShareLinkDocument } from './documents/CreateWalkShareLinkDocument';
export { ExtendWalkDocument } from './documents/ExtendWalkDocument';
export { ReportWalkBatteryDocument } from './documents/ReportWalkBatteryDocument';
export { RevokeWalkShareLinkDocument } from './documents/RevokeWalkShareLinkDocument';
export { SendImSafeDocument } from './documents/SendImSafeDocument';
export { SetWalkSafetyDocument } from './documents/SetWalkSafetyDocument';
export { SharedWalkDocument } from './documents/SharedWalkDocument';
export { SharedWalkUpdatedDocument } from './documents/SharedWalkUpdatedDocument';
export { WalkSafetyDocument } from './documents/WalkSafetyDocument';
export { WalkSafetyUpdatedDocument } from './documents/WalkSafetyUpdatedDocument';
export { WalkShareLinksDocument } from './documents/WalkShareLinksDocument';
export { WeatherAtDocument } from './documents/WeatherAtDocument';