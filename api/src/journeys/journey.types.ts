import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description:
    "A member's journey on a pilgrimage: its progress through the sites, as the active pilgrimage page shows it.",
})
export class ActivePilgrimage {
  @Field(() => Int, { description: 'The journey id (activeId in the live-tracking paths).' })
  id!: number;

  @Field(() => Int, { description: 'The walking member.' })
  userId!: number;

  @Field(() => Int, { description: 'The pilgrimage walked.' })
  pilgrimageId!: number;

  @Field(() => String, { description: 'The pilgrimage name.' })
  pilgrimageName!: string;

  @Field(() => Float, { description: 'Distance traveled in km.' })
  distanceTraveled!: number;

  @Field(() => Int, { nullable: true, description: 'Estimated time remaining in minutes.' })
  estimatedTimeRemaining!: number | null;

  @Field(() => Int, { description: 'Index of the next sacred site (0-based) in the pilgrimage altarIds.' })
  currentAltarIndex!: number;

  @Field(() => Int, { description: 'How many sacred sites (checkpoints) the route has.' })
  totalCheckpoints!: number;

  @Field(() => [Int], { description: 'Altar ids of the checkpoints reached.' })
  checkpointReached!: number[];

  @Field(() => Float, { nullable: true, description: 'Last known latitude.' })
  currentLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Last known longitude.' })
  currentLongitude!: number | null;

  @Field(() => Boolean, { description: 'False once the journey ended.' })
  isActive!: boolean;

  @Field(() => Date, { description: 'When it started.' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the position was last sent.' })
  lastLocationUpdate!: Date | null;
}

@InputType({ description: 'The current position when a journey starts (optional).' })
export class StartJourneyInput {
  @Field(() => Float, { nullable: true, description: '-90 to 90.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: '-180 to 180.' })
  longitude?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'When the journey began on the device (ISO 8601), for a journey begun offline and sent later; default now.',
  })
  startedAt?: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A point of the track a journey recorded.' })
export class JourneyTrackPoint {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: 'Metres above sea level, when the device gave one.' })
  altitude!: number | null;

  @Field(() => Date, { description: 'When it was recorded.' })
  at!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The end-of-journey summary: how far, how long, the sites reached and the photos taken.',
})
export class JourneySummary {
  @Field(() => Int, { description: 'The journey id.' })
  journeyId!: number;

  @Field(() => Int, { description: 'The pilgrimage walked.' })
  pilgrimageId!: number;

  @Field(() => String, { description: 'The pilgrimage name.' })
  pilgrimageName!: string;

  @Field(() => Float, { description: 'Distance walked in km.' })
  distanceKm!: number;

  @Field(() => Int, { description: 'Minutes from the start to the end (to now while under way).' })
  minutesWalked!: number;

  @Field(() => Int, { description: 'Sacred sites reached.' })
  sitesReached!: number;

  @Field(() => Int, { description: 'Sacred sites on the route.' })
  totalSites!: number;

  @Field(() => Int, { description: 'Photos the member took on the pilgrimage during this journey.' })
  photos!: number;

  @Field(() => Boolean, { description: 'True when every site was reached (a completion), false when ended early.' })
  completed!: boolean;

  @Field(() => Boolean, { description: 'False once the journey ended or completed.' })
  isActive!: boolean;

  @Field(() => Date, { description: 'When it started.' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it ended; null while under way.' })
  endedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The community post the summary was shared as, if any.' })
  sharedPostId!: number | null;

  @Field(() => Float, { nullable: true, description: 'Moving time per km of the recorded track; null under 100 m.' })
  paceSecondsPerKm!: number | null;

  @Field(() => Int, { nullable: true, description: 'Metres climbed; null when the device gave no altitudes.' })
  climbMeters!: number | null;

  @Field(() => Float, { nullable: true, description: 'The fastest minute of the track, in km/h.' })
  topSpeedKmh!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the journey is not counted as a walk (a stretch faster than anyone walks); null when it is.',
  })
  notAWalk!: string | null;

  @Field(() => [JourneyTrackPoint], {
    description: 'The recorded track, oldest first (thinned to at most 2000 points); empty when none is kept.',
  })
  track!: JourneyTrackPoint[];
}

@ObjectType({ simpleResolvers: true, description: 'A batch of GPS fixes received: all of them are in the track.' })
export class GpsFixesReceipt {
  @Field(() => Int, { description: 'The journey id.' })
  activePilgrimageId!: number;

  @Field(() => Int, { description: 'Fixes in the batch, every one of them now stored.' })
  accepted!: number;

  @Field(() => Int, { description: 'Of them, the fixes new to the track (the rest were stored by an earlier send).' })
  stored!: number;
}
