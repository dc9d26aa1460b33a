import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { MapSearchKind } from '@sacred/core/search';

@ObjectType({ description: 'One answer of the map search: an altar or a gazetteer place, with where to fly to.' })
export class MapSearchResult {
  @Field(() => String, { description: '"altar" or "place".' })
  kind!: MapSearchKind;

  @Field(() => ID, { description: 'The altar id or the GeoNames id of the place.' })
  id!: string;

  @Field(() => String, { description: 'The altar or place name.' })
  name!: string;

  @Field(() => String, { description: 'A second line: the altar type, or the place with its region and country.' })
  detail!: string;

  @Field(() => Float, { description: 'Latitude, WGS 84; an altar with a sensitive location at its generalized point.' })
  latitude!: number;

  @Field(() => Float, {
    description: 'Longitude, WGS 84; an altar with a sensitive location at its generalized point.',
  })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: 'Meters from the point searched from (null without one).' })
  distanceMeters!: number | null;
}
