import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A sacred journal entry. Private entries are visible to their writer only.' })
export class JournalEntry {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String)
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

  @Field(() => [String])
  photos!: string[];

  @Field(() => Boolean)
  isPrivate!: boolean;

  @Field(() => Int, { nullable: true })
  altarId!: number | null;

  @Field(() => String, { nullable: true })
  altarName!: string | null;

  @Field(() => Int, { nullable: true })
  pilgrimageId!: number | null;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: 'A new journal entry; defaults: mood peaceful, weather sunny, 70 °F, private.' })
export class JournalEntryInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { description: 'Required, not blank.' })
  content!: string;

  @Field(() => String, { nullable: true })
  mood?: string | null;

  @Field(() => String, { nullable: true })
  weather?: string | null;

  @Field(() => Float, { nullable: true })
  temperature?: number | null;

  @Field(() => Boolean, { nullable: true })
  isPrivate?: boolean | null;

  @Field(() => Int, { nullable: true })
  altarId?: number | null;

  @Field(() => Int, { nullable: true })
  pilgrimageId?: number | null;
}
