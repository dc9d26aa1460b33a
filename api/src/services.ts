import type { Knex } from 'knex';
import { AccountService } from './accounts/account.service';
import { AltarService } from './altars/altar.service';
import type { PubSub } from './platform/pubsub';

/** The composition root: one instance of each domain service per server. */
export interface Services {
  accounts: AccountService;
  altars: AltarService;
}

export function createServices(knex: Knex, pubsub: PubSub): Services {
  return {
    accounts: new AccountService(knex),
    altars: new AltarService(knex, pubsub),
  };
}
