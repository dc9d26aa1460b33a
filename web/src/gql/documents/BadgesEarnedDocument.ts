/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BadgesEarnedSubscription, BadgesEarnedSubscriptionVariables } from '../graphql';

export const BadgesEarnedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BadgesEarned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgesEarned"}}]}}]} as unknown as DocumentNode<BadgesEarnedSubscription, BadgesEarnedSubscriptionVariables>;
