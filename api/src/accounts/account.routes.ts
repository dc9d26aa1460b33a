import { requireMember } from '../platform/authorization';
import { UnauthenticatedError } from '../platform/errors';
import { Download, Redirect, type RestRoute } from '../platform/rest';

export const accountRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/auth/user',
    handle: async (_request, ctx) => {
      const user = await ctx.services.accounts.findUser(ctx.viewer.userId);
      if (!user) throw new UnauthenticatedError('Not signed in');
      return user;
    },
  },
  {
    method: 'post',
    path: '/auth/signup',
    status: 201,
    handle: async ({ body }, ctx) => {
      const user = await ctx.services.accounts.signup(body);
      await ctx.session.signIn(user.id);
      return { user };
    },
  },
  {
    method: 'post',
    path: '/auth/login',
    handle: async ({ body }, ctx) => {
      const user = await ctx.services.accounts.login(body, ctx.clientAddress);
      await ctx.session.signIn(user.id);
      return { user };
    },
  },
  {
    method: 'post',
    path: '/auth/logout',
    handle: async (_request, ctx) => {
      await ctx.session.signOut();
      return { message: 'Signed out' };
    },
  },
  {
    // Browser navigation ("Explore as Guest", "Continue with Google/Email"): see the README.
    method: 'get',
    path: '/login',
    handle: async () => new Redirect('/guest'),
  },
  {
    method: 'get',
    path: '/logout',
    handle: async (_request, ctx) => {
      await ctx.session.signOut();
      return new Redirect('/login');
    },
  },
  {
    method: 'patch',
    path: '/users/:id',
    access: 'self',
    handle: ({ body }, ctx) => ctx.services.accounts.updateProfile(requireMember(ctx), body),
  },
  {
    method: 'get',
    path: '/users/:id/export',
    access: 'self',
    handle: async (_request, ctx) => {
      const data = await ctx.services.accounts.exportData(requireMember(ctx));
      return new Download(`sacred-spaces-export-${data.exportedAt.slice(0, 10)}.json`, data);
    },
  },
  {
    method: 'delete',
    path: '/users/:id',
    access: 'self',
    handle: async (_request, ctx) => {
      await ctx.services.accounts.deleteAccount(requireMember(ctx));
      await ctx.session.signOut();
      return { message: 'Account Deleted' };
    },
  },
];

