import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../platform/config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (value as { privateKey?: unknown }).privateKey === 'string';

/**
 * The VAPID key pair: from config (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY) when set; otherwise one
 * pair generated on first start and kept in `<dataDir>/vapid.json`, so browsers' subscriptions
 * stay valid across restarts. The file is created exclusively: concurrent first starts agree on
 * one pair (the loser reads the winner's file).
 */
export async function loadVapidKeys(config: Pick<AppConfig, 'vapid' | 'vapidSubject' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const file = path.join(config.dataDir, 'vapid.json');
  const read = async () => {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isKeyPair(parsed)) throw new Error(`${file} does not hold a VAPID key pair`);
    return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject: config.vapidSubject };
  };
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    await writeFile(file, JSON.stringify(generated, null, 2), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
