/**
 * The replay of a journey: the walker's track (and those of accepted companions who share their location)
 * with its times, the sites as the viewer may see them and when each was reached. The walker and the
 * companions of that journey may open it; anyone else is told it does not exist.
 */

/** A track in a replay has at most this many points (evenly thinned on the server, times kept). */
export const REPLAY_TRACK_MAX_POINTS = 5000;

/** The replay's playback speeds: how many seconds of the walk pass in one second of the replay. */
export const REPLAY_SPEEDS = [60, 300, 900, 3600] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
export const DEFAULT_REPLAY_SPEED: ReplaySpeed = 300;

export const REPLAY_TEXTS = {
  title: 'Replay the walk',
  /** The map's name for screen readers, before the pilgrimage's name; the words below it say what it shows. */
  mapLabel: 'Map of the replay of',
  play: 'Play',
  pause: 'Pause',
  scrubber: 'Time in the walk',
  speed: 'Speed',
  speedLabel: (speed: number) => `${speed / 60} min per second`,
  loading: 'Loading the replay...',
  failed: 'Could not load the replay',
  noTrack: 'No track was kept for this journey, so there is nothing to replay.',
  summaryHeading: 'The walk in words',
  sitesReached: 'Sites reached',
  noSitesReached: 'No site was reached.',
  notReached: 'not reached',
  you: 'You',
  companion: 'Companion',
} as const;
