/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}": typeof types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": typeof types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": typeof types.SignupDocument,
    "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": typeof types.AltarWeatherPlaceDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": typeof types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": typeof types.AltarOnMapFragmentDoc,
    "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}": typeof types.AltarsForMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": typeof types.MoonPhaseNowDocument,
    "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}": typeof types.WeatherAtDocument,
};
const documents: Documents = {
    "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}": types.CurrentUserFragmentDoc,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query Me {\n  me {\n    ...CurrentUser\n  }\n}": types.MeDocument,
    "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}": types.SignupDocument,
    "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}": types.AltarWeatherPlaceDocument,
    "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}": types.AltarCreatedOnMapDocument,
    "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}": types.AltarOnMapFragmentDoc,
    "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}": types.AltarsForMapDocument,
    "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}": types.MoonPhaseNowDocument,
    "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}": types.WeatherAtDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}"): (typeof documents)["fragment CurrentUser on User {\n  id\n  email\n  firstName\n  lastName\n  profileImageUrl\n  bio\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...CurrentUser\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"): (typeof documents)["mutation Signup($input: SignupInput!) {\n  signup(input: $input) {\n    ...CurrentUser\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"): (typeof documents)["query AltarWeatherPlace($id: Int!) {\n  altar(id: $id) {\n    id\n    name\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}"): (typeof documents)["subscription AltarCreatedOnMap {\n  altarCreated {\n    ...AltarOnMap\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}"): (typeof documents)["fragment AltarOnMap on Altar {\n  id\n  name\n  description\n  latitude\n  longitude\n  altarType\n  photos\n  isEcoFriendly\n  visitCount\n  likes\n  recentActivity\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}"): (typeof documents)["query AltarsForMap($limit: Int) {\n  altars(limit: $limit) {\n    ...AltarOnMap\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"): (typeof documents)["query MoonPhaseNow($latitude: Float, $longitude: Float) {\n  moonPhase(latitude: $latitude, longitude: $longitude) {\n    phase\n    illumination\n    nextNewMoon\n    nextFullMoon\n    zodiacSign\n    spiritualMeaning\n    recommendations\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"): (typeof documents)["query WeatherAt($latitude: Float!, $longitude: Float!) {\n  weather(latitude: $latitude, longitude: $longitude) {\n    temperature\n    condition\n    description\n    humidity\n    windSpeed\n    visibility\n    uvIndex\n    observedAt\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;