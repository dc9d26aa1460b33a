import { addAltarPhotosSchema, createAltarSchema, removeAltarPhotoSchema } from '@sacred/core/altars-schema';
import { altarsRestQuerySchema } from '@sacred/core/map';
import { oneOfAnswers } from '../platform/rest/answers';
import { route, type RestRoute } from '../platform/rest/rest';
import { Altar, AltarLike, AltarViewport, NearbyAltar } from './altar.types';

const altarsAnswer = oneOfAnswers(
  'Without lat, lng and bbox: the newest altars. With lat and lng: the nearest, each with distanceMeters. With bbox and zoom: the viewport.',
  [Altar],
  [NearbyAltar],
  AltarViewport,
);

export const altarRoutes: RestRoute[] = [
  /**
   * Query parameters (all optional): lat, lng, radius (meters, 1000-50000, default 5000), limit,
   * altarType, ecoFriendly, hasPhotos, recentActivity (true/false), q; or bbox=west,south,east,north
   * with zoom. Answers a list of altars (newest first), a list of altars with distanceMeters (nearest
   * first), or for a bbox `{ gridZoom, clusters: [...], altars: [...], total }`.
   */
  route({
    method: 'get',
    path: '/altars',
    answer: altarsAnswer,
    summary: 'Altars: newest, near a point (lat, lng, radius) or in a map viewport (bbox, zoom), filtered',
    schema: { query: altarsRestQuerySchema },
    handle: ({ query }, ctx) => ctx.services.altars.searchJson(query, ctx.viewer.userId),
  }),
  route({
    method: 'get',
    path: '/altars/:id',
    answer: Altar,
    summary: 'One altar with its photos and details',
    handle: ({ params }, ctx) => ctx.services.altars.get(params.id, ctx.viewer.userId),
  }),
  route({
    method: 'post',
    path: '/altars/:id/like',
    answer: AltarLike,
    summary: 'Like an altar; again changes nothing. Answers { altarId, liked, likes }',
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.altarContributions.setLike(member, params.id, true),
  }),
  route({
    method: 'delete',
    path: '/altars/:id/like',
    answer: AltarLike,
    summary: 'Stop liking an altar. Answers { altarId, liked, likes }',
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.altarContributions.setLike(member, params.id, false),
  }),
  route({
    // Photos: upload URLs from POST /api/uploads/photos, or data URLs (hence the limit:
    // three 10 MB photos in base64).
    method: 'post',
    path: '/altars',
    answer: Altar,
    summary: 'Create an altar (1-3 photos as upload URLs or data URLs)',
    schema: { body: createAltarSchema },
    access: 'confirmed',
    status: 201,
    body: { jsonLimit: '45mb' },
    handle: ({ body, member }, ctx) => ctx.services.altarContributions.createFromInput(member, body),
  }),
  route({
    // Beyond the spec: "Add to This Altar" really adds photos, up to 3 in all; the creator's only.
    method: 'post',
    path: '/altars/:id/photos',
    answer: Altar,
    summary: 'Add photos to an altar (up to 3 in all)',
    schema: { body: addAltarPhotosSchema },
    access: 'confirmed',
    body: { jsonLimit: '45mb' },
    handle: ({ params, body, member }, ctx) => ctx.services.altarContributions.addPhotos(member, params.id, body),
  }),
  route({
    method: 'delete',
    path: '/altars/:id/photos',
    answer: Altar,
    summary: 'Remove a photo from your altar (`?url=` as the altar lists it; the last one stays)',
    schema: { query: removeAltarPhotoSchema },
    access: 'member',
    handle: ({ params, query, member }, ctx) => ctx.services.altarContributions.removePhoto(member, params.id, query),
  }),
];
