import type { Knex } from 'knex';
import { AltarService } from './altars/altar.service';
import type { PubSub } from './platform/pubsub';

/** The composition root: one instance of each domain service per server. */
export interface Services {
  altars: AltarService;
}

export function createServices(knex: Knex, pubsub: PubSub): Services {
  return {
    altars: new AltarService(knex, pubsub),
  };
}
