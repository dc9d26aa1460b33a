import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A town or city of the offline gazetteer (GeoNames places of 1,000+ inhabitants).' })
export class Place {
  @Field(() => Int, { description: 'The GeoNames id.' })
  id!: number;

  @Field(() => String, { description: 'The place name, e.g. "Denver".' })
  name!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 country code.' })
  country!: string;

  @Field(() => String, { nullable: true, description: 'First-level region code, e.g. a US state.' })
  adminCode!: string | null;

  @Field(() => String, { description: 'Name, region and country, e.g. "Denver, CO, US".' })
  label!: string;

  @Field(() => Int, { description: 'Inhabitants (GeoNames figure).' })
  population!: number;

  @Field(() => Float, { description: 'Latitude of the place centre, WGS 84.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the place centre, WGS 84.' })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: 'Meters from the point the search was biased to.' })
  distanceMeters!: number | null;

  @Field(() => Boolean, {
    description:
      'Within 50 km of the point searched from (and a close match): these come first. False for all when nothing near matches.',
  })
  near!: boolean;
}
