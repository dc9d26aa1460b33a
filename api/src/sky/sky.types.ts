import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A solstice or equinox to come, with where the Sun rises and sets at the altar that day.' })
export class SkySeason {
  @Field(() => String, { description: 'March equinox, June solstice, September equinox or December solstice.' })
  name!: string;

  @Field(() => Date, { description: 'The instant of the solstice or equinox, UTC.' })
  at!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Azimuth of sunrise that day, degrees clockwise from true north; null where the Sun does not rise.',
  })
  sunriseAzimuth!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Azimuth of sunset that day, degrees clockwise from true north; null where the Sun does not set.',
  })
  sunsetAzimuth!: number | null;
}

@ObjectType({ description: "A member's reminder before first light at an altar, sent once as a web push." })
export class FirstLightReminder {
  @Field(() => Int, { description: 'The altar.' })
  altarId!: number;

  @Field(() => Int, { description: 'How many minutes before first light the reminder comes.' })
  minutesBefore!: number;

  @Field(() => Date, { description: 'The first light the reminder is for, UTC.' })
  firstLightAt!: Date;

  @Field(() => Date, { description: 'When the reminder is sent, UTC.' })
  remindAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was sent; null while it waits.' })
  sentAt!: Date | null;
}

@ObjectType({
  description:
    'The sky at an altar on one day (its local solar day), computed on the server: sun, golden hours, moon, the coming solstices and equinoxes, and first direct light over the terrain where an elevation archive is configured. A sensitive altar is computed at its public point for everyone but its creator.',
})
export class AltarSky {
  @Field(() => Int, { description: 'The altar.' })
  altarId!: number;

  @Field(() => String, { description: 'The solar date at the altar, YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { description: 'normal, midnight sun (the Sun never sets) or polar night (it never rises).' })
  kind!: string;

  @Field(() => Date, { nullable: true, description: 'Sunrise (upper edge on a level horizon), UTC.' })
  sunrise!: string | null;

  @Field(() => Float, { nullable: true, description: 'Azimuth of sunrise, degrees from true north.' })
  sunriseAzimuth!: number | null;

  @Field(() => Date, { nullable: true, description: 'Sunset, UTC.' })
  sunset!: string | null;

  @Field(() => Float, { nullable: true, description: 'Azimuth of sunset, degrees from true north.' })
  sunsetAzimuth!: number | null;

  @Field(() => Date, { description: 'Solar noon (the Sun highest), UTC.' })
  solarNoon!: string;

  @Field(() => Date, {
    nullable: true,
    description: 'Morning golden hour begins (the Sun 4 degrees below the horizon).',
  })
  morningGoldenHourStart!: string | null;

  @Field(() => Date, { nullable: true, description: 'Morning golden hour ends (the Sun 6 degrees up).' })
  morningGoldenHourEnd!: string | null;

  @Field(() => Date, { nullable: true, description: 'Evening golden hour begins (the Sun 6 degrees up).' })
  eveningGoldenHourStart!: string | null;

  @Field(() => Date, { nullable: true, description: 'Evening golden hour ends (the Sun 4 degrees below).' })
  eveningGoldenHourEnd!: string | null;

  @Field(() => Date, { nullable: true, description: 'Moonrise within the day, UTC; null when the Moon does not rise.' })
  moonrise!: string | null;

  @Field(() => Date, { nullable: true, description: 'Moonset within the day, UTC; null when the Moon does not set.' })
  moonset!: string | null;

  @Field(() => String, { description: 'The Moon phase at the middle of the day (as the moon guidance names it).' })
  moonPhase!: string;

  @Field(() => String, { description: 'An emoji for the phase.' })
  moonPhaseIcon!: string;

  @Field(() => Int, { description: 'Percent of the Moon lit, 0 to 100.' })
  moonIllumination!: number;

  @Field(() => [SkySeason], { description: 'The next four solstices and equinoxes, soonest first.' })
  seasons!: SkySeason[];

  @Field(() => Boolean, {
    description: 'Whether the terrain around the altar is known (an elevation archive covers it).',
  })
  terrainKnown!: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'First direct light: when the Sun first clears the terrain seen from the altar that day, UTC. Null without terrain, or when the Sun does not clear it.',
  })
  firstLight!: Date | null;

  @Field(() => FirstLightReminder, { nullable: true, description: "The signed-in member's reminder here, if any." })
  reminder!: FirstLightReminder | null;
}
