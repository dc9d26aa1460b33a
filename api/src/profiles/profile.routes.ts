import { requireMember } from '../platform/authorization';
import type { RestRoute } from '../platform/rest';

/** Profile and settings REST paths (001 section 7) plus the profile summary, catalogue and favourites. */
export const profileRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/users/:id/profile',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.profile(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/altars',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.altarsOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/badges',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.badgesOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/pilgrimage-completions',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.completionsOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/users/:id/favorites',
    access: 'member',
    handle: ({ params }, ctx) => ctx.services.profiles.favoritesOf(requireMember(ctx), params.id),
  },
  {
    method: 'get',
    path: '/badges',
    access: 'member',
    handle: (_request, ctx) => ctx.services.badges.catalogue(),
  },
  {
    method: 'get',
    path: '/altars/:id/favorite',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.isFavorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'put',
    path: '/altars/:id/favorite',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.favorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'delete',
    path: '/altars/:id/favorite',
    access: 'member',
    handle: async ({ params }, ctx) => ({
      favorite: await ctx.services.profiles.unfavorite(requireMember(ctx), params.id),
    }),
  },
  {
    method: 'get',
    path: '/users/:id/settings',
    access: 'self',
    handle: (_request, ctx) => ctx.services.settings.get(requireMember(ctx)),
  },
  {
    method: 'patch',
    path: '/users/:id/settings',
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.settings.replace(requireMember(ctx), body),
  },
];
