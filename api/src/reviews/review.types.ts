import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A member's review of an altar; one per member per altar." })
export class Review {
  @Field(() => Int, { description: 'The review id.' })
  id!: number;

  @Field(() => Int, { description: 'The altar reviewed.' })
  altarId!: number;

  @Field(() => Int, { description: 'The reviewer.' })
  userId!: number;

  @Field(() => String, { description: "The reviewer's display name." })
  userName!: string;

  @Field(() => Int, { description: '1 to 5 stars.' })
  rating!: number;

  @Field(() => String, { nullable: true, description: 'An optional headline.' })
  title!: string | null;

  @Field(() => String, { description: 'The review text.' })
  review!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  visitDate!: string | null;

  @Field(() => String, { nullable: true, description: 'Tips for visitors.' })
  tips!: string | null;

  @Field(() => String, { nullable: true, description: 'How easy the altar is to reach.' })
  accessibility!: string | null;

  @Field(() => String, { nullable: true, description: "When to go, in the reviewer's words." })
  bestTimeToVisit!: string | null;

  @Field(() => Date, { description: 'When it was first written.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last rewritten.' })
  updatedAt!: Date;
}

@ObjectType({ description: 'The ratings of one altar at a glance.' })
export class ReviewSummary {
  @Field(() => Float, { description: 'Average rating with 1 decimal; 0 without reviews.' })
  average!: number;

  @Field(() => Int, { description: 'How many reviews the altar has.' })
  count!: number;

  @Field(() => [Int], { description: 'Number of reviews per star, from 1 star to 5 stars.' })
  distribution!: number[];
}

@InputType({ description: 'A review; writing again for the same altar updates the earlier one.' })
export class ReviewInput {
  @Field(() => Int, { nullable: true, description: '1 to 5, default 5.' })
  rating?: number | null;

  @Field(() => String, { nullable: true, description: 'Optional, at most 200 characters.' })
  title?: string | null;

  @Field(() => String, { description: 'Required, not blank, at most 4000 characters.' })
  review!: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' })
  visitDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Tips for visitors; optional, at most 500 characters.' })
  tips?: string | null;

  @Field(() => String, { nullable: true, description: 'How easy it is to reach; optional, at most 500 characters.' })
  accessibility?: string | null;

  @Field(() => String, { nullable: true, description: 'When to go; optional, at most 500 characters.' })
  bestTimeToVisit?: string | null;
}
