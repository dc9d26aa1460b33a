import type { Knex } from 'knex';
import { AccountService } from './accounts/account.service';
import { OidcSignIn } from './accounts/oidc';
import { AltarService } from './altars/altar.service';
import { MoonService } from './moon/moon.service';
import type { AppConfig } from './platform/config';
import type { PubSub } from './platform/pubsub';
import { OpenMeteoProvider } from './weather/weather.provider';
import { WeatherService } from './weather/weather.service';

/** The composition root: one instance of each domain service per server. */
export interface Services {
  accounts: AccountService;
  /** Present when an OpenID Connect issuer is configured. */
  oidc: OidcSignIn | undefined;
  altars: AltarService;
  moon: MoonService;
  weather: WeatherService;
}

export function createServices(knex: Knex, pubsub: PubSub, config: AppConfig): Services {
  return {
    accounts: new AccountService(knex),
    oidc: config.oidc ? new OidcSignIn(config.oidc) : undefined,
    altars: new AltarService(knex, pubsub),
    moon: new MoonService(),
    weather: new WeatherService(knex, new OpenMeteoProvider(config.weatherBaseUrl)),
  };
}
