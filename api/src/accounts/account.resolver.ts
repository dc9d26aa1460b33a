import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import {
  emailTokenSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signupSchema,
  type EmailTokenInput as EmailToken,
  type LoginInput as Credentials,
  type PasswordChangeInput as PasswordChange,
  type PasswordResetInput as PasswordReset,
  type PasswordResetRequestInput as PasswordResetRequest,
  type ProfileUpdateInput,
  type SignupInput as NewMember,
} from '@sacred/core/accounts';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { finishLink, refuseLinkWhileSignedIn } from './link-session';
import {
  AccountLinkResult,
  AccountMessage,
  EmailTokenInput,
  LoginInput,
  PasswordChangeInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  ProfileInput,
  SignupInput,
  User,
} from './account.types';

@Resolver(() => User)
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null for a guest.' })
  async me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return (await ctx.services.accounts.findUser(ctx.viewer.userId)) ?? null;
  }

  @Mutation(() => User, {
    nullable: true,
    description:
      'Creates a member. Without email on the server: the member, signed in (a taken email is CONFLICT). With email: null whether or not the email was free; the link sent by email finishes it (docs/api.md "Authentication").',
  })
  async signup(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => SignupInput, signupSchema, { description: 'The new member.' }) input: NewMember,
  ): Promise<User | null> {
    const outcome = await ctx.services.accounts.signup(input, ctx.clientAddress);
    if (!('user' in outcome)) return null;
    await ctx.session.signIn(outcome.user.id);
    return outcome.user;
  }

  @Mutation(() => AccountLinkResult, {
    description:
      'Confirms the email with the token of the emailed link; signs in, unless another member is signed in here (`signedIn` false).',
  })
  async confirmEmail(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => EmailTokenInput, emailTokenSchema, { description: 'The link.' }) input: EmailToken,
  ): Promise<AccountLinkResult> {
    return finishLink(ctx, await ctx.services.accountSecurity.confirmEmail(input, ctx.session.id()));
  }

  @Mutation(() => AccountLinkResult, {
    description:
      'Finishes signing in with the token of the link emailed when the account was under attack; signs in and remembers this address.',
  })
  async signInWithLink(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => EmailTokenInput, emailTokenSchema, { description: 'The link.' }) input: EmailToken,
  ): Promise<AccountLinkResult> {
    refuseLinkWhileSignedIn(ctx);
    return finishLink(ctx, await ctx.services.accounts.signInWithLink(input, ctx.clientAddress));
  }

  @Authorized()
  @Mutation(() => AccountMessage, { description: 'Sends a new confirmation link (3 an hour).' })
  resendEmailConfirmation(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<AccountMessage> {
    return ctx.services.accountSecurity.resendConfirmation(member);
  }

  @Mutation(() => AccountMessage, {
    description: 'Asks for a password reset link; the same answer whether or not the email has an account.',
  })
  requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => PasswordResetRequestInput, passwordResetRequestSchema, { description: 'The email.' })
    input: PasswordResetRequest,
  ): Promise<AccountMessage> {
    return ctx.services.accountSecurity.requestPasswordReset(input);
  }

  @Mutation(() => AccountLinkResult, {
    description: 'A new password through a reset link: ends every session of the member, then signs in here.',
  })
  async resetPassword(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => PasswordResetInput, passwordResetSchema, { description: 'The link and the password.' })
    input: PasswordReset,
  ): Promise<AccountLinkResult> {
    return finishLink(ctx, await ctx.services.accountSecurity.resetPassword(input));
  }

  @Authorized()
  @Mutation(() => AccountMessage, { description: 'Changes the password (needs the current one); other sessions end.' })
  changePassword(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => PasswordChangeInput, passwordChangeSchema, { description: 'Current and new password.' })
    input: PasswordChange,
  ): Promise<AccountMessage> {
    return ctx.services.accountSecurity.changePassword(member, input, ctx.clientAddress, ctx.session.id());
  }

  @Authorized()
  @Mutation(() => AccountMessage, { description: 'Signs out every other session of the member.' })
  signOutOtherSessions(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<AccountMessage> {
    return ctx.services.accountSecurity.signOutOtherSessions(member, ctx.session.id());
  }

  @Mutation(() => User, { description: 'Signs in with email and password; too many failures answer RATE_LIMITED.' })
  async login(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => LoginInput, loginSchema, { description: 'The credentials.' }) input: Credentials,
  ): Promise<User> {
    const user = await ctx.services.accounts.login(input, ctx.clientAddress);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session; true even for a guest.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.session.signOut();
    return true;
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in member's profile." })
  updateProfile(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => ProfileInput, profileUpdateSchema, { description: 'The fields to change.' })
    input: ProfileUpdateInput,
  ): Promise<User> {
    return ctx.services.accounts.updateProfile(member, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Deletes the signed-in member (docs/product.md "Accounts and sessions": what is kept, what goes).',
  })
  async deleteAccount(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<boolean> {
    await ctx.services.accountData.deleteAccount(member);
    await ctx.session.signOut();
    return true;
  }
}
