import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A stamp of the passport: an accepted checkpoint.' })
export class PassportStamp {
  @Field(() => Int, { nullable: true, description: 'The altar (null when it was removed since).' })
  altarId!: number | null;

  @Field(() => String, { description: 'The altar as it is named now.' })
  altarName!: string;

  @Field(() => Date, { nullable: true, description: 'When the checkpoint was accepted.' })
  reachedAt!: Date | null;
}

@ObjectType({ description: "One journey in the member's passport, with its stamps." })
export class PassportJourney {
  @Field(() => Int, { description: 'The journey (active pilgrimage) id.' })
  activePilgrimageId!: number;

  @Field(() => String, { description: 'The pilgrimage walked.' })
  pilgrimageName!: string;

  @Field(() => Date, { description: 'When the journey started.' })
  startedAt!: Date;

  @Field(() => Boolean, { description: 'Every site of the pilgrimage was reached.' })
  completed!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the last site was reached (completed journeys).' })
  completedAt!: Date | null;

  @Field(() => [PassportStamp], { description: 'The stamps in the order they were reached.' })
  stamps!: PassportStamp[];

  @Field(() => String, { nullable: true, description: 'The credential issued for this journey, if any.' })
  credentialId!: string | null;
}

@ObjectType({ description: "The member's pilgrim passport." })
export class Passport {
  @Field(() => Int, { description: 'How many stamps in all.' })
  stampCount!: number;

  @Field(() => [PassportJourney], { description: 'Journeys, newest first (those with no stamp yet included).' })
  journeys!: PassportJourney[];
}

@ObjectType({ description: 'A stamp a credential proves: the site and when it was reached (never where).' })
export class CredentialStampView {
  @Field(() => String, { description: 'The site.' })
  altarName!: string;

  @Field(() => Date, { description: 'When the checkpoint was accepted.' })
  reachedAt!: string;
}

@ObjectType({
  description:
    'A pilgrim credential as anyone may check it (GET /api/credentials/{id}): the signed document, its Ed25519 signature and whether it verifies with the server key.',
})
export class Credential {
  @Field(() => String, { description: 'The credential id (what the QR code carries).' })
  id!: string;

  @Field(() => Boolean, { description: 'The signature verifies over the document with the server key.' })
  valid!: boolean;

  @Field(() => String, { description: 'What the verification says, in words.' })
  message!: string;

  @Field(() => String, { description: 'The pilgrimage completed.' })
  pilgrimageName!: string;

  @Field(() => String, { nullable: true, description: "The walker's name, when they chose to show it." })
  holder!: string | null;

  @Field(() => Date, { description: 'When the pilgrimage was completed.' })
  completedAt!: string;

  @Field(() => Date, { description: 'When the credential was signed.' })
  issuedAt!: string;

  @Field(() => [CredentialStampView], { description: 'The stamps it proves.' })
  stamps!: CredentialStampView[];

  @Field(() => Boolean, { description: 'Each stamp was accepted only within 0.1 mile of its site.' })
  positionsChecked!: boolean;

  @Field(() => String, { description: 'The signed bytes: canonical JSON of the document.' })
  document!: string;

  @Field(() => String, { description: 'The Ed25519 signature of `document`, base64url.' })
  signature!: string;

  @Field(() => String, { description: "The server's Ed25519 public key (SPKI PEM) to check the signature with." })
  publicKey!: string;
}
