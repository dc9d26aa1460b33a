import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A member's review of an altar; one per member per altar." })
export class Review {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  altarId!: number;

  @Field(() => Int)
  userId!: number;

  @Field(() => String, { description: "The reviewer's display name." })
  userName!: string;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String)
  review!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  visitDate!: string | null;

  @Field(() => String, { nullable: true })
  tips!: string | null;

  @Field(() => String, { nullable: true })
  accessibility!: string | null;

  @Field(() => String, { nullable: true })
  bestTimeToVisit!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType({ description: 'The ratings of one altar at a glance.' })
export class ReviewSummary {
  @Field(() => Float, { description: 'Average rating with 1 decimal; 0 without reviews.' })
  average!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [Int], { description: 'Number of reviews per star, from 1 star to 5 stars.' })
  distribution!: number[];
}

@InputType({ description: 'A review; writing again for the same altar updates the earlier one.' })
export class ReviewInput {
  @Field(() => Int, { nullable: true, description: '1 to 5, default 5.' })
  rating?: number | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { description: 'Required, not blank.' })
  review!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  visitDate?: string | null;

  @Field(() => String, { nullable: true })
  tips?: string | null;

  @Field(() => String, { nullable: true })
  accessibility?: string | null;

  @Field(() => String, { nullable: true })
  bestTimeToVisit?: string | null;
}
