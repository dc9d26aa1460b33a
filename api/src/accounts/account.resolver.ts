import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import { requireMember } from '../platform/authorization';
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
    @Arg('input', () => SignupInput, { description: 'The new member.' }) input: SignupInput,
  ): Promise<User> {
    const user = await ctx.services.accounts.signup(input);
    await ctx.session.signIn(user.id);
    return user;
  }

  @Mutation(() => User, { description: 'Signs in with email and password; too many failures answer RATE_LIMITED.' })
  async login(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => LoginInput, { description: 'The credentials.' }) input: LoginInput,
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
    @Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput,
  ): Promise<User> {
    return ctx.services.accounts.updateProfile(requireMember(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the signed-in member (see README: what is kept, what goes).' })
  async deleteAccount(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.accounts.deleteAccount(requireMember(ctx));
    await ctx.session.signOut();
    return true;
  }
}
