import { settingsSchema } from '@sacred/core/settings-schema';
import { route, type RestRoute } from '../platform/rest/rest';
import { Badge } from '../rewards/badge.types';
import { MemberProfile, PilgrimageCompletion, ProfileAltar, UserSettings } from './profile.types';
import { favoriteAnswerSchema, settingsOptionsAnswerSchema } from '@sacred/core/answers';

/** Profile and settings REST paths plus the profile summary, a member's badges and favourites. */
export const profileRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/users/:id/profile',
    answer: MemberProfile,
    summary: "A member's profile summary (404 when private)",
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.profiles.profile(member, params.id),
  }),
  route({
    method: 'get',
    path: '/users/:id/altars',
    answer: [ProfileAltar],
    summary: 'The altars a member created',
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.profiles.altarsOf(member, params.id),
  }),
  route({
    method: 'get',
    path: '/users/:id/badges',
    answer: [Badge],
    summary: "A member's earned badges",
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.profiles.badgesOf(member, params.id),
  }),
  route({
    method: 'get',
    path: '/users/:id/pilgrimage-completions',
    answer: [PilgrimageCompletion],
    summary: "A member's completed pilgrimages",
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.profiles.completionsOf(member, params.id),
  }),
  route({
    method: 'get',
    path: '/users/:id/favorites',
    answer: [ProfileAltar],
    summary: "A member's favourite altars",
    access: 'member',
    handle: ({ params, member }, ctx) => ctx.services.profiles.favoritesOf(member, params.id),
  }),
  route({
    method: 'get',
    path: '/altars/:id/favorite',
    answer: favoriteAnswerSchema,
    summary: 'Whether an altar is one of your favourites',
    access: 'member',
    handle: async ({ params, member }, ctx) => ({
      favorite: await ctx.services.profiles.isFavorite(member, params.id),
    }),
  }),
  route({
    method: 'put',
    path: '/altars/:id/favorite',
    answer: favoriteAnswerSchema,
    summary: 'Add an altar to your favourites',
    access: 'member',
    handle: async ({ params, member }, ctx) => ({
      favorite: await ctx.services.profiles.favorite(member, params.id),
    }),
  }),
  route({
    method: 'delete',
    path: '/altars/:id/favorite',
    answer: favoriteAnswerSchema,
    summary: 'Remove an altar from your favourites',
    access: 'member',
    handle: async ({ params, member }, ctx) => ({
      favorite: await ctx.services.profiles.unfavorite(member, params.id),
    }),
  }),
  route({
    method: 'get',
    path: '/settings/options',
    answer: settingsOptionsAnswerSchema,
    summary: 'Which settings this server can honour (Email Digest needs SMTP), with the reason when not',
    handle: async (_request, ctx) => ctx.services.settings.options(),
  }),
  route({
    method: 'get',
    path: '/users/:id/settings',
    answer: UserSettings,
    summary: 'Your settings (the defaults until you save)',
    access: 'self',
    handle: ({ member }, ctx) => ctx.services.settings.get(member),
  }),
  route({
    method: 'patch',
    path: '/users/:id/settings',
    answer: UserSettings,
    summary: 'Replace your settings (the full object)',
    schema: { body: settingsSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.settings.replace(member, body),
  }),
];
