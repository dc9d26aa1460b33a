/**
 * The operations the explorer opens with, one tab each. The point is the Sedona demo region; the
 * journey id is a placeholder to replace with one of yours (`activePilgrimages`).
 */
export interface ExampleTab {
  query: string;
  variables?: string;
}

const json = (value: object) => JSON.stringify(value, null, 2);

/** A 16 x 16 green PNG: the smallest photo the create-altar rules accept (1 to 3 photos). */
const SAMPLE_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWPQqzUiCTGMaqgdDSW94Zo0AHre3QFyXz3sAAAAAElFTkSuQmCC';

export const ALTARS_NEAR: ExampleTab = {
  query: `# Sacred spaces within a radius of a point, nearest
# first; guests may run it. Press the run button (or
# Ctrl-Enter); the Docs pane describes every field.
query AltarsNear($latitude: Float!, $longitude: Float!, $radius: Float) {
  altarsNear(latitude: $latitude, longitude: $longitude, radius: $radius, limit: 10) {
    id
    name
    altarType
    distanceMeters
    latitude
    longitude
  }
}
`,
  variables: json({ latitude: 34.8697, longitude: -111.761, radius: 10000 }),
};

export const CREATE_ALTAR: ExampleTab = {
  query: `# Creates an altar. Members only: sign in to the app
# first (this page shares its session), or run the
# \`login\` mutation here. Photos are 1 to 3 upload URLs
# (/media/uploads/...) or data URLs.
mutation CreateAltar($input: CreateAltarInput!) {
  createAltar(input: $input) {
    id
    name
    altarType
    createdAt
    photos
  }
}
`,
  variables: json({
    input: {
      name: 'Juniper Listening Circle',
      altarType: 'Stone Circle',
      description: 'Red stones in a ring under an old juniper.',
      latitude: 34.8712,
      longitude: -111.7604,
      photos: [SAMPLE_PHOTO],
      tags: ['juniper', 'stones'],
    },
  }),
};

export const FOLLOW_JOURNEY: ExampleTab = {
  query: `# Follows a journey live over graphql-ws: each fellow
# pilgrim's position and progress as they move.
# Participants only: sign in, begin a pilgrimage
# (\`startPilgrimage\`) and put its id below; every
# \`updateJourneyLocation\` of a companion then arrives
# here until you stop the subscription.
subscription FollowJourney($pilgrimageId: Int!) {
  companionMoved(pilgrimageId: $pilgrimageId) {
    userId
    name
    latitude
    longitude
    heading
    currentAltarIndex
    distanceTraveled
    lastActiveAt
  }
}
`,
  variables: json({ pilgrimageId: 1 }),
};

export const ALTAR_CREATED: ExampleTab = {
  query: `# Every altar as it is created, for anyone (guests
# too): run this, then create an altar in the app or in
# another browser tab.
subscription AltarCreated {
  altarCreated {
    id
    name
    altarType
    latitude
    longitude
    createdAt
  }
}
`,
};

export const EXAMPLE_TABS: readonly ExampleTab[] = [ALTARS_NEAR, CREATE_ALTAR, FOLLOW_JOURNEY, ALTAR_CREATED];
