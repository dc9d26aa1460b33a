import * as yup from 'yup';
import { FEED_FILTERS } from './enums';
import { PHOTO_MESSAGES } from './photos';
import { DATABASE_ID_MAX } from './limits';

/** Community feed rules, shared by the feed page and the server. */

export type FeedFilter = (typeof FEED_FILTERS)[number];

export const POST_LIMITS = {
  /** The spec sets no length; long enough for a journey story, short enough for a feed card. */
  contentMax: 2000,
  /** The feed shows at most 4 photos per post, so a post holds at most 4. */
  photosMax: 4,
  tagsMax: 10,
  tagMax: 40,
  pageSize: 50,
  maxPageSize: 100,
} as const;

export const COMMENT_MAX_LENGTH = 1000;
export const COMMENT_PAGE_SIZE = 200;

/** Feed refetch. */
export const FEED_POLL_MS = 30_000;

export const COMMUNITY_MESSAGES = {
  postBlank: 'Please write something to share.',
  postTooLong: `A post can have at most ${POST_LIMITS.contentMax} characters`,
  commentBlank: 'Please write a comment.',
  commentTooLong: `A comment can have at most ${COMMENT_MAX_LENGTH} characters`,
  postNotFound: 'Post not found',
  photosTooMany: `A post can have at most ${POST_LIMITS.photosMax} photos.`,
  sharedTitle: 'Shared to Community',
  sharedDescription: 'Your moment is now in the community feed.',
  shareFailed: 'Failed to share. Please try again.',
  commentFailed: 'Failed to add the comment. Please try again.',
  likeFailed: 'Failed to update the like. Please try again.',
  linkCopied: 'Link Copied',
  emptyFeed: 'No posts here yet. Share the first moment!',
  loadingFeed: 'Loading the community...',
} as const;

/** Filter buttons of the feed, in the order shown. */
export const FEED_FILTER_TEXT: Record<FeedFilter, string> = {
  all: 'All Posts',
  trending: 'Trending',
  recent: 'Recent',
  photos: 'Photos',
  pilgrimages: 'Journeys',
};

/** The four Sacred Guidelines bullets of the feed sidebar. */
export const SACRED_GUIDELINES = [
  'Honor sacred spaces: leave every place as peaceful as you found it.',
  'Share authentically: tell your own experience with kindness.',
  'Practice mindful photography: ask before photographing people and rituals.',
  'Keep sensitive locations private: never share the exact location of fragile or secret sites.',
] as const;

const HASHTAG = /#([\p{L}\p{N}_]{2,40})/gu;

/**
 * A post's tags are the #hashtags in its text: lower-cased, without '#', unique, in order of first
 * appearance, at most POST_LIMITS.tagsMax.
 */
export function parseHashtags(content: string): string[] {
  const tags: string[] = [];
  for (const match of content.matchAll(HASHTAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    if (tag && !tags.includes(tag)) tags.push(tag);
    if (tags.length >= POST_LIMITS.tagsMax) break;
  }
  return tags;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Just now", "5m ago", "3h ago", "2d ago", then a short date. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return then.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}

/** Up to two initials for an avatar without a photo; a leaf-like '✦' when there is no name. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const letters = [firstName, lastName]
    .map((part) => part?.trim().charAt(0).toUpperCase() ?? '')
    .filter(Boolean)
    .join('');
  return letters || '✦';
}

/** The initials of a whole display name ("Ana María Luz" -> "AM"): its first two words. */
export function nameInitials(name: string): string {
  const [first, second] = name.split(/\s+/).filter(Boolean);
  return initials(first, second);
}

const optionalId = yup
  .number()
  .typeError('Must be an id')
  .integer('Must be an id')
  .positive('Must be an id')
  .max(DATABASE_ID_MAX, 'Must be an id')
  .nullable()
  .optional();

/** A new post (photos are checked separately by the photo service). */
export const postSchema = yup.object({
  content: yup
    .string()
    .typeError(COMMUNITY_MESSAGES.postBlank)
    .trim()
    .max(POST_LIMITS.contentMax, COMMUNITY_MESSAGES.postTooLong)
    .required(COMMUNITY_MESSAGES.postBlank),
  altarId: optionalId,
  pilgrimageId: optionalId,
  // Upload URLs or data URLs; the server checks each one (PhotoService) before storing anything.
  photos: yup
    .array(yup.mixed())
    .typeError(PHOTO_MESSAGES.unknownReference)
    .max(POST_LIMITS.photosMax, COMMUNITY_MESSAGES.photosTooMany)
    .nullable()
    .optional(),
});
export type PostInput = yup.InferType<typeof postSchema>;

export const commentSchema = yup.object({
  content: yup
    .string()
    .typeError(COMMUNITY_MESSAGES.commentBlank)
    .trim()
    .max(COMMENT_MAX_LENGTH, COMMUNITY_MESSAGES.commentTooLong)
    .required(COMMUNITY_MESSAGES.commentBlank),
});

export type CommentInput = yup.InferType<typeof commentSchema>;

export const feedQuerySchema = yup.object({
  filter: yup
    .string()
    .oneOf([...FEED_FILTERS], `Filter must be one of ${FEED_FILTERS.join(', ')}`)
    .default('all'),
  limit: yup
    .number()
    .typeError(`Limit must be 1 to ${POST_LIMITS.maxPageSize}`)
    .integer(`Limit must be 1 to ${POST_LIMITS.maxPageSize}`)
    .min(1, `Limit must be 1 to ${POST_LIMITS.maxPageSize}`)
    .max(POST_LIMITS.maxPageSize, `Limit must be 1 to ${POST_LIMITS.maxPageSize}`)
    .default(POST_LIMITS.pageSize),
});
export type FeedQuery = yup.InferType<typeof feedQuerySchema>;

/** Share is disabled while the text is blank after trimming, or while sending. */
export function canSharePost(text: string, sending: boolean): boolean {
  return !sending && text.trim().length > 0;
}

// ---- Reporting (beyond the spec) ----

export const REPORTABLE_CONTENT = ['post', 'review', 'altar', 'pilgrimage'] as const;
/** Reported only by the one member who may read it (an intention, by its carrier), never by id from anyone. */
export const PRIVATELY_REPORTED_CONTENT = ['intention'] as const;
export type ReportableContent = (typeof REPORTABLE_CONTENT)[number] | (typeof PRIVATELY_REPORTED_CONTENT)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'upheld'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Who hides content: only a moderator. Reports never hide anything by themselves (accounts can be aged
 * and their activity scripted, so no count of reporters proves anything); a moderator's decision, or a
 * moderator's own report (upheld at once), hides content from everyone but its author. When content
 * has this many open reports from established reporters, the moderators are emailed for a decision.
 */
export const REPORT_ALERT_THRESHOLD = 3;
/** The count that hid content before moderators decided alone; read by its migrations only. */
export const REPORT_HIDE_THRESHOLD = REPORT_ALERT_THRESHOLD;
/**
 * An established reporter: a confirmed email and an account at least this old. Their reports count
 * toward REPORT_ALERT_THRESHOLD; newer accounts' reports are recorded and shown to moderators.
 */
export const REPORTER_MIN_ACCOUNT_DAYS = 7;
/** New reports a member may file per hour (reporting the same content again only updates the reason). */
export const REPORTS_PER_HOUR = 10;
export const REPORT_REASON = { min: 3, max: 500 } as const;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please tell us what is wrong.',
  reasonLength: `The reason must be ${REPORT_REASON.min} to ${REPORT_REASON.max} characters`,
  contentType: `Content type must be one of ${REPORTABLE_CONTENT.join(', ')}`,
  contentNotFound: 'That content was not found.',
  recordedTitle: 'Report Recorded',
  recordedDescription: 'Thank you. A moderator will review it.',
  failed: 'Failed to send the report. Please try again.',
  tooMany: 'You have sent many reports in the last hour. Please wait a little and try again.',
} as const;

/** Which content a report or a moderator's decision is about. */
const reportedContentFields = {
  contentType: yup
    .string()
    .oneOf([...REPORTABLE_CONTENT], REPORT_MESSAGES.contentType)
    .required(REPORT_MESSAGES.contentType),
  contentId: yup
    .number()
    .typeError(REPORT_MESSAGES.contentNotFound)
    .integer(REPORT_MESSAGES.contentNotFound)
    .positive(REPORT_MESSAGES.contentNotFound)
    .max(DATABASE_ID_MAX, REPORT_MESSAGES.contentNotFound)
    .required(REPORT_MESSAGES.contentNotFound),
};

/** A moderator's decision on reported content: upheld keeps it hidden, dismissed shows it again. */
export const moderationDecisionSchema = yup.object({
  ...reportedContentFields,
  decision: yup
    .string()
    .oneOf(['upheld', 'dismissed'], 'Decision must be upheld or dismissed')
    .required('Decision must be upheld or dismissed'),
});
export type ModerationDecisionInput = yup.InferType<typeof moderationDecisionSchema>;

export const reportSchema = yup.object({
  ...reportedContentFields,
  reason: yup
    .string()
    .trim()
    .min(REPORT_REASON.min, REPORT_MESSAGES.reasonLength)
    .max(REPORT_REASON.max, REPORT_MESSAGES.reasonLength)
    .required(REPORT_MESSAGES.reasonRequired),
});
export type ReportInput = yup.InferType<typeof reportSchema>;
