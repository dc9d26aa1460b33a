import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'The Moon as seen from Earth at one instant, with guidance for the phase (computed locally).',
})
export class MoonPhase {
  @Field(() => String, {
    description:
      'One of: New Moon, Waxing Crescent, First Quarter, Waxing Gibbous, Full Moon, Waning Gibbous, Last Quarter, Waning Crescent. The four principal phases cover about a day centred on the exact instant.',
  })
  phase!: string;

  @Field(() => String, { description: 'The same as phase; the journal stores it with an entry.' })
  phaseName!: string;

  @Field(() => String, { description: 'An emoji for the phase, such as 🌒.' })
  phaseIcon!: string;

  @Field(() => Int, { description: 'Percent of the visible disc that is lit, an integer from 0 to 100.' })
  illumination!: number;

  @Field(() => Date, { description: 'The next exact new moon at or after the instant, in UTC.' })
  nextNewMoon!: string;

  @Field(() => Date, { description: 'The next exact full moon at or after the instant, in UTC.' })
  nextFullMoon!: string;

  @Field(() => String, { description: "Tropical zodiac sign of the Moon's geocentric ecliptic longitude." })
  zodiacSign!: string;

  @Field(() => String, { description: 'A few sentences on what the phase invites.' })
  spiritualMeaning!: string;

  @Field(() => String, { description: "The phase's theme in a phrase; the journal shows it." })
  spiritualSignificance!: string;

  @Field(() => [String], { description: 'Three practices for the phase, then one for the sign the Moon is in.' })
  recommendations!: string[];
}
