import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A short timed meditation at an altar; each one counts as a visit.' })
export class Ritual {
  @Field(() => Int, { description: 'The ritual id.' })
  id!: number;

  @Field(() => Int, { description: 'The member who performed it.' })
  userId!: number;

  @Field(() => Int, { nullable: true, description: 'The altar it was performed at.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: 'The intention the member set, if any.' })
  intention!: string | null;

  @Field(() => Int, { description: 'Minutes: 3, 5 or 10.' })
  duration!: number;

  @Field(() => Date, { description: 'When it was completed.' })
  completedAt!: Date;
}

@InputType({ description: 'A completed ritual to record (it counts as a visit to the altar).' })
export class RitualInput {
  @Field(() => Int, { description: 'The altar; NOT_FOUND for an unknown one.' })
  altarId!: number;

  @Field(() => String, { nullable: true, description: 'An optional intention, at most 500 characters.' })
  intention?: string | null;

  @Field(() => Int, { nullable: true, description: '3, 5 or 10 minutes; default 3.' })
  duration?: number | null;
}
