import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A member's profile as others may see it (private profiles answer NOT_FOUND to others)." })
export class MemberProfile {
  @Field(() => Int, { description: 'The member id.' })
  id!: number;

  @Field(() => String, { nullable: true, description: 'Null when the member never gave one.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the member never gave one.' })
  lastName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The page shows 'Sacred space keeper & nature lover' without one.",
  })
  bio!: string | null;

  @Field(() => String, { nullable: true, description: 'The page shows the default emblem without one.' })
  profileImageUrl!: string | null;

  @Field(() => String, { nullable: true, description: "Only in the member's own profile." })
  email!: string | null;

  @Field(() => Date, { description: 'When the member joined.' })
  createdAt!: Date;

  @Field(() => Int, { description: 'Altars the member created.' })
  altarsCount!: number;

  @Field(() => Int, { description: 'Pilgrimages the member completed.' })
  pilgrimagesCount!: number;

  @Field(() => Int, { description: 'Days since the account was created, rounded up.' })
  daysSinceJoining!: number;
}

@ObjectType({ description: 'An altar in a profile list (My Altars, Favorites).' })
export class ProfileAltar {
  @Field(() => Int, { description: 'The altar id (the full altar is `altar(id)`).' })
  id!: number;

  @Field(() => String, { description: 'The altar name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Its description, if any.' })
  description!: string | null;

  @Field(() => String, { description: 'One of the known altar types, or custom text for Other.' })
  altarType!: string;

  @Field(() => [String], { description: 'Photo URLs in order (1 to 3); the first is the cover.' })
  photos!: string[];

  @Field(() => Boolean, { description: 'Marked eco-friendly by its creator.' })
  isEcoFriendly!: boolean;

  @Field(() => Date, { description: 'When it was created.' })
  createdAt!: Date;
}

@ObjectType({ description: 'The pilgrimage a completion is of.' })
export class CompletedPilgrimage {
  @Field(() => Int, { description: 'The pilgrimage id.' })
  id!: number;

  @Field(() => String, { description: 'The pilgrimage name.' })
  name!: string;

  @Field(() => Float, { nullable: true, description: 'Route length in miles.' })
  distance!: number | null;
}

@ObjectType({ description: 'A pilgrimage the member completed.' })
export class PilgrimageCompletion {
  @Field(() => Int, { description: 'The completion id.' })
  id!: number;

  @Field(() => CompletedPilgrimage, { description: 'The pilgrimage completed.' })
  pilgrimage!: CompletedPilgrimage;

  @Field(() => Date, { description: 'When the member finished it.' })
  completedAt!: Date;

  @Field(() => String, { nullable: true, description: 'What the member wrote on finishing, if anything.' })
  reflections!: string | null;
}

@ObjectType({ description: 'Notification settings.' })
export class NotificationSettings {
  @Field(() => Boolean, { description: 'Default on.' })
  pilgrimageUpdates!: boolean;

  @Field(() => Boolean, { description: 'Default on.' })
  communityPosts!: boolean;

  @Field(() => Boolean, { description: 'Default on.' })
  nearbyAltars!: boolean;

  @Field(() => Boolean, { description: 'Default on.' })
  achievements!: boolean;

  @Field(() => Boolean, { description: 'Default off.' })
  emailDigest!: boolean;
}

@ObjectType({ description: 'Privacy settings, enforced by the server.' })
export class PrivacySettings {
  @Field(() => String, {
    description: 'public (default), friends or private; friends is treated as private (there is no friends feature).',
  })
  profileVisibility!: string;

  @Field(() => Boolean, { description: 'Default on; when off, live journeys do not share the position.' })
  locationSharing!: boolean;

  @Field(() => Boolean, { description: 'Default on.' })
  activityTracking!: boolean;
}

@ObjectType({ description: 'App preferences.' })
export class PreferenceSettings {
  @Field(() => String, { description: 'light, dark (default) or auto.' })
  theme!: string;

  @Field(() => String, { description: 'en (default), es or de.' })
  language!: string;

  @Field(() => String, { description: 'metric (default) or imperial.' })
  units!: string;

  @Field(() => Boolean, { description: 'Default on.' })
  soundEffects!: boolean;

  @Field(() => String, { description: 'satellite (default), terrain or street.' })
  mapStyle!: string;

  @Field(() => Int, { description: 'Meters, 1000 to 50000 in steps of 1000; default 10000.' })
  searchRadius!: number;

  @Field(() => String, {
    nullable: true,
    description: "The member's IANA time zone (Europe/Paris); null until the app learns it (UTC meanwhile).",
  })
  timeZone!: string | null;
}

@ObjectType({ description: "The signed-in member's settings; defaults until first saved." })
export class UserSettings {
  @Field(() => NotificationSettings, { description: 'Which kinds of news the member wants.' })
  notifications!: NotificationSettings;

  @Field(() => PrivacySettings, { description: 'Who sees the profile, and location sharing.' })
  privacy!: PrivacySettings;

  @Field(() => PreferenceSettings, { description: 'Theme, units, map style, search radius and the like.' })
  preferences!: PreferenceSettings;
}

@InputType({ description: 'Notification settings (every field required).' })
export class NotificationSettingsInput {
  @Field(() => Boolean, { description: 'News from the journeys the member follows.' })
  pilgrimageUpdates!: boolean;

  @Field(() => Boolean, { description: 'New posts in the Sacred Community.' })
  communityPosts!: boolean;

  @Field(() => Boolean, { description: 'Sacred spaces created near the member.' })
  nearbyAltars!: boolean;

  @Field(() => Boolean, { description: 'Badges the member earns.' })
  achievements!: boolean;

  @Field(() => Boolean, { description: 'A weekly summary by email.' })
  emailDigest!: boolean;
}

@InputType({ description: 'Privacy settings (every field required).' })
export class PrivacySettingsInput {
  @Field(() => String, { description: 'public, friends or private.' })
  profileVisibility!: string;

  @Field(() => Boolean, { description: 'When false, live journeys do not share the position with companions.' })
  locationSharing!: boolean;

  @Field(() => Boolean, { description: 'Keep a record of journeys and visits.' })
  activityTracking!: boolean;
}

@InputType({ description: 'Preferences (every field required).' })
export class PreferenceSettingsInput {
  @Field(() => String, { description: 'light, dark or auto.' })
  theme!: string;

  @Field(() => String, { description: 'en, es or de: the language of the app, emails and web push.' })
  language!: string;

  @Field(() => String, { description: 'metric or imperial.' })
  units!: string;

  @Field(() => Boolean, { description: 'Play the app sounds.' })
  soundEffects!: boolean;

  @Field(() => String, { description: 'satellite, terrain or street.' })
  mapStyle!: string;

  @Field(() => Int, { description: 'Meters, 1000 to 50000 in steps of 1000.' })
  searchRadius!: number;

  @Field(() => String, { nullable: true, description: 'An IANA time zone; left out, the stored one stays.' })
  timeZone?: string | null;
}

@InputType({ description: 'The full settings object; it replaces the stored one.' })
export class UserSettingsInput {
  @Field(() => NotificationSettingsInput, { description: 'Every notification switch.' })
  notifications!: NotificationSettingsInput;

  @Field(() => PrivacySettingsInput, { description: 'Every privacy setting.' })
  privacy!: PrivacySettingsInput;

  @Field(() => PreferenceSettingsInput, { description: 'Every preference.' })
  preferences!: PreferenceSettingsInput;
}
