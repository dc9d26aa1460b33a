import { COMMUNITY_MESSAGES, FEED_FILTER_TEXT, SACRED_GUIDELINES } from '@sacred/core/community';

/** What core states for the feed: the post and comment rules' messages, notices, filters and guidelines. */
export const COMMUNITY_CORE_TEXTS = {
  postBlank: COMMUNITY_MESSAGES.postBlank,
  postTooLong: COMMUNITY_MESSAGES.postTooLong,
  commentBlank: COMMUNITY_MESSAGES.commentBlank,
  commentTooLong: COMMUNITY_MESSAGES.commentTooLong,
  postNotFound: COMMUNITY_MESSAGES.postNotFound,
  photosTooMany: COMMUNITY_MESSAGES.photosTooMany,
  sharedTitle: COMMUNITY_MESSAGES.sharedTitle,
  sharedDescription: COMMUNITY_MESSAGES.sharedDescription,
  shareFailed: COMMUNITY_MESSAGES.shareFailed,
  commentFailed: COMMUNITY_MESSAGES.commentFailed,
  likeFailed: COMMUNITY_MESSAGES.likeFailed,
  linkCopied: COMMUNITY_MESSAGES.linkCopied,
  emptyFeed: COMMUNITY_MESSAGES.emptyFeed,
  loadingFeed: COMMUNITY_MESSAGES.loadingFeed,
  filterAll: FEED_FILTER_TEXT.all,
  filterTrending: FEED_FILTER_TEXT.trending,
  filterRecent: FEED_FILTER_TEXT.recent,
  filterPhotos: FEED_FILTER_TEXT.photos,
  filterPilgrimages: FEED_FILTER_TEXT.pilgrimages,
  guidelineHonor: SACRED_GUIDELINES[0],
  guidelineAuthentic: SACRED_GUIDELINES[1],
  guidelinePhotography: SACRED_GUIDELINES[2],
  guidelineSensitive: SACRED_GUIDELINES[3],
} as const;

export const FILTER_KEYS = {
  all: 'filterAll',
  trending: 'filterTrending',
  recent: 'filterRecent',
  photos: 'filterPhotos',
  pilgrimages: 'filterPilgrimages',
} as const;

export const GUIDELINE_KEYS = [
  'guidelineHonor',
  'guidelineAuthentic',
  'guidelinePhotography',
  'guidelineSensitive',
] as const;
