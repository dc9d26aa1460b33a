import type { Logger } from './logger';
import type { Services } from '../services';

/** What every resolver and REST route receives. */
export interface RequestContext {
  services: Services;
  requestId: string;
  logger: Logger;
}
