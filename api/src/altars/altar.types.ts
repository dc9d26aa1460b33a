import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ALTAR_FLAG_DEFAULTS } from '@sacred/core/altars';

@ObjectType({ simpleResolvers: true, description: 'A small sacred place made of natural materials.' })
export class Altar {
  @Field(() => Int, { description: 'The altar id.' })
  id!: number;

  @Field(() => String, { description: 'The name shown on the map and searched by `q`.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'A short description (shown in the map popup).' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'The story or dedication.' })
  story!: string | null;

  @Field(() => String, { nullable: true, description: 'Materials used.' })
  materials!: string | null;

  @Field(() => Float, {
    description:
      'Latitude in degrees (WGS 84), 7 decimals. For a sensitive location, everyone but the creator gets the centre of its 0.2-degree cell.',
  })
  latitude!: number;

  @Field(() => Float, {
    description:
      'Longitude in degrees (WGS 84), 7 decimals. For a sensitive location, everyone but the creator gets the centre of its 0.2-degree cell.',
  })
  longitude!: number;

  @Field(() => String, { description: 'One of the known altar types, or custom text for Other.' })
  altarType!: string;

  @Field(() => [String], { description: 'Photo URLs (1 to 3).' })
  photos!: string[];

  @Field(() => [String], { description: 'Free tags.' })
  tags!: string[];

  @Field(() => Boolean, { description: 'Shows the "Eco-friendly" badge; default true.' })
  isEcoFriendly!: boolean;

  @Field(() => Boolean, { description: 'No plastic was used.' })
  noPlasticUsed!: boolean;

  @Field(() => Boolean, { description: 'Only biodegradable materials.' })
  biodegradableOnly!: boolean;

  @Field(() => Boolean, { description: 'No waste was left behind.' })
  noWasteLeft!: boolean;

  @Field(() => Int, { description: 'Visits recorded; above 10 the map shows a yellow badge.' })
  visitCount!: number;

  @Field(() => Int, { description: 'How many members liked it.' })
  likes!: number;

  @Field(() => Int, { description: 'Recent activity; above 0 the map shows a red badge.' })
  recentActivity!: number;

  @Field(() => Int, { description: 'The member who created it.' })
  creatorId!: number;

  @Field(() => String, { description: "The creator's display name." })
  creatorName!: string;

  @Field(() => Boolean, {
    description:
      'The creator marked the location sensitive: others see it generalized to a 0.2-degree cell (about 20 km), on the map and in every answer.',
  })
  isLocationSensitive!: boolean;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'An altar found by a radius search, with its distance from the search point.',
})
export class NearbyAltar extends Altar {
  @Field(() => Float, { description: 'Geodesic distance from the search point in meters (PostGIS, WGS 84).' })
  distanceMeters!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'The fields a map marker and its badges need. Read `altar(id)` for the description, story and photos.',
})
export class MapAltar {
  @Field(() => Int, { description: 'The id.' })
  id!: number;

  @Field(() => String, { description: 'The name.' })
  name!: string;

  @Field(() => Float, { description: 'Latitude in degrees (WGS 84); generalized for a sensitive location.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude in degrees (WGS 84); generalized for a sensitive location.' })
  longitude!: number;

  @Field(() => String, { description: 'One of the known altar types, or custom text for Other.' })
  altarType!: string;

  @Field(() => Boolean, { description: 'Shows the "Eco-friendly" badge.' })
  isEcoFriendly!: boolean;

  @Field(() => Int, { description: 'Number of photos (0 to 3).' })
  photoCount!: number;

  @Field(() => Int, { description: 'Above 10 the marker gets a yellow badge.' })
  visitCount!: number;

  @Field(() => Int, { description: 'How many members liked it.' })
  likes!: number;

  @Field(() => Int, { description: 'Above 0 the marker gets a red badge.' })
  recentActivity!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Altars grouped in one grid cell of a viewport answer.' })
export class AltarCluster {
  @Field(() => String, { description: 'Stable key of the cell: "{gridZoom}/{x}/{y}".' })
  id!: string;

  @Field(() => Int, { description: 'How many altars (matching the filters) are in the cell.' })
  count!: number;

  @Field(() => Float, { description: 'Latitude of the mean position of those altars (where to draw the cluster).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude of the mean position of those altars.' })
  longitude!: number;

  @Field(() => Float, { description: 'West edge of the cell; fit the map to the cell bounds to expand the cluster.' })
  west!: number;

  @Field(() => Float, { description: 'South edge of the cell.' })
  south!: number;

  @Field(() => Float, { description: 'East edge of the cell.' })
  east!: number;

  @Field(() => Float, { description: 'North edge of the cell.' })
  north!: number;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'What the map shows in a viewport: clusters at low zoom, individual altars at high zoom (never both, never more than 2000 features).',
})
export class AltarViewport {
  @Field(() => Int, {
    description:
      'The zoom of the clustering grid (cells of 360 / 2^(gridZoom+3) degrees); lower than the asked zoom when the box is too large for 2000 cells.',
  })
  gridZoom!: number;

  @Field(() => [AltarCluster], {
    description:
      'One per grid cell holding altars; whole cells that touch the box, so counts may include altars just outside it. Empty when `altars` is given.',
  })
  clusters!: AltarCluster[];

  @Field(() => [MapAltar], {
    description: `Every altar in the box, when the zoom is at least 14 and at most 2000 altars match. Empty when \`clusters\` is given.`,
  })
  altars!: MapAltar[];

  @Field(() => Int, { description: 'Altars represented: the sum of the cluster counts, or the number of altars.' })
  total!: number;
}

@InputType({ description: 'The map filter state; an omitted field does not filter.' })
export class AltarFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Exact altar type; "Other" matches every type outside the known list (custom text).',
  })
  altarType?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only eco-friendly altars; false: only the others.' })
  ecoFriendly?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only altars with photos; false: only those without.' })
  hasPhotos?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only altars with recent activity (above 0); false: only those without.',
  })
  recentActivity?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name contains this text, ignoring case (at most 100 characters).',
  })
  q?: string | null;
}

@InputType({
  description: 'A map viewport in degrees (WGS 84). west > east means the box crosses the antimeridian.',
})
export class BoundingBoxInput {
  @Field(() => Float, { description: '-180 to 180.' })
  west!: number;

  @Field(() => Float, { description: '-90 to 90, at most north.' })
  south!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  east!: number;

  @Field(() => Float, { description: '-90 to 90.' })
  north!: number;
}

@InputType({ description: 'A new altar. Photos are URLs from POST /api/uploads/photos or data URLs.' })
export class CreateAltarInput {
  @Field(() => String, { description: 'Required, at most 120 characters.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'A short description, at most 1000 characters.' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The story or dedication.' })
  story?: string | null;

  @Field(() => String, { nullable: true, description: 'Materials used.' })
  materials?: string | null;

  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;

  @Field(() => String, { description: 'One of the altar types, or "Other" with customAltarType.' })
  altarType!: string;

  @Field(() => String, {
    nullable: true,
    description: 'With altarType "Other": the type in your own words (stored as the type).',
  })
  customAltarType?: string | null;

  @Field(() => [String], { description: '1 to 3: upload URLs (/media/uploads/...) or data URLs.' })
  photos!: string[];

  @Field(() => [String], { nullable: true, description: 'At most 10 tags.' })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: `Default ${ALTAR_FLAG_DEFAULTS.isEcoFriendly}.` })
  isEcoFriendly?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: `Default ${ALTAR_FLAG_DEFAULTS.noPlasticUsed}.` })
  noPlasticUsed?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: `Default ${ALTAR_FLAG_DEFAULTS.biodegradableOnly}.` })
  biodegradableOnly?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: `Default ${ALTAR_FLAG_DEFAULTS.noWasteLeft}.` })
  noWasteLeft?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: `Default ${ALTAR_FLAG_DEFAULTS.isLocationSensitive}. Others then see the location generalized to a 0.2-degree cell.`,
  })
  isLocationSensitive?: boolean | null;
}

@ObjectType({ simpleResolvers: true, description: "A member's like of an altar, and the altar's count." })
export class AltarLike {
  @Field(() => Int, { description: 'The altar id.' })
  altarId!: number;

  @Field(() => Boolean, { description: 'Whether the viewer likes it (false for guests).' })
  liked!: boolean;

  @Field(() => Int, { description: 'How many members like it, counted from their likes.' })
  likes!: number;
}
