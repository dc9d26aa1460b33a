import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A member as they see themselves. Never carries the password or its hash.' })
export class User {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  lastName!: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  bio!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType({ description: 'Sign-up: the form also has confirmPassword and two agreements, which are not sent.' })
export class SignupInput {
  @Field(() => String, { description: 'At least 2 characters.' })
  firstName!: string;

  @Field(() => String, { description: 'At least 2 characters.' })
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, {
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a digit.',
  })
  password!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType({ description: 'Profile fields to change; omitted fields stay as they are.' })
export class ProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  profileImageUrl?: string | null;
}
