import { pino, type Logger } from 'pino';
import type { AppConfig } from './config';

export type { Logger };

export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
