import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A small sacred place made of natural materials.' })
export class Altar {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'The story or dedication.' })
  story!: string | null;

  @Field(() => String, { nullable: true, description: 'Materials used.' })
  materials!: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { description: 'One of the known altar types, or custom text for Other.' })
  altarType!: string;

  @Field(() => [String], { description: 'Photo URLs (1 to 3).' })
  photos!: string[];

  @Field(() => [String])
  tags!: string[];

  @Field(() => Boolean)
  isEcoFriendly!: boolean;

  @Field(() => Boolean)
  noPlasticUsed!: boolean;

  @Field(() => Boolean)
  biodegradableOnly!: boolean;

  @Field(() => Boolean)
  noWasteLeft!: boolean;

  @Field(() => Int)
  visitCount!: number;

  @Field(() => Int)
  likes!: number;

  @Field(() => Int, { description: 'Recent activity; above 0 the map shows a red badge.' })
  recentActivity!: number;

  @Field(() => Int)
  creatorId!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}
