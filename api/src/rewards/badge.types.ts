import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A badge of the catalogue, and whether (and when) the member earned it.' })
export class Badge {
  @Field(() => Int, { description: 'The badge id.' })
  id!: number;

  @Field(() => String, { description: 'The badge name, unique in the catalogue.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'What the badge honours, in a sentence.' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'An icon name such as leaf or footprints.' })
  icon!: string | null;

  @Field(() => String, { nullable: true, description: 'Its colour as #rrggbb.' })
  color!: string | null;

  @Field(() => [String], { description: 'What earns it; every requirement must be met.' })
  requirements!: string[];

  @Field(() => Int, { nullable: true, description: 'XP reward; none for the guide badge.' })
  rewardXp!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the member earned it; null in the catalogue.' })
  earnedAt!: Date | null;
}
