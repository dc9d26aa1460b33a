import * as yup from 'yup';
import { DATABASE_ID_MAX } from './limits';

/**
 * The pilgrim's passport: every accepted checkpoint is a stamp; a completed pilgrimage yields a credential,
 * a document signed by the server (Ed25519) that anyone can check at /verify/{id}. The document names the
 * pilgrimage, its sites and when each was reached, and says the positions were checked (within 0.1 mile of
 * each site); it never holds a coordinate, so neither a sensitive site's true point nor the walker's track
 * can be read from it.
 */

export const CREDENTIAL_VERSION = 1;

export interface CredentialStamp {
  altarName: string;
  /** When the checkpoint was accepted, UTC ISO 8601. */
  reachedAt: string;
}

export interface CredentialDocument {
  version: typeof CREDENTIAL_VERSION;
  id: string;
  pilgrimageName: string;
  /** The walker's name when they chose to show it, else null. */
  holder: string | null;
  completedAt: string;
  stamps: CredentialStamp[];
  /** Every stamp was accepted only within 0.1 mile of its site (the checkpoint rule). */
  positionsChecked: true;
  issuedAt: string;
}

/**
 * The bytes that are signed: JSON with keys in a fixed order (the document's own order above), so a
 * verifier anywhere rebuilds the same bytes from the document.
 */
export function canonicalCredential(document: CredentialDocument): string {
  return JSON.stringify({
    version: document.version,
    id: document.id,
    pilgrimageName: document.pilgrimageName,
    holder: document.holder,
    completedAt: document.completedAt,
    stamps: document.stamps.map((stamp) => ({ altarName: stamp.altarName, reachedAt: stamp.reachedAt })),
    positionsChecked: document.positionsChecked,
    issuedAt: document.issuedAt,
  });
}

export const PASSPORT_MESSAGES = {
  journeyNotFound: 'Completed journey not found',
  notCompleted: 'This journey is not completed yet: a credential comes when every site is reached.',
  credentialNotFound: 'Credential not found',
  verified: 'This credential is genuine: it was issued by Sacred Spaces and has not been changed.',
  notVerified: 'This credential does not verify: it was changed after it was issued, or not issued by us.',
} as const;

/** POST /api/passport/credentials and Mutation.issueCredential. */
export const issueCredentialSchema = yup.object({
  activePilgrimageId: yup
    .number()
    .typeError(PASSPORT_MESSAGES.journeyNotFound)
    .integer(PASSPORT_MESSAGES.journeyNotFound)
    .max(DATABASE_ID_MAX, PASSPORT_MESSAGES.journeyNotFound)
    .required(PASSPORT_MESSAGES.journeyNotFound),
  showName: yup.boolean().typeError('showName must be true or false').default(false),
});

/** A credential id: 22 URL-safe base64 characters (128 random bits). */
export const CREDENTIAL_ID = /^[A-Za-z0-9_-]{22}$/;
