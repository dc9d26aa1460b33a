import { settingsSchema } from '@sacred/core/settings';
import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

/** Profile and settings REST paths (001 section 7) plus the profile summary, catalogue and favourites. */
export const profileRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/profile',
    summary: "A member's profile summary (404 when private)",
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.profile(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/altars',
    summary: 'The altars a member created',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.altarsOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/badges',
    summary: "A member's earned badges",
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.badgesOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/pilgrimage-completions',
    summary: "A member's completed pilgrimages",
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.completionsOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/favorites',
    summary: "A member's favourite altars",
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.favoritesOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/badges',
    summary: 'The badge catalogue',
    access: 'member',
    handle: (_request, ctx) => ctx.services.badges.catalogue(),
  },
  {
    method: 'get',
    path: '/altars/:id/favorite',
    summary: 'Whether an altar is one of your favourites',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.isFavorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'put',
    path: '/altars/:id/favorite',
    summary: 'Add an altar to your favourites',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.favorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'delete',
    path: '/altars/:id/favorite',
    summary: 'Remove an altar from your favourites',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.unfavorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'get',
    path: '/users/:id/settings',
    summary: 'Your settings (the defaults until you save)',
    access: 'self',
    handle: (_request, ctx) => ctx.services.settings.get(requireMember(ctx)),
  },
  {
    method: 'patch',
    path: '/users/:id/settings',
    summary: 'Replace your settings (the full object)',
    schema: { body: settingsSchema },
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.settings.replace(requireMember(ctx), body),
  },
];
