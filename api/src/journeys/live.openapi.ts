/**
 * The answers of the live-journey reads in the OpenAPI document, with the read shapes clients already
 * rely on beside our own fields: companions carry `id` and `firstName`, nearby pilgrims (participants)
 * `firstName`, `lastName` and `distance`, live updates `user { firstName, lastName }` and `altar { name }`,
 * chat messages `sender`. Kept in step with live.types.ts (the GraphQL types of the same objects).
 */
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const nullableNumber = { type: ['number', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const object = (properties: Record<string, unknown>, nullable = false) => ({
  type: nullable ? ['object', 'null'] : 'object',
  required: Object.keys(properties),
  properties,
});

export const companionResponse = object({
  id: { ...integer, description: 'The member (the same as userId).' },
  userId: integer,
  firstName: text,
  lastName: text,
  name: { ...text, description: 'First and last name.' },
  profileImageUrl: nullableText,
  activePilgrimageId: { type: ['integer', 'null'] },
  currentAltarIndex: integer,
  distanceTraveled: { type: 'number', description: 'km walked on this pilgrimage' },
  distance: { type: 'number', description: 'km walked on this pilgrimage (the spec’s nearby-pilgrim distance)' },
  latitude: { ...nullableNumber, description: 'null unless the member shares their location with you' },
  longitude: nullableNumber,
  heading: nullableNumber,
  positionPrecision: { ...nullableText, description: 'exact, or coarse (a ~1 km cell); null without a position' },
  companionship: { ...text, description: 'how the walker relates to you (see Live journeys in the README)' },
  joinedAt: { type: ['string', 'null'], format: 'date-time' },
  lastActiveAt: { type: ['string', 'null'], format: 'date-time' },
});

export const companionsResponse = { type: 'array', items: companionResponse };

export const liveUpdateResponse = object({
  id: integer,
  activePilgrimageId: integer,
  pilgrimageId: integer,
  userId: integer,
  userName: text,
  userImage: nullableText,
  user: object({ firstName: text, lastName: text }),
  altarId: { type: ['integer', 'null'] },
  altarName: nullableText,
  altar: object({ name: text }, true),
  updateType: { type: 'string', enum: ['checkpoint', 'photo', 'reflection', 'milestone'] },
  content: nullableText,
  photoUrl: nullableText,
  latitude: nullableNumber,
  longitude: nullableNumber,
  likesCount: integer,
  likedByViewer: { type: 'boolean' },
  createdAt: dateTime,
});

export const liveUpdatesResponse = { type: 'array', items: liveUpdateResponse };

export const messageResponse = object({
  id: integer,
  pilgrimageId: integer,
  senderId: integer,
  senderName: text,
  senderImage: nullableText,
  sender: object({ id: integer, firstName: text, lastName: text, profileImageUrl: nullableText }),
  message: text,
  messageType: { type: 'string', enum: ['text', 'location', 'photo', 'audio'] },
  attachmentUrl: nullableText,
  latitude: nullableNumber,
  longitude: nullableNumber,
  createdAt: dateTime,
});

export const messagesResponse = { type: 'array', items: messageResponse };
