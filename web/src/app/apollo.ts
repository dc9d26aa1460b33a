import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { offlineAwareFetch } from '../features/offline/offlineQueries';
import { catchUpOnReconnect } from './catchUp';
import { GRAPHQL_PATH } from './graphqlPath';
import { pagedListPolicy } from './followingPages';
import { setSocketOpen } from './socketStatus';

/** The WebSocket URL for subscriptions, on the same host and path as HTTP GraphQL. */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${GRAPHQL_PATH}`;
}

export function createApolloClient(): ApolloClient {
  // Cookies carry the session, so every request sends credentials.
  // offlineAwareFetch keeps query answers on the device and serves them when the network is gone.
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include', fetch: offlineAwareFetch });
  const cache = new InMemoryCache({
    typePolicies: {
      // The map's pilgrimages are one list per box asked for.
      Query: { fields: { pilgrimages: pagedListPolicy(['bbox']), browsePilgrimages: pagedListPolicy() } },
      // One watch per journey: a change answered by a mutation updates every view of it at once.
      WalkSafety: { keyFields: ['activePilgrimageId'] },
    },
  });
  // The socket's callbacks need the client that is made from the socket's link.
  const made: { client?: ApolloClient } = {};
  const catchUp = catchUpOnReconnect(async () => made.client?.refetchQueries({ include: 'active' }));
  const wsLink = new GraphQLWsLink(
    createClient({
      url: graphqlWsUrl(window.location),
      lazy: true,
      retryAttempts: 5,
      on: {
        connected: () => {
          setSocketOpen(true);
          catchUp();
        },
        closed: () => setSocketOpen(false),
        error: () => setSocketOpen(false),
      },
    }),
  );

  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    wsLink,
    httpLink,
  );

  made.client = new ApolloClient({ link, cache });
  return made.client;
}
