import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A short timed meditation at an altar; each one counts as a visit.' })
export class Ritual {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int, { nullable: true })
  altarId!: number | null;

  @Field(() => String, { nullable: true })
  intention!: string | null;

  @Field(() => Int, { description: 'Minutes: 3, 5 or 10.' })
  duration!: number;

  @Field(() => Date)
  completedAt!: Date;
}

@InputType()
export class RitualInput {
  @Field(() => Int)
  altarId!: number;

  @Field(() => String, { nullable: true })
  intention?: string | null;

  @Field(() => Int, { nullable: true, description: '3, 5 or 10 minutes; default 3.' })
  duration?: number | null;
}
