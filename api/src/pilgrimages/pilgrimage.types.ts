import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({
  simpleResolvers: true,
  description:
    'A pilgrimage as the map reads it (000 section 3): a marker at its start, coloured by type, and its popup. The full pilgrimage comes with the pilgrimages feature.',
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
}
