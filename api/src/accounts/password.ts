import argon2 from 'argon2';
import { PASSWORD_HASH_PARAMS } from '@sacred/core/accounts';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_PARAMS });

/** False for a wrong password and for a stored value that is not a hash (e.g. the former-member '!'). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('no-such-member-Placeholder1');
  await verifyPassword(await dummyHash, password);
}
