import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A sacred journal entry. Private entries are visible to their writer only.' })
export class JournalEntry {
  @Field(() => Int, { description: 'The entry id.' })
  id!: number;

  @Field(() => Int, { description: 'The member who wrote it.' })
  userId!: number;

  @Field(() => String, { nullable: true, description: 'An optional title, at most 200 characters.' })
  title!: string | null;

  @Field(() => String, { description: 'The text, 1 to 10000 characters.' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'peaceful, joyful, reflective, grateful, contemplative or sad (shown as Melancholic).',
  })
  mood!: string | null;

  @Field(() => String, { nullable: true, description: 'sunny, cloudy, rainy, stormy or foggy.' })
  weather!: string | null;

  @Field(() => Float, { nullable: true, description: 'Degrees Fahrenheit.' })
  temperature!: number | null;

  @Field(() => String, { nullable: true, description: 'The moon phase when the entry was saved.' })
  moonPhase!: string | null;

  @Field(() => [String], { description: 'Photo URLs attached to the entry (possibly none).' })
  photos!: string[];

  @Field(() => Boolean, { description: 'True: only the writer sees it.' })
  isPrivate!: boolean;

  @Field(() => Int, { nullable: true, description: 'The altar it was written at, if any.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: "That altar's name." })
  altarName!: string | null;

  @Field(() => Int, { nullable: true, description: 'The pilgrimage it belongs to, if any.' })
  pilgrimageId!: number | null;

  @Field(() => Float, { nullable: true, description: 'Where it was written, when recorded.' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Where it was written, when recorded.' })
  longitude!: number | null;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;
}

@InputType({
  description: 'A new journal entry; private unless said otherwise. Mood, weather and temperature: only when given.',
})
export class JournalEntryInput {
  @Field(() => String, { nullable: true, description: 'Optional, at most 200 characters.' })
  title?: string | null;

  @Field(() => String, { description: 'Required, not blank.' })
  content!: string;

  @Field(() => String, {
    nullable: true,
    description: 'peaceful, joyful, reflective, grateful, contemplative or sad; none when not given.',
  })
  mood?: string | null;

  @Field(() => String, { nullable: true, description: 'sunny, cloudy, rainy, stormy or foggy; none when not given.' })
  weather?: string | null;

  @Field(() => Float, { nullable: true, description: 'Degrees Fahrenheit, -80 to 140; none when not given.' })
  temperature?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true: only you see it.' })
  isPrivate?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The altar it is written at, if any.' })
  altarId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The pilgrimage it belongs to.' })
  pilgrimageId?: number | null;
}
