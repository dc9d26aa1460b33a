import { removedAnswerSchema } from '@sacred/core/answers';
import { altarSkyQuerySchema, firstLightReminderSchema } from '@sacred/core/sky';
import { route, type RestRoute } from '../platform/rest/rest';
import { AltarSky, FirstLightReminder } from './sky.types';

export const skyRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/altars/:id/sky',
    answer: AltarSky,
    summary: 'The sky at an altar on a solar date (default today): sun, golden hours, moon, seasons, first light',
    schema: { query: altarSkyQuerySchema },
    handle: ({ params, query }, ctx) => ctx.services.sky.altarSky(params.id, query, ctx.viewer.userId),
  }),
  route({
    method: 'put',
    path: '/altars/:id/first-light-reminder',
    answer: FirstLightReminder,
    access: 'member',
    summary: 'A web push N minutes before the next first light at an altar (replaces your earlier one)',
    schema: { body: firstLightReminderSchema },
    handle: ({ params, body, member }, ctx) => ctx.services.sky.setFirstLightReminder(member, params.id, body),
  }),
  route({
    method: 'delete',
    path: '/altars/:id/first-light-reminder',
    answer: removedAnswerSchema,
    access: 'member',
    summary: 'Remove your first-light reminder at an altar',
    handle: async ({ params, member }, ctx) => ({
      removed: await ctx.services.sky.cancelFirstLightReminder(member, params.id),
    }),
  }),
];
