import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../platform/context';
import {
  journalEntrySchema,
  journalFilterSchema,
  type JournalEntryInput as NewJournalEntry,
} from '@sacred/core/journal';
import { CurrentMember, ValidArg } from '../platform/graphql/graphql-arguments';
import { validateInput } from '../platform/rest/validation';
import { JournalEntry, JournalEntryInput } from './journal.types';

@Resolver(() => JournalEntry)
export class JournalResolver {
  @Authorized()
  @Query(() => [JournalEntry], {
    description: "A member's journal, newest first: all entries for the writer, only public ones for others.",
  })
  async journalEntries(
    @Ctx() ctx: RequestContext,
    @CurrentMember() viewer: number,
    @Arg('userId', () => Int, { nullable: true, description: 'Default: the signed-in member.' }) userId?: number | null,
    @Arg('altarId', () => Int, { nullable: true, description: 'Only entries written at this altar.' })
    altarId?: number | null,
    @Arg('pilgrimageId', () => Int, { nullable: true, description: 'Only entries of this pilgrimage.' })
    pilgrimageId?: number | null,
  ): Promise<JournalEntry[]> {
    const filter = await validateInput(journalFilterSchema, { altarId, pilgrimageId });
    return ctx.services.journal.list(viewer, userId ?? viewer, filter);
  }

  @Authorized()
  @Mutation(() => JournalEntry, { description: 'Adds an entry to the signed-in member’s journal.' })
  addJournalEntry(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @ValidArg('input', () => JournalEntryInput, journalEntrySchema, { description: 'The entry.' })
    input: NewJournalEntry,
  ): Promise<JournalEntry> {
    return ctx.services.journal.create(member, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes one of the signed-in member’s entries.' })
  async deleteJournalEntry(
    @Ctx() ctx: RequestContext,
    @CurrentMember() member: number,
    @Arg('id', () => Int, { description: 'The entry id.' }) id: number,
  ): Promise<boolean> {
    await ctx.services.journal.delete(member, id);
    return true;
  }
}
