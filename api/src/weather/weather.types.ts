import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Current weather at a place, with the UV band and visiting advice.' })
export class Weather {
  @Field(() => Float, { description: 'Air temperature in degrees Fahrenheit.' })
  temperature!: number;

  @Field(() => String, {
    description: 'Clear, Partly Cloudy, Cloudy, Fog, Drizzle, Rain, Snow, Thunderstorm or Unknown.',
  })
  condition!: string;

  @Field(() => String, { description: 'A fuller description, such as "Light drizzle".' })
  description!: string;

  @Field(() => Int, { description: 'Relative humidity in percent.' })
  humidity!: number;

  @Field(() => Float, { description: 'Wind speed in miles per hour.' })
  windSpeed!: number;

  @Field(() => Float, { description: 'Visibility in miles.' })
  visibility!: number;

  @Field(() => Float, { description: 'The UV index.' })
  uvIndex!: number;

  @Field(() => String, {
    description: 'Low (up to 2), Moderate (up to 5), High (up to 7), Very High (up to 10) or Extreme.',
  })
  uvBand!: string;

  @Field(() => [String], {
    description:
      'One advice text per trigger that applies (heat, cold, rain, sun, wind, visibility, fog), or a calm line.',
  })
  advice!: string[];

  @Field(() => Date, {
    description:
      'When the provider observed or modelled these conditions; older than 30 minutes means a stale answer served while the provider is down.',
  })
  observedAt!: Date;
}
