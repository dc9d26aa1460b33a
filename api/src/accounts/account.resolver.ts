import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import {
  loginSchema,
  profileUpdateSchema,
  signupSchema,
  type LoginInput as Credentials,
  type ProfileUpdateInput,
  type SignupInput as NewMember,
} from '@sacred/core/accounts';
import { CurrentMember, ValidArg } from '../platform/graphql-arguments';
import { LoginInput, ProfileInput, SignupInput, User } from './account.types';

@Resolver(() => User)
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in member, or null for a guest.' })
  async me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return (await ctx.services.accounts.findUser(ctx.viewer.userId)) ?? null;
  }

  @Mutation(() => User, { description: 'Creates a member and signs them in.' })
  async signup(
    @Ctx() ctx: RequestContext,
    @ValidArg('input', () => SignupInput, signupSchema, { description: 'The new member.' }) input: NewMember,
  ): Promise<User> {
    const user = await ctx.services.accounts.signup(input);
    await ctx.session.signIn(user.id);
    return user;
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
  @Mutation(() => Boolean, { description: 'Deletes the signed-in member (see README: what is kept, what goes).' })
  async deleteAccount(@Ctx() ctx: RequestContext, @CurrentMember() member: number): Promise<boolean> {
    await ctx.services.accounts.deleteAccount(member);
    await ctx.session.signOut();
    return true;
  }
}
