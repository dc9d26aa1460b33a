/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GuestBannerCountQuery, GuestBannerCountQueryVariables } from '../graphql';

export const GuestBannerCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestBannerCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sacredSpaceCount"}}]}}]} as unknown as DocumentNode<GuestBannerCountQuery, GuestBannerCountQueryVariables>;
