import { Field, InputType, Int, ObjectType } from 'type-graphql';

const STATUS = 'offered, carried, delivered, declined or withdrawn.';

@ObjectType({ description: 'An intention as its sender sees it: the text, where it goes and what became of it.' })
export class SentIntention {
  @Field(() => Int, { description: 'The intention id.' })
  id!: number;

  @Field(() => Int, { description: 'The pilgrimage it was entrusted to.' })
  pilgrimageId!: number;

  @Field(() => String, { description: 'The pilgrimage, as it is named now.' })
  pilgrimageName!: string;

  @Field(() => Int, { nullable: true, description: 'The site it goes to; null for the whole pilgrimage.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: 'The site, as it is named now.' })
  altarName!: string | null;

  @Field(() => String, { description: 'The intention, at most 500 characters.' })
  text!: string;

  @Field(() => Boolean, { description: 'Its carrier is not told who sent it.' })
  anonymous!: boolean;

  @Field(() => String, { description: STATUS })
  status!: string;

  @Field(() => Boolean, { description: "Offered to walkers (a guest's, once their email link was opened)." })
  confirmed!: boolean;

  @Field(() => Date, { description: 'When it was entrusted.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a walker took it to carry.' })
  acceptedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was carried to its site.' })
  deliveredAt!: Date | null;
}

@ObjectType({ description: 'An intention offered to the walkers of a pilgrimage: where it goes, never its text.' })
export class OfferedIntention {
  @Field(() => Int, { description: 'The intention id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The site it goes to; null for the whole pilgrimage.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: 'The site, as it is named now.' })
  altarName!: string | null;

  @Field(() => String, { nullable: true, description: "The sender's name; null when anonymous or a guest." })
  from!: string | null;

  @Field(() => Date, { description: 'When it was entrusted.' })
  createdAt!: Date;
}

@ObjectType({ description: 'An intention the walker carries (or carried): its text is theirs to read.' })
export class CarriedIntention {
  @Field(() => Int, { description: 'The intention id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The site it goes to; null for the whole pilgrimage.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: 'The site, as it is named now.' })
  altarName!: string | null;

  @Field(() => String, { nullable: true, description: "The sender's name; null when anonymous or a guest." })
  from!: string | null;

  @Field(() => String, { description: 'The intention.' })
  text!: string;

  @Field(() => String, { description: 'carried or delivered.' })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'When the walker took it.' })
  acceptedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was carried to its site.' })
  deliveredAt!: Date | null;
}

@ObjectType({
  description: "A pilgrimage's intentions as one member sees them: offered ones while walking, and theirs.",
})
export class WalkerIntentions {
  @Field(() => Boolean, { description: 'The member has a journey under way on this pilgrimage.' })
  walking!: boolean;

  @Field(() => Int, { description: 'How many intentions one walker carries at once.' })
  carryLimit!: number;

  @Field(() => Int, { description: 'How many the member carries now (on any pilgrimage).' })
  carryingCount!: number;

  @Field(() => [OfferedIntention], { description: 'Waiting for a carrier (empty unless walking).' })
  offered!: OfferedIntention[];

  @Field(() => [CarriedIntention], { description: 'What the member carries or carried on this pilgrimage.' })
  carrying!: CarriedIntention[];
}

@ObjectType({ description: 'What entrusting answered: a message, and the intention for a member.' })
export class IntentionReceipt {
  @Field(() => String, { description: 'What happens next.' })
  message!: string;

  @Field(() => SentIntention, {
    nullable: true,
    description: "The member's intention; null for a guest until confirmed.",
  })
  intention!: SentIntention | null;
}

@InputType({ description: 'A new intention (members; guests also give an email address).' })
export class IntentionInput {
  @Field(() => String, { description: 'The intention, 1 to 500 characters.' })
  text!: string;

  @Field(() => Boolean, { nullable: true, description: 'Hide your name from its carrier (default false).' })
  anonymous?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'A site of the pilgrimage; none for the whole pilgrimage.' })
  altarId?: number | null;

  @Field(() => String, { nullable: true, description: "A guest's email address, confirmed by a link." })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A guest's language for the emails they are sent: en, es or de (members: their Language setting).",
  })
  language?: string;
}
