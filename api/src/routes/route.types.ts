import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A GeoJSON LineString (WGS 84): [longitude, latitude] or [longitude, latitude, metres].' })
export class RouteGeometry {
  @Field(() => String, { description: 'Always LineString.' })
  type!: 'LineString';

  @Field(() => [[Float]], {
    description: 'The positions in walking order; a third number is the elevation in metres where known.',
  })
  coordinates!: number[][];
}

@ObjectType({ description: 'A stretch of a route, either along the path network or straight across open ground.' })
export class RouteLeg {
  @Field(() => Float, { description: 'Metres along the geometry.' })
  distanceMeters!: number;

  @Field(() => Boolean, {
    description: 'True along imported paths; false for a straight off-path line (drawn dashed, named in the warnings).',
  })
  onNetwork!: boolean;

  @Field(() => RouteGeometry, { description: 'The line walked.' })
  geometry!: RouteGeometry;
}

@ObjectType({
  description:
    'A walking route start -> sacred sites in order -> end along the OpenStreetMap path network (© OpenStreetMap contributors, ODbL).',
})
export class PlannedRoute {
  @Field(() => Float, { description: 'Total metres along the legs.' })
  distanceMeters!: number;

  @Field(() => Int, {
    description:
      "Walking time in seconds: Tobler's hiking function where elevation is configured, Naismith's 5 km/h otherwise.",
  })
  durationSeconds!: number;

  @Field(() => Float, { nullable: true, description: 'Metres climbed; null without an elevation source.' })
  ascentMeters!: number | null;

  @Field(() => Float, { nullable: true, description: 'Metres descended; null without an elevation source.' })
  descentMeters!: number | null;

  @Field(() => [RouteLeg], { description: 'The stretches in walking order.' })
  legs!: RouteLeg[];

  @Field(() => [String], {
    description:
      'Off-path legs, unconnected stops, steps, ground harder than the chosen difficulty, faint or unmarked sections, or no network here.',
  })
  warnings!: string[];

  @Field(() => String, { description: 'The credit the path data asks for, shown wherever the route is.' })
  attribution!: string;
}

@InputType({ description: 'A stop of a route to plan (WGS 84).' })
export class RouteStopInput {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;
}

@InputType({ description: 'What to route: an optional start, the sacred sites in order, an optional end.' })
export class RouteRequestInput {
  @Field(() => RouteStopInput, { nullable: true, description: 'Where the walk starts; omitted, at the first site.' })
  start?: RouteStopInput | null;

  @Field(() => [Int], { nullable: true, description: 'The sacred sites in walking order, at most 50, each once.' })
  altarIds?: number[] | null;

  @Field(() => RouteStopInput, { nullable: true, description: 'Where the walk ends; omitted, at the last site.' })
  end?: RouteStopInput | null;

  @Field(() => String, {
    nullable: true,
    description:
      'easy, moderate (default), challenging or expert: paths whose sac_scale is harder are avoided and named when used.',
  })
  difficulty?: string | null;
}
