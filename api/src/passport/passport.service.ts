import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { Knex } from 'knex';
import { displayName } from '@sacred/core/accounts';
import {
  canonicalCredential,
  CREDENTIAL_ID,
  CREDENTIAL_VERSION,
  issueCredentialSchema,
  PASSPORT_MESSAGES,
  type CredentialDocument,
} from '@sacred/core/passport';
import { appSecret } from '../platform/infra/app-keys';
import { NotFoundError, ValidationError } from '../platform/errors';
import { validateInput } from '../platform/rest/validation';
import { PassportRepository, type StampRow } from './passport.repository';
import type { Credential, Passport, PassportJourney } from './passport.types';

const REMOVED_ALTAR = 'A site no longer listed';

/** The generated default key (no CREDENTIAL_SIGNING_KEY): made once per deployment and kept in app_keys. */
const generatedKey = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

function journeysOf(rows: StampRow[]): PassportJourney[] {
  const journeys = new Map<number, PassportJourney>();
  for (const row of rows) {
    let journey = journeys.get(row.journey_id);
    if (!journey) {
      const completed = !row.is_active && Number(row.reached) >= Number(row.total) && Number(row.total) > 0;
      journey = {
        activePilgrimageId: row.journey_id,
        pilgrimageName: row.pilgrimage_name,
        startedAt: row.started_at,
        completed,
        completedAt: completed ? row.ended_at : null,
        stamps: [],
        credentialId: row.credential_id,
      };
      journeys.set(row.journey_id, journey);
    }
    if (row.altar_id !== null || row.reached_at !== null) {
      journey.stamps.push({
        altarId: row.altar_id,
        altarName: row.altar_name ?? REMOVED_ALTAR,
        reachedAt: row.reached_at,
      });
    }
  }
  return [...journeys.values()];
}

/**
 * The pilgrim's passport (stamps of accepted checkpoints) and credentials: a completed journey's document,
 * signed with the server's Ed25519 key, that anyone can verify by its id.
 */
export class PassportService {
  private key: Promise<KeyObject> | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly configuredKey: string | undefined,
  ) {}

  private signingKey(): Promise<KeyObject> {
    this.key ??= (async () =>
      createPrivateKey(this.configuredKey ?? (await appSecret(this.knex, 'credential-signing-key', generatedKey))))();
    return this.key;
  }

  async publicKey(): Promise<string> {
    return createPublicKey(await this.signingKey())
      .export({ type: 'spki', format: 'pem' })
      .toString();
  }

  async passport(userId: number): Promise<Passport> {
    const journeys = journeysOf(await new PassportRepository(this.knex).stamps(userId));
    return { stampCount: journeys.reduce((sum, journey) => sum + journey.stamps.length, 0), journeys };
  }

  /** Issues (or issues again, with the name shown or not) the credential of one of the member's completed journeys. */
  async issueCredential(userId: number, input: unknown): Promise<Credential> {
    const { activePilgrimageId, showName } = await validateInput(issueCredentialSchema, input);
    const repository = new PassportRepository(this.knex);
    const rows = await repository.stamps(userId, activePilgrimageId);
    const journey = journeysOf(rows)[0];
    if (!journey) throw new NotFoundError(PASSPORT_MESSAGES.journeyNotFound);
    if (!journey.completed || !journey.completedAt)
      throw new ValidationError(PASSPORT_MESSAGES.notCompleted, { activePilgrimageId: PASSPORT_MESSAGES.notCompleted });
    const first = rows[0];
    const id =
      (await repository.credentialFor(journey.activePilgrimageId))?.id ?? randomBytes(16).toString('base64url');
    const document: CredentialDocument = {
      version: CREDENTIAL_VERSION,
      id,
      pilgrimageName: journey.pilgrimageName,
      holder: showName ? displayName(first?.first_name ?? null, first?.last_name ?? null) : null,
      completedAt: journey.completedAt.toISOString(),
      stamps: journey.stamps.map((stamp) => ({
        altarName: stamp.altarName,
        reachedAt: (stamp.reachedAt ?? journey.completedAt ?? new Date(0)).toISOString(),
      })),
      positionsChecked: true,
      issuedAt: new Date().toISOString(),
    };
    const text = canonicalCredential(document);
    const signature = sign(null, Buffer.from(text), await this.signingKey()).toString('base64url');
    await repository.save({
      id,
      user_id: userId,
      active_pilgrimage_id: journey.activePilgrimageId,
      show_name: showName,
      document: text,
      signature,
    });
    return this.verify(id);
  }

  /** A credential as anyone may check it: NOT_FOUND for an unknown id; `valid` false when it was changed. */
  async verify(id: unknown): Promise<Credential> {
    const row =
      typeof id === 'string' && CREDENTIAL_ID.test(id)
        ? await new PassportRepository(this.knex).credential(id)
        : undefined;
    if (!row) throw new NotFoundError(PASSPORT_MESSAGES.credentialNotFound);
    const publicKey = await this.publicKey();
    let document: Partial<CredentialDocument> = {};
    let valid: boolean;
    try {
      document = JSON.parse(row.document) as CredentialDocument;
      // The stored text must be the canonical form of what it says, and signed by our key.
      valid =
        document.id === row.id &&
        canonicalCredential(document as CredentialDocument) === row.document &&
        verify(null, Buffer.from(row.document), publicKey, Buffer.from(row.signature, 'base64url'));
    } catch {
      valid = false;
    }
    return {
      id: row.id,
      valid,
      message: valid ? PASSPORT_MESSAGES.verified : PASSPORT_MESSAGES.notVerified,
      pilgrimageName: String(document.pilgrimageName ?? ''),
      holder: typeof document.holder === 'string' ? document.holder : null,
      completedAt: String(document.completedAt ?? ''),
      issuedAt: String(document.issuedAt ?? ''),
      stamps: Array.isArray(document.stamps)
        ? document.stamps.map((stamp) => ({ altarName: String(stamp.altarName), reachedAt: String(stamp.reachedAt) }))
        : [],
      positionsChecked: document.positionsChecked === true,
      document: row.document,
      signature: row.signature,
      publicKey,
    };
  }
}
