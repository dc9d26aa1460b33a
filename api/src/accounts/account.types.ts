import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A member as they see themselves. Never carries the password or its hash.' })
export class User {
  @Field(() => Int, { description: 'The member id (as in `creatorId`, `userId` elsewhere).' })
  id!: number;

  @Field(() => String, { description: 'The sign-in email, stored trimmed and lowercased.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Null for an account that never gave one.' })
  firstName!: string | null;

  @Field(() => String, { nullable: true, description: 'Null for an account that never gave one.' })
  lastName!: string | null;

  @Field(() => String, { nullable: true, description: 'The picture: a web address or a same-site path.' })
  profileImageUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  bio!: string | null;

  @Field(() => Boolean, {
    description:
      'True once the member opened the confirmation link sent to their email (always true on a server without email). Until then nothing they write is public.',
  })
  emailVerified!: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When the profile last changed.' })
  updatedAt!: Date;
}

@InputType({ description: 'Sign-up: the form also has confirmPassword and two agreements, which are not sent.' })
export class SignupInput {
  @Field(() => String, { description: 'At least 2 characters.' })
  firstName!: string;

  @Field(() => String, { description: 'At least 2 characters.' })
  lastName!: string;

  @Field(() => String, {
    description:
      'A valid address, stored lowercased. Without email on the server, a taken address answers CONFLICT; with email, the answer is the same either way (see `signup`).',
  })
  email!: string;

  @Field(() => String, {
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The member's Language setting: en, es or de (another value is BAD_USER_INPUT). Left out: en. Emails and web push are sent in it.",
  })
  language?: string;

  @Field(() => String, {
    nullable: true,
    description: "The member's IANA time zone (Europe/Paris); left out, UTC until the app learns it.",
  })
  timeZone?: string;
}

@InputType({
  description: 'Sign-in. A wrong email or password gets one answer for both; attempts are rate limited.',
})
export class LoginInput {
  @Field(() => String, { description: 'The sign-in email (any letter case).' })
  email!: string;

  @Field(() => String, { description: 'The password.' })
  password!: string;
}

@InputType({ description: 'Profile fields to change; omitted fields stay as they are.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'At most 80 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 80 characters.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  bio?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'An http(s) address or a path such as /media/uploads/... (an uploaded photo); at most 2048 characters.',
  })
  profileImageUrl?: string | null;
}

@ObjectType({ description: 'The answer of an account action that needs no data back.' })
export class AccountMessage {
  @Field(() => String, { description: 'What happened, to show to the member.' })
  message!: string;
}

@ObjectType({ description: 'A link from an email was used: the member it signed in, and what to tell them.' })
export class AccountLinkResult {
  @Field(() => User, {
    description: 'The member the link is for (its email names the account), signed in unless `signedIn` is false.',
  })
  user!: User;

  @Field(() => String, { description: 'What happened, naming the account when it is not the one signed in here.' })
  message!: string;

  @Field(() => Boolean, {
    description:
      'False when another member was signed in in this browser: the link did its work, and the session stayed as it was.',
  })
  signedIn!: boolean;
}

@InputType({ description: 'The token of a link sent by email.' })
export class EmailTokenInput {
  @Field(() => String, { description: 'The `token` parameter of the link.' })
  token!: string;
}

@InputType({ description: 'Asks for a password reset link.' })
export class PasswordResetRequestInput {
  @Field(() => String, { description: 'The sign-in email; the answer is the same whether or not it has an account.' })
  email!: string;
}

@InputType({ description: 'A new password chosen through a reset link.' })
export class PasswordResetInput {
  @Field(() => String, { description: 'The `token` parameter of the link (single use, one hour).' })
  token!: string;

  @Field(() => String, {
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  })
  password!: string;
}

@InputType({ description: 'A signed-in member changes their password.' })
export class PasswordChangeInput {
  @Field(() => String, { description: 'The current password (attempts count like sign-ins).' })
  currentPassword!: string;

  @Field(() => String, {
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  })
  newPassword!: string;
}
