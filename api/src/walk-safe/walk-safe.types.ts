import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A live share link of one of your journeys (its token is shown only when created).' })
export class WalkShareLink {
  @Field(() => Int, { description: 'The link id (to revoke it).' })
  id!: number;

  @Field(() => Int, { description: 'The journey it shows.' })
  activePilgrimageId!: number;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'The end the walker chose; null: the journey plus a grace of a few hours after it ends.',
  })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was turned off.' })
  revokedAt!: Date | null;

  @Field(() => Int, { description: 'How many times the page was opened (nothing else is recorded about viewers).' })
  viewCount!: number;

  @Field(() => Boolean, { description: 'Made by an overdue alert for the safety contacts.' })
  forAlert!: boolean;

  @Field(() => Boolean, { description: 'Whether the link opens now.' })
  isOpen!: boolean;
}

@ObjectType({ description: 'A share link just created: the only time its token and URL are returned.' })
export class CreatedWalkShareLink {
  @Field(() => WalkShareLink, { description: 'The link.' })
  link!: WalkShareLink;

  @Field(() => String, { description: 'The unguessable token (256 bits, base64url); stored only as a hash.' })
  token!: string;

  @Field(() => String, { description: 'The absolute URL of the share page.' })
  url!: string;
}

@ObjectType({ description: 'A sacred site on a shared walk, at its public point.' })
export class SharedWalkSite {
  @Field(() => Int, { description: 'Position on the route, from 1.' })
  order!: number;

  @Field(() => String, { description: 'The site name.' })
  name!: string;

  @Field(() => Float, { description: 'Latitude (generalized when the site is sensitive).' })
  latitude!: number;

  @Field(() => Float, { description: 'Longitude (generalized when the site is sensitive).' })
  longitude!: number;

  @Field(() => Boolean, { description: 'Whether the walker has reached it.' })
  reached!: boolean;
}

@ObjectType({ description: 'What a share link shows to anyone who has it (no account needed).' })
export class SharedWalk {
  @Field(() => String, { description: "The walker's first name." })
  firstName!: string;

  @Field(() => String, { description: 'The pilgrimage walked.' })
  pilgrimageName!: string;

  @Field(() => [SharedWalkSite], { description: 'The sacred sites in route order.' })
  sites!: SharedWalkSite[];

  @Field(() => Float, { nullable: true, description: 'Route start latitude.' })
  startLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Route start longitude.' })
  startLongitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Route end latitude.' })
  endLatitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Route end longitude.' })
  endLongitude!: number | null;

  @Field(() => Boolean, { description: "Whether the walker's location-sharing setting lets the position show." })
  positionShared!: boolean;

  @Field(() => Float, { nullable: true, description: 'Last known latitude (null when not shared or unknown).' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Last known longitude (null when not shared or unknown).' })
  longitude!: number | null;

  @Field(() => Boolean, { description: 'The position is shown at a protected site’s public point.' })
  positionApproximate!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the server last received a position.' })
  lastSeenAt!: Date | null;

  @Field(() => Float, { description: 'Distance walked, km.' })
  distanceDoneKm!: number;

  @Field(() => Float, { nullable: true, description: 'Distance left, km (null when the route has no length).' })
  distanceLeftKm!: number | null;

  @Field(() => Date, { nullable: true, description: 'Estimated arrival at walking pace from the last position.' })
  estimatedArrivalAt!: Date | null;

  @Field(() => Float, { nullable: true, description: 'Battery level 0-1 when the walker’s browser exposes it.' })
  batteryLevel!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the battery level was read.' })
  batteryAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the walker expects to be back, if set.' })
  expectedBackAt!: Date | null;

  @Field(() => Boolean, { description: 'False once the journey ended.' })
  isActive!: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When this link stops working at the latest (null: a few hours after the journey ends); it may be revoked sooner.',
  })
  linkExpiresAt!: Date | null;
}

@ObjectType({ description: 'A safety contact: a fellow member (web push) or an email address.' })
export class WalkSafetyContact {
  @Field(() => Int, { nullable: true, description: 'The member, for a member contact.' })
  memberId!: number | null;

  @Field(() => String, { nullable: true, description: "The member's name, for a member contact." })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'The address, for an email contact.' })
  email!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What the latest alert did for this contact: sending, reached (a push service or the mail server accepted it) or unreached; null before any alert.',
  })
  alertOutcome!: 'sending' | 'reached' | 'unreached' | null;

  @Field(() => String, { nullable: true, description: 'How the latest alert reached this contact: push or email.' })
  reachedBy!: 'push' | 'email' | null;
}

@ObjectType({ description: 'A fellow pilgrim who may be chosen as a safety contact.' })
export class WalkContactCandidate {
  @Field(() => Int, { description: 'The member.' })
  memberId!: number;

  @Field(() => String, { description: "The member's name." })
  name!: string;

  @Field(() => Boolean, {
    description: 'Whether an alert can reach them now: a device of theirs has notifications on.',
  })
  canBeReached!: boolean;

  @Field(() => String, { description: 'How they would be alerted, or why they cannot be.' })
  reachability!: string;
}

@ObjectType({ description: '"Expected back by" on one of your journeys, and who is alerted when you are overdue.' })
export class WalkSafety {
  @Field(() => Int, { description: 'The journey.' })
  activePilgrimageId!: number;

  @Field(() => Date, { nullable: true, description: 'When you expect to be back; null: no watch.' })
  expectedBackAt!: Date | null;

  @Field(() => String, { description: 'The time zone the times in messages are written in.' })
  timeZone!: string;

  @Field(() => Date, { nullable: true, description: 'When the "Still walking?" reminder is due.' })
  reminderAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the contacts are alerted if you neither end nor extend.' })
  alertAt!: Date | null;

  @Field(() => [WalkSafetyContact], { description: 'Your safety contacts for this journey.' })
  contacts!: WalkSafetyContact[];

  @Field(() => [WalkContactCandidate], { description: 'Fellow pilgrims you may choose as contacts.' })
  candidates!: WalkContactCandidate[];

  @Field(() => Boolean, { description: 'Whether email contacts can be used on this server.' })
  emailAvailable!: boolean;

  @Field(() => String, { nullable: true, description: 'Why email contacts are disabled.' })
  emailUnavailableReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the reminder was sent for the current time.' })
  reminderSentAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the contacts were last alerted.' })
  alertSentAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When "I\'m safe" was last sent.' })
  safeSentAt!: Date | null;

  @Field(() => Boolean, { description: 'An alert went out and "I\'m safe" has not followed it yet.' })
  canSendSafe!: boolean;
}

@InputType({ description: 'A share link: without an end it lasts for the journey plus a grace of a few hours.' })
export class CreateWalkShareInput {
  @Field(() => Date, { nullable: true, description: 'When the link stops working (within 7 days).' })
  expiresAt?: Date | null;
}

@InputType({ description: 'Expected back by, with safety contacts.' })
export class WalkSafetyInput {
  @Field(() => Date, { description: 'When you expect to be back (within 48 hours).' })
  expectedBackAt!: Date;

  @Field(() => String, { nullable: true, description: 'Your IANA time zone, for the times in messages.' })
  timeZone?: string;

  @Field(() => [Int], { nullable: true, description: 'Fellow pilgrims to alert by web push.' })
  memberIds?: number[];

  @Field(() => [String], {
    nullable: true,
    description: 'Email addresses to alert (kept only for this journey and deleted after it).',
  })
  emails?: string[];
}
