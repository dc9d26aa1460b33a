import { PlannedRoute } from '../routes/route.types';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description:
    'A pilgrimage as the map reads it: a marker at its start, coloured by type, and its popup. The full pilgrimage comes with the pilgrimages feature.',
})
export class MapPilgrimage {
  @Field(() => Int, { description: 'The id.' })
  id!: number;

  @Field(() => String, { description: 'The name.' })
  name!: string;

  @Field(() => String, {
    description: 'A known map type (Historical Catholic, Native American Sacred, ...) or another text (indigo marker).',
  })
  type!: string;

  @Field(() => String, { nullable: true, description: 'A short description.' })
  description!: string | null;

  @Field(() => Float, { nullable: true, description: 'Start latitude (the map reads this or startingLatitude).' })
  startLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Start longitude (the map reads this or startingLongitude).' })
  startLongitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Start latitude as the create form writes it.' })
  startingLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Start longitude as the create form writes it.' })
  startingLongitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Length of the route in miles.' })
  distance!: number | null;

  @Field(() => String, { description: 'easy, moderate, challenging or expert.' })
  difficulty!: string;

  @Field(() => String, { nullable: true, description: 'How long it takes, as shown in the map popup.' })
  duration!: string | null;

  @Field(() => String, { nullable: true, description: 'How long it takes, as the create form writes it.' })
  estimatedDuration!: string | null;

  @Field(() => String, { nullable: true, description: 'The best season, as shown in the map popup.' })
  season!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the route matters (map popup).' })
  significance!: string | null;

  @Field(() => Boolean, { description: 'Curated highlight; listed first.' })
  isFeatured!: boolean;

  @Field(() => String, {
    description: 'Where it sits in a pilgrimage list: pass it as `after` to ask for the pilgrimages that follow it.',
  })
  cursor!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'A pilgrimage as Browse lists it: every card field (Featured badge, name, type, description, miles, days, number of sites, From/To, completed count) plus the map fields.',
})
export class PilgrimageSummary extends MapPilgrimage {
  @Field(() => String, { nullable: true, description: 'Where it starts (a name): the card\'s "From".' })
  startingPoint!: string | null;

  @Field(() => String, { nullable: true, description: 'Where it ends (a name): the card\'s "To".' })
  endingPoint!: string | null;

  @Field(() => [Int], { description: 'The sacred sites (altar ids), in route order.' })
  altarIds!: number[];

  @Field(() => [String], {
    description: 'Gazetteer places nearest the start, the end and each site: what the location filter matches.',
  })
  places!: string[];

  @Field(() => Int, { description: 'How many sacred sites (existing altars) the route links.' })
  siteCount!: number;

  @Field(() => Int, {
    description: 'Members who started a journey on it or completed it (from journeys and completions).',
  })
  participants!: number;

  @Field(() => Int, { description: 'Members who completed it (pilgrimage completions).' })
  completedCount!: number;

  @Field(() => Int, { nullable: true, description: 'The member who created it; null for curated ones.' })
  creatorId!: number | null;

  @Field(() => String, {
    description: 'published, or withdrawn by a curator (then only its creator still sees it).',
  })
  status!: string;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A sacred site on a pilgrimage, in route order.',
})
export class PilgrimageSite {
  @Field(() => Int, { description: 'The altar id.' })
  id!: number;

  @Field(() => Int, { description: 'Position on the route, from 1.' })
  order!: number;

  @Field(() => String, { description: 'The altar name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The altar description.' })
  description!: string | null;

  @Field(() => String, { description: 'The altar type (Stone Circle, Water Altar, ...).' })
  altarType!: string;

  @Field(() => Float, { description: 'Latitude as the altar service shows it (generalized when sensitive).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude as the altar service shows it (generalized when sensitive).' })
  longitude!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A pilgrimage as its detail page reads it, with its ordered sites.',
})
export class Pilgrimage extends PilgrimageSummary {
  @Field(() => PlannedRoute, {
    nullable: true,
    description:
      'The route along the OpenStreetMap paths, routed when the pilgrimage was created through the public points of its sites; null where no path network was found (the legs are then straight).',
  })
  route!: PlannedRoute | null;

  @Field(() => Float, { nullable: true, description: 'End latitude (null when not set).' })
  endingLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'End longitude (null when not set).' })
  endingLongitude!: number | null;

  @Field(() => [String], { description: 'Best seasons: spring, summer, fall, winter.' })
  bestSeasons!: string[];

  @Field(() => String, { nullable: true, description: 'Where to stay along the way.' })
  accommodations!: string | null;

  @Field(() => String, { nullable: true, description: 'Guidelines for walkers.' })
  guidelines!: string | null;

  @Field(() => [String], { description: 'Free tags.' })
  tags!: string[];

  @Field(() => [PilgrimageSite], { description: 'The sacred sites in route order, with their types.' })
  sites!: PilgrimageSite[];

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt!: Date;
}

@InputType({
  description: 'The create payload. A broken rule answers BAD_USER_INPUT with its message per field.',
})
export class PilgrimageInput {
  @Field(() => String, { nullable: true, description: 'Required.' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'At least 10 characters.' })
  description?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Sacred sites (existing altar ids) in route order; optional.' })
  altarIds?: number[] | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Miles, at least 0.1. Omitted: computed from the route (start, sites in order, end) in PostGIS.',
  })
  distance?: number | null;

  @Field(() => String, { nullable: true, description: "Required text such as '3-4 days'." })
  estimatedDuration?: string | null;

  @Field(() => String, { nullable: true, description: 'easy, moderate (default), challenging or expert.' })
  difficulty?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'ancient_path, nature_walk, sacred_sites (default) or mountain_trail.',
  })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Required: the start name.' })
  startingPoint?: string | null;

  @Field(() => String, { nullable: true, description: 'Required: the end name.' })
  endingPoint?: string | null;

  @Field(() => Float, { nullable: true, description: 'Default 0 (0,0 means not set).' })
  startingLatitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Default 0 (0,0 means not set).' })
  startingLongitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Default 0 (0,0 means not set).' })
  endingLatitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Default 0 (0,0 means not set).' })
  endingLongitude?: number | null;

  @Field(() => String, { nullable: true, description: 'Guidelines for walkers.' })
  guidelines?: string | null;

  @Field(() => [String], { nullable: true, description: 'spring, summer, fall, winter.' })
  bestSeasons?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Where to stay along the way.' })
  accommodations?: string | null;

  @Field(() => [String], { nullable: true, description: 'Free tags (at most 10).' })
  tags?: string[] | null;
}

@InputType({ description: 'A point of a route to measure.' })
export class RoutePointInput {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;
}

@ObjectType({ simpleResolvers: true, description: 'A GPX waypoint that matched no altar within 200 m.' })
export class GpxWaypoint {
  @Field(() => String, { nullable: true, description: 'Its name in the file.' })
  name!: string | null;

  @Field(() => Float, { description: 'Latitude.' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude.' })
  longitude!: number;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'What an imported GPX file fills in on the create form: the track (or route) gives start, end and distance; waypoints within 200 m of an existing altar become its sacred sites.',
})
export class GpxPrefill {
  @Field(() => String, { description: 'The file\'s name (metadata, track or route), or "".' })
  name!: string;

  @Field(() => String, { description: 'The file\'s description, or "".' })
  description!: string;

  @Field(() => String, { description: 'The first route point\'s name, or "".' })
  startingPoint!: string;

  @Field(() => String, { description: 'The last route point\'s name, or "".' })
  endingPoint!: string;

  @Field(() => Float, { nullable: true, description: 'First point of the track (or route).' })
  startingLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'First point of the track (or route).' })
  startingLongitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Last point of the track (or route).' })
  endingLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Last point of the track (or route).' })
  endingLongitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Geodesic length of the track in miles (PostGIS).' })
  distance!: number | null;

  @Field(() => Int, { description: 'How many points the track (or route) has.' })
  pathPoints!: number;

  @Field(() => [Int], { description: 'Matched altars in waypoint order.' })
  altarIds!: number[];

  @Field(() => [PilgrimageSite], { description: 'The matched altars as sites.' })
  sites!: PilgrimageSite[];

  @Field(() => [GpxWaypoint], { description: 'Waypoints with no altar within 200 m.' })
  unmatchedWaypoints!: GpxWaypoint[];
}
