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

  @Field(() => String, { description: 'A valid address, not already taken (CONFLICT); stored lowercased.' })
  email!: string;

  @Field(() => String, {
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  })
  password!: string;
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
