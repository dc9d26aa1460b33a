/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { IsFavoriteAltarQuery, IsFavoriteAltarQueryVariables } from '../graphql';

export const IsFavoriteAltarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsFavoriteAltar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFavoriteAltar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"altarId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"altarId"}}}]}]}}]} as unknown as DocumentNode<IsFavoriteAltarQuery, IsFavoriteAltarQueryVariables>;
