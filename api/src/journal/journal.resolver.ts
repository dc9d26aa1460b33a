import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireMember } from '../platform/authorization';
import type { RequestContext } from '../platform/context';
import { JournalEntry, JournalEntryInput } from './journal.types';

@Resolver(() => JournalEntry)
export class JournalResolver {
  @Authorized()
  @Query(() => [JournalEntry], {
    description: "A member's journal, newest first: all entries for the writer, only public ones for others.",
  })
  journalEntries(
    @Ctx() ctx: RequestContext,
    @Arg('userId', () => Int, { nullable: true, description: 'Default: the signed-in member.' }) userId?: number | null,
    @Arg('altarId', () => Int, { nullable: true, description: 'Only entries written at this altar.' })
    altarId?: number | null,
    @Arg('pilgrimageId', () => Int, { nullable: true, description: 'Only entries of this pilgrimage.' })
    pilgrimageId?: number | null,
  ): Promise<JournalEntry[]> {
    const viewer = requireMember(ctx);
    return ctx.services.journal.list(viewer, userId ?? viewer, { altarId, pilgrimageId });
  }

  @Authorized()
  @Mutation(() => JournalEntry, { description: 'Adds an entry to the signed-in member’s journal.' })
  addJournalEntry(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => JournalEntryInput, { description: 'The entry.' }) input: JournalEntryInput,
  ): Promise<JournalEntry> {
    return ctx.services.journal.create(requireMember(ctx), input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes one of the signed-in member’s entries.' })
  async deleteJournalEntry(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The entry id.' }) id: number,
  ): Promise<boolean> {
    await ctx.services.journal.delete(requireMember(ctx), id);
    return true;
  }
}
