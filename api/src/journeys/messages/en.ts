/** The pushes of a journey to its fellow pilgrims (journey.service.ts, live-feed.service.ts). */
export default {
  reachedTitle: 'Reached {altar}',
  sharedUpdateTitle: '{name} shared an update',
} as const;
