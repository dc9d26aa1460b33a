import type { Knex } from 'knex';
import type { AppConfig } from '../platform/config';
import type { JobQueue } from '../platform/infra/jobs';
import type { Logger } from '../platform/infra/logger';
import { PushService } from './push.service';
import { WebPushSender } from './push.sender';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** The push service with its VAPID keys loaded (from config, or kept once in PostgreSQL) on first use. */
export function createPushService(
  knex: Knex,
  jobs: JobQueue,
  config: Pick<AppConfig, 'vapid' | 'vapidSubject' | 'dataDir' | 'push'>,
  logger: Pick<Logger, 'info' | 'warn'>,
): PushService {
  let keys: Promise<VapidKeys> | undefined;
  const vapid = () => {
    keys ??= loadVapidKeys(knex, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  let sender: WebPushSender | undefined;
  return new PushService(
    knex,
    jobs,
    async () => (sender ??= new WebPushSender(await vapid(), config.push)),
    async () => (await vapid()).publicKey,
    config.push,
    logger,
  );
}
