import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'A short timed meditation at an altar; it counts as a visit within about 150 m of the altar.',
})
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

  @Field(() => Boolean, { description: 'True when the member ended it before its duration.' })
  endedEarly!: boolean;

  @Field(() => Int, { nullable: true, description: 'Seconds the timer ran (unknown for old rituals).' })
  secondsSpent!: number | null;

  @Field(() => Boolean, { description: 'True when no known position was within about 150 m of the altar.' })
  fromAfar!: boolean;

  @Field(() => Boolean, { description: 'Whether it counted as a visit to the altar (not from afar).' })
  countedAsVisit!: boolean;
}

@InputType({
  description: 'A ritual to record: the full time, or ended early; a visit only within about 150 m of the altar.',
})
export class RitualInput {
  @Field(() => Int, { description: 'The altar; NOT_FOUND for an unknown one.' })
  altarId!: number;

  @Field(() => String, { nullable: true, description: 'An optional intention, at most 500 characters.' })
  intention?: string | null;

  @Field(() => Int, { nullable: true, description: '3, 5 or 10 minutes; default 3.' })
  duration?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Seconds the timer ran; at least the duration unless endedEarly.',
  })
  secondsSpent?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'The member ended it before its duration (default false).' })
  endedEarly?: boolean | null;

  @Field(() => Float, { nullable: true, description: "The member's latitude, if known." })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: "The member's longitude, if known." })
  longitude?: number | null;
}
