import { COMMUNITY_CORE_TEXTS } from '../knownTexts';

/** The community feed: posts, comments, likes, the share dialog and the sidebar, in the spec's words. */
export default {
  ...COMMUNITY_CORE_TEXTS,
  title: 'Sacred Community',
  back: 'Back',
  lead: 'Moments, reflections and journeys from fellow keepers of sacred spaces.',
  filterPosts: 'Filter posts',
  posts: 'Posts',
  loadFailed: 'Could not load the community',
  errorTitle: 'Error',

  // When a post or comment was written (the full date and time in the tooltip)
  justNow: 'Just now',
  minutesAgo: '{count}m ago',
  hoursAgo: '{count}h ago',
  daysAgo: '{count, plural, other {#d ago}}',

  // Share dialog
  shareOpen: 'Share Your Journey',
  sharePlaceholder: 'Share a moment from a sacred space... add #tags to help others find it',
  share: 'Share',
  sharing: 'Sharing...',
  cancel: 'Cancel',
  shareLead: 'What did the land teach you today?',
  yourPost: 'Your post',

  // Post card
  comments: 'Comments',
  loadingComments: 'Loading comments...',
  commentsFailed: 'Could not load the comments',
  noComments: 'No comments yet.',
  addComment: 'Add a comment',
  commentPlaceholder: 'Add a comment...',
  posting: 'Posting...',
  post: 'Post',
  pasteToShare: 'Paste it anywhere to share.',
  shareFailedPost: 'Could not share this post.',
  postBy: 'Post by {name}',
  guide: 'Guide',
  hiddenNote: 'Only you can see this post while a moderator reviews reports about it.',
  photoAlt: 'Photo {position} of {count} shared by {name}',
  tags: 'Tags',
  likeHidden: 'Like,',
  likesHidden: '{count, plural, one {like} other {likes}}',
  commentsHidden: 'Comments,',
  reportPost: 'Report post',
  reportTitle: 'Report this post',
  reportBody: 'Tell us what is wrong. Posts with several reports are hidden until a moderator reviews them.',

  // Sidebar
  activeUsers: 'Active Users',
  sacredSpaces: 'Sacred Spaces',
  sharedMoments: 'Shared Moments',
  communityStats: 'Community stats',
  trendingTopics: 'Trending Topics',
  noTopics: 'Add #tags to your posts to start a topic.',
  topicPosts: '{count, plural, one {# post} other {# posts}}',
  recentAchievements: 'Recent Achievements',
  noAchievements: 'No badges earned yet. Yours could be the first.',
  earned: '<member>{name}</member> earned <tag>{badge}</tag>',
  sacredGuidelines: 'Sacred Guidelines',
};
