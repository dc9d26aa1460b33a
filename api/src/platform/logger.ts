import { pino, type LevelWithSilent, type Logger } from 'pino';

export type { Logger };

export function createLogger(config: { logLevel: LevelWithSilent }): Logger {
  return pino({ level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] });
}
