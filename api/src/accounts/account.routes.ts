import * as yup from 'yup';
import {
  emailTokenSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signupSchema,
} from '@sacred/core/accounts';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../platform/errors';
import { finishLink, refuseLinkWhileSignedIn } from './link-session';
import type { PendingOidcSignIn } from './oidc';
import { answerObject, oneOfAnswers } from '../platform/rest/answers';
import { Download, Redirect, route, type RestRoute } from '../platform/rest/rest';
import { AccountLinkResult, AccountMessage, User } from './account.types';
import { messageAnswerSchema, signInProvidersAnswerSchema } from '@sacred/core/answers';

const OIDC_PENDING = 'oidc';

const signedIn = answerObject('SignedIn', 'The member, now signed in (the session cookie is set).', { user: User });

const accountExport = answerObject(
  'AccountExport',
  'Everything the member owns: `user` (with emailVerifiedAt and isModerator) and one list per kind of record, its rows as stored.',
  { exportedAt: yup.string().required(), user: User },
  yup.array(yup.object()),
);

export const accountRoutes: RestRoute[] = [
  route({
    method: 'get',
    path: '/auth/user',
    answer: User,
    summary: 'The signed-in member (401 when nobody is signed in)',
    handle: async (_request, ctx) => {
      const user = await ctx.services.accounts.findUser(ctx.viewer.userId);
      if (!user) throw new UnauthenticatedError('Not signed in');
      return user;
    },
  }),
  route({
    method: 'post',
    path: '/auth/signup',
    answer: oneOfAnswers(
      'Without email on the server: the member, signed in. With email: a message, whether or not the email was free.',
      signedIn,
      AccountMessage,
    ),
    summary:
      'Create an account. Without email on the server: 201, signed in (a taken email is 409). With email: 201 { message } whether or not the email was free, and the link sent by email finishes it',
    schema: { body: signupSchema },
    status: 201,
    handle: async ({ body }, ctx) => {
      const outcome = await ctx.services.accounts.signup(body, ctx.clientAddress);
      if ('user' in outcome) await ctx.session.signIn(outcome.user.id);
      return outcome;
    },
  }),
  route({
    method: 'post',
    path: '/auth/verify-email',
    answer: AccountLinkResult,
    summary:
      'Confirm the email with the token of the link sent by email (single use); signs in, unless another member is signed in here (then `signedIn` is false and the message names the account)',
    schema: { body: emailTokenSchema },
    handle: async ({ body }, ctx) =>
      finishLink(ctx, await ctx.services.accountSecurity.confirmEmail(body, ctx.session.id())),
  }),
  route({
    method: 'post',
    path: '/auth/sign-in-link',
    answer: AccountLinkResult,
    summary:
      'Finish signing in with the token of the link emailed when the account was under attack (single use, 15 minutes); signs in and remembers this address. 409 while a member is signed in here (the link is kept)',
    schema: { body: emailTokenSchema },
    handle: async ({ body }, ctx) => {
      refuseLinkWhileSignedIn(ctx);
      return finishLink(ctx, await ctx.services.accounts.signInWithLink(body, ctx.clientAddress));
    },
  }),
  route({
    method: 'post',
    path: '/auth/verify-email/resend',
    answer: AccountMessage,
    summary: 'Send the signed-in member a new confirmation link (3 an hour)',
    access: 'member',
    handle: ({ member }, ctx) => ctx.services.accountSecurity.resendConfirmation(member),
  }),
  route({
    method: 'post',
    path: '/auth/password-reset',
    answer: AccountMessage,
    summary: 'Ask for a password reset link by email; the same answer whether or not the email has an account',
    schema: { body: passwordResetRequestSchema },
    status: 202,
    handle: ({ body }, ctx) => ctx.services.accountSecurity.requestPasswordReset(body),
  }),
  route({
    method: 'post',
    path: '/auth/reset-password',
    answer: AccountLinkResult,
    summary:
      "Choose a new password with the token of a reset link (single use, one hour); ends every session of the link's member, then signs in, unless another member is signed in here",
    schema: { body: passwordResetSchema },
    handle: async ({ body }, ctx) => finishLink(ctx, await ctx.services.accountSecurity.resetPassword(body)),
  }),
  route({
    method: 'post',
    path: '/auth/password',
    answer: AccountMessage,
    summary: 'Change your password (needs the current one; counted like sign-ins); your other sessions end',
    schema: { body: passwordChangeSchema },
    access: 'member',
    handle: ({ body, member }, ctx) =>
      ctx.services.accountSecurity.changePassword(member, body, ctx.clientAddress, ctx.session.id()),
  }),
  route({
    method: 'post',
    path: '/auth/sessions/sign-out-others',
    answer: AccountMessage,
    summary: 'Sign out every other session of yours (their open connections close too)',
    access: 'member',
    handle: ({ member }, ctx) => ctx.services.accountSecurity.signOutOtherSessions(member, ctx.session.id()),
  }),
  route({
    method: 'post',
    path: '/auth/login',
    answer: signedIn,
    summary: 'Sign in with email and password (sets the session cookie; rate limited)',
    schema: { body: loginSchema },
    handle: async ({ body }, ctx) => {
      const user = await ctx.services.accounts.login(body, ctx.clientAddress);
      await ctx.session.signIn(user.id);
      return { user };
    },
  }),
  route({
    method: 'post',
    path: '/auth/logout',
    answer: messageAnswerSchema,
    summary: 'Sign out (ends the session)',
    handle: async (_request, ctx) => {
      await ctx.session.signOut();
      return { message: 'Signed out' };
    },
  }),
  route({
    method: 'get',
    path: '/auth/providers',
    answer: signInProvidersAnswerSchema,
    summary: 'How members can sign in here: OpenID Connect ("Continue with Google") only when an issuer is configured',
    handle: async (_request, ctx) => ({ openIdConnect: ctx.services.oidc !== undefined }),
  }),
  route({
    // Browser navigation ("Explore as Guest", "Continue with Google/Email"): an OpenID Connect sign-in
    // when an issuer is configured, otherwise guest mode (docs/product.md "Accounts and sessions").
    method: 'get',
    path: '/login',
    summary: 'Browser navigation: OpenID Connect sign-in, or guest mode without an issuer (303)',
    handle: async ({ url }, ctx) => {
      if (!ctx.services.oidc) return new Redirect('/guest');
      const { url: authorizationUrl, pending } = await ctx.services.oidc.start(new URL('/api/callback', url).href);
      await ctx.session.stash(OIDC_PENDING, pending);
      return new Redirect(authorizationUrl.href);
    },
  }),
  route({
    method: 'get',
    path: '/callback',
    summary: 'Browser navigation: where the OpenID Connect provider returns (303)',
    handle: async ({ url }, ctx) => {
      if (!ctx.services.oidc) return new Redirect('/guest');
      const pending = ctx.session.take(OIDC_PENDING) as PendingOidcSignIn | undefined;
      try {
        const identity = await ctx.services.oidc.finish(url, pending);
        const user = await ctx.services.accounts.signInWithIdentity(identity);
        await ctx.session.signIn(user.id);
        return new Redirect('/');
      } catch (error) {
        if (error instanceof UnauthenticatedError) return new Redirect('/login?error=provider');
        // The account with this email has not confirmed it: no sign-in by the provider's word alone.
        if (error instanceof ForbiddenError) return new Redirect('/login?error=unconfirmed');
        if (error instanceof ValidationError) return new Redirect('/login?error=reserved');
        throw error;
      }
    },
  }),
  route({
    method: 'get',
    path: '/logout',
    summary:
      'Browser navigation: sign out and go to the sign-in page (303). Signs out only on a same-site top-level navigation (Sec-Fetch-*); POST /api/auth/logout is the sign-out for everything else',
    handle: async ({ isSameSiteNavigation }, ctx) => {
      if (isSameSiteNavigation) await ctx.session.signOut();
      return new Redirect('/login');
    },
  }),
  route({
    method: 'patch',
    path: '/users/:id',
    answer: User,
    summary: 'Update your profile (name, bio, profile image)',
    schema: { body: profileUpdateSchema },
    access: 'self',
    handle: ({ body, member }, ctx) => ctx.services.accounts.updateProfile(member, body),
  }),
  route({
    method: 'get',
    path: '/users/:id/export',
    answer: accountExport,
    summary: 'Download everything you own as dated JSON',
    access: 'self',
    handle: async ({ member }, ctx) => {
      const data = await ctx.services.accountData.exportData(member);
      return new Download(`sacred-spaces-export-${data.exportedAt.slice(0, 10)}.json`, data);
    },
  }),
  route({
    method: 'delete',
    path: '/users/:id',
    answer: messageAnswerSchema,
    summary: 'Delete your account and everything personal',
    access: 'self',
    handle: async ({ member }, ctx) => {
      await ctx.services.accountData.deleteAccount(member);
      await ctx.session.signOut();
      return { message: 'Account Deleted' };
    },
  }),
];
