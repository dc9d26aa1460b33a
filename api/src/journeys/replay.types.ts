import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'A point of a replayed track, with the time it was recorded.' })
export class ReplayPoint {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;

  @Field(() => Date, { description: 'When it was recorded.' })
  at!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: "A walker in a replay: the journey's walker, or an accepted companion who shares their location.",
})
export class ReplayWalker {
  @Field(() => Int, { description: 'The member.' })
  userId!: number;

  @Field(() => String, { description: 'Their name as members see it (empty when they gave none).' })
  name!: string;

  @Field(() => Boolean, { description: "True for the journey's own walker, false for a companion." })
  isWalker!: boolean;

  @Field(() => [ReplayPoint], {
    description: 'Their track during the journey, oldest first, thinned to at most 5000 points.',
  })
  points!: ReplayPoint[];
}

@ObjectType({
  simpleResolvers: true,
  description: 'A sacred site of a replayed journey, at the point the viewer may see.',
})
export class ReplaySite {
  @Field(() => Int, { description: 'The altar.' })
  altarId!: number;

  @Field(() => Int, { description: 'Its place in the route, from 1.' })
  order!: number;

  @Field(() => String, { description: 'The altar name.' })
  name!: string;

  @Field(() => Float, { description: "A sensitive altar's public point for anyone but its creator." })
  latitude!: number;

  @Field(() => Float, { description: "A sensitive altar's public point for anyone but its creator." })
  longitude!: number;

  @Field(() => Date, { nullable: true, description: "When the walker's checkpoint there was accepted; null if never." })
  reachedAt!: Date | null;
}

@ObjectType({
  simpleResolvers: true,
  description: "A journey to replay: the walker's track and companions' with their times, and the sites as reached.",
})
export class JourneyReplay {
  @Field(() => Int, { description: 'The journey id.' })
  journeyId!: number;

  @Field(() => Int, { description: 'The pilgrimage walked.' })
  pilgrimageId!: number;

  @Field(() => String, { description: 'The pilgrimage name.' })
  pilgrimageName!: string;

  @Field(() => Date, { description: 'When it started.' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it ended; null while under way.' })
  endedAt!: Date | null;

  @Field(() => Float, { description: 'Distance the walker walked, in km.' })
  distanceKm!: number;

  @Field(() => Boolean, { description: 'True when every site was reached.' })
  completed!: boolean;

  @Field(() => [ReplayWalker], {
    description: 'The walker first (when their track may be shown), then companions who shared their location.',
  })
  walkers!: ReplayWalker[];

  @Field(() => [ReplaySite], { description: "The route's sites in order, each with when it was reached." })
  sites!: ReplaySite[];
}
