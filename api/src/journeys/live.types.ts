import type { Companionship, PositionPrecision } from '@sacred/core/companions';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ActivePilgrimage } from './journey.types';

@ObjectType({ simpleResolvers: true, description: 'Who posted a live update (001: user with firstName, lastName).' })
export class LiveUpdateUser {
  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;
}

@ObjectType({ simpleResolvers: true, description: "A live update's sacred site (001: altar with name)." })
export class LiveUpdateAltar {
  @Field(() => String, { description: 'The sacred site name.' })
  name!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Who sent a chat message (001: sender).' })
export class MessageSender {
  @Field(() => Int, { description: 'The member.' })
  id!: number;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'Their picture.' })
  profileImageUrl!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'A post on the live feed of a pilgrimage (001 pilgrimage_updates).' })
export class PilgrimageUpdate {
  @Field(() => Int, { description: 'The update id.' })
  id!: number;

  @Field(() => Int, { description: 'The journey that posted it.' })
  activePilgrimageId!: number;

  @Field(() => Int, { description: 'The pilgrimage.' })
  pilgrimageId!: number;

  @Field(() => Int, { description: 'The member who posted it.' })
  userId!: number;

  @Field(() => String, { description: "The member's name." })
  userName!: string;

  @Field(() => String, { nullable: true, description: "The member's picture." })
  userImage!: string | null;

  @Field(() => LiveUpdateUser, { description: 'The member, as the spec reads it (firstName, lastName).' })
  user!: LiveUpdateUser;

  @Field(() => Int, { nullable: true, description: 'The sacred site, for a checkpoint.' })
  altarId!: number | null;

  @Field(() => String, { nullable: true, description: 'The sacred site name, for a checkpoint.' })
  altarName!: string | null;

  @Field(() => LiveUpdateAltar, { nullable: true, description: 'The sacred site, for a checkpoint (name).' })
  altar!: LiveUpdateAltar | null;

  @Field(() => String, { description: 'checkpoint, photo, reflection or milestone.' })
  updateType!: string;

  @Field(() => String, { nullable: true, description: 'The text.' })
  content!: string | null;

  @Field(() => String, { nullable: true, description: 'The photo.' })
  photoUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'Where (a checkpoint: the public point of its site).' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  longitude!: number | null;

  @Field(() => Int, { description: 'How many members liked it.' })
  likesCount!: number;

  @Field(() => Boolean, { description: 'Whether the viewer liked it (false for a subscription payload).' })
  likedByViewer!: boolean;

  @Field(() => Date, { description: 'When it was posted.' })
  createdAt!: Date;
}

@ObjectType({ simpleResolvers: true, description: 'A chat message among the pilgrims of one pilgrimage.' })
export class PilgrimageMessage {
  @Field(() => Int, { description: 'The message id.' })
  id!: number;

  @Field(() => Int, { description: 'The pilgrimage.' })
  pilgrimageId!: number;

  @Field(() => Int, { description: 'The sender.' })
  senderId!: number;

  @Field(() => String, { description: "The sender's name." })
  senderName!: string;

  @Field(() => String, { nullable: true, description: "The sender's picture." })
  senderImage!: string | null;

  @Field(() => MessageSender, { description: 'The sender, as the spec reads it.' })
  sender!: MessageSender;

  @Field(() => String, { description: 'The text (never blank).' })
  message!: string;

  @Field(() => String, { description: 'text, location, photo or audio.' })
  messageType!: string;

  @Field(() => String, { nullable: true, description: 'A photo or audio attachment.' })
  attachmentUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'For a location message.' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'For a location message.' })
  longitude!: number | null;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'A fellow pilgrim on a pilgrimage; the position only while their location sharing is on.',
})
export class JourneyCompanion {
  @Field(() => Int, { description: 'The member.' })
  userId!: number;

  @Field(() => Int, { description: 'The member (the spec names it id; the same as userId).' })
  id!: number;

  @Field(() => String, { description: "The member's name." })
  name!: string;

  @Field(() => String, { description: 'First name.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name.' })
  lastName!: string;

  @Field(() => String, { nullable: true, description: "The member's picture." })
  profileImageUrl!: string | null;

  @Field(() => Int, { nullable: true, description: 'Their active journey, if any.' })
  activePilgrimageId!: number | null;

  @Field(() => Int, { description: 'Index of their next sacred site.' })
  currentAltarIndex!: number;

  @Field(() => Float, { description: 'Distance traveled in km.' })
  distanceTraveled!: number;

  @Field(() => Float, {
    description:
      "The spec's distance of a nearby pilgrim, in km: how far they have walked on this pilgrimage (the same as distanceTraveled; never their distance from you, which would reveal where they are).",
  })
  distance!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Null unless they share their location; exact for companions they accepted, else the centre of a ~1 km cell.',
  })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'As latitude.' })
  longitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Heading in degrees, with an exact position only.' })
  heading!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "How precise the position is: 'exact', 'coarse' (~1 km cell), or null when not shared.",
  })
  positionPrecision!: PositionPrecision | null;

  @Field(() => String, {
    description:
      "Your tie to them: 'self', 'accepted' (walking together), 'requested' (you asked), 'incoming' (they asked you) or 'none'.",
  })
  companionship!: Companionship;

  @Field(() => Date, { nullable: true, description: 'When they joined.' })
  joinedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Their "expected back by", for themselves, the fellow pilgrims they chose as safety contacts and the companions walking with them; null for anyone else or without a watch.',
  })
  expectedBackAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When they last sent a position.' })
  lastActiveAt!: Date | null;
}

@ObjectType({ description: 'Your tie to a fellow pilgrim on one pilgrimage, after asking, accepting or ending it.' })
export class CompanionLink {
  @Field(() => Int, { description: 'The fellow pilgrim.' })
  userId!: number;

  @Field(() => String, { description: "'accepted', 'requested' (you asked), 'incoming' (they asked you) or 'none'." })
  companionship!: Companionship;
}

@ObjectType({ description: 'The answer to a checkpoint: the journey after it and the update written.' })
export class CheckpointResult {
  @Field(() => ActivePilgrimage, { description: 'The journey (isActive false once the last site is reached).' })
  journey!: ActivePilgrimage;

  @Field(() => PilgrimageUpdate, { description: "The 'checkpoint' update on the live feed." })
  update!: PilgrimageUpdate;

  @Field(() => Boolean, { description: 'True when this checkpoint completed the pilgrimage.' })
  completed!: boolean;
}

@ObjectType({ description: 'A like toggled on a journey update.' })
export class UpdateLikeResult {
  @Field(() => Boolean, { description: 'Whether the viewer now likes it.' })
  liked!: boolean;

  @Field(() => Int, { description: 'The true count.' })
  likesCount!: number;
}

@InputType({ description: 'A position sent while walking.' })
export class LocationUpdateInput {
  @Field(() => Float, { description: '-90 to 90.' })
  latitude!: number;

  @Field(() => Float, { description: '-180 to 180.' })
  longitude!: number;

  @Field(() => Float, { nullable: true, description: '0 to 360 degrees.' })
  heading?: number | null;

  @Field(() => Float, { nullable: true, description: 'Metres above sea level, as the device reads it.' })
  altitude?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'When the device took the fix (ISO 8601), for a fix sent later; default now, never after it arrives.',
  })
  recordedAt?: string | null;
}

@InputType({ description: 'A GPS fix the device recorded, with the time it was taken.' })
export class GpsFixInput extends LocationUpdateInput {
  @Field(() => String, { description: 'When the fix was taken (ISO 8601): with the journey, what makes it one fix.' })
  override recordedAt!: string;
}

@InputType({ description: 'A journey update to share on the live feed.' })
export class ShareUpdateInput {
  @Field(() => String, { description: 'checkpoint, photo, reflection or milestone.' })
  updateType!: string;

  @Field(() => String, { nullable: true, description: 'The text; required for a reflection.' })
  content?: string | null;

  @Field(() => String, { nullable: true, description: 'The photo; required for a photo update.' })
  photoUrl?: string | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  longitude?: number | null;
}

@InputType({ description: 'A chat message.' })
export class ChatMessageInput {
  @Field(() => String, { description: 'The text; blank is refused.' })
  message!: string;

  @Field(() => String, { nullable: true, description: 'text (default), location, photo or audio.' })
  messageType?: string | null;

  @Field(() => String, { nullable: true, description: 'A photo or audio attachment.' })
  attachmentUrl?: string | null;

  @Field(() => Float, { nullable: true, description: 'Required for a location message.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Required for a location message.' })
  longitude?: number | null;
}

@ObjectType({ simpleResolvers: true, description: 'A photo shared on a pilgrimage (001 pilgrimage_photos).' })
export class JourneyPhoto {
  @Field(() => Int, { description: 'The photo id.' })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'The feed update that carried it.' })
  updateId!: number | null;

  @Field(() => Int, { description: 'The pilgrimage.' })
  pilgrimageId!: number;

  @Field(() => Int, { description: 'Who shared it.' })
  userId!: number;

  @Field(() => Int, { nullable: true, description: 'The sacred site.' })
  altarId!: number | null;

  @Field(() => String, { description: 'The stored photo.' })
  photoUrl!: string;

  @Field(() => String, { nullable: true, description: 'The caption.' })
  caption!: string | null;

  @Field(() => [String], { description: 'Tags (no blanks, no duplicates).' })
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'The mood.' })
  mood!: string | null;

  @Field(() => String, { nullable: true, description: 'The weather.' })
  weatherCondition!: string | null;

  @Field(() => Boolean, { description: 'Shown to fellow pilgrims.' })
  isPublic!: boolean;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  latitude!: number | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  longitude!: number | null;

  @Field(() => Date, { description: 'When it was taken.' })
  takenAt!: Date;
}

@InputType({ description: 'A photo to share with fellow pilgrims.' })
export class JourneyPhotoInput {
  @Field(() => String, { description: 'An inline data URL or an uploaded photo URL.' })
  photoUrl!: string;

  @Field(() => String, { nullable: true, description: 'The caption.' })
  caption?: string | null;

  @Field(() => [String], { nullable: true, description: 'Tags: no blanks, no duplicates.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The mood.' })
  mood?: string | null;

  @Field(() => String, { nullable: true, description: 'The weather.' })
  weather?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Shown to fellow pilgrims (default true).' })
  isPublic?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'The sacred site.' })
  altarId?: number | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  latitude?: number | null;

  @Field(() => Float, { nullable: true, description: 'Where.' })
  longitude?: number | null;
}
