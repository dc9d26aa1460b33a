import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { usePollFallback } from '../../app/socketStatus';
import {
  ChatMessageAddedDocument,
  ChatMessagesDocument,
  CompanionMovedDocument,
  FellowPilgrimsDocument,
  JourneyCompanionsDocument,
  LiveUpdateAddedDocument,
  PilgrimageLiveUpdatesDocument,
  type ChatMessageFieldsFragment,
  type CompanionFieldsFragment,
  type LiveUpdateFieldsFragment,
} from '../../gql/graphql';
import { POLL_MS } from './journeyView';

export type LiveUpdate = LiveUpdateFieldsFragment;
export type ChatMessage = ChatMessageFieldsFragment;
export type Companion = CompanionFieldsFragment;

/** Newest first, each update once (a mutation's answer and its subscription event both arrive). */
export function withUpdate(list: readonly LiveUpdate[], update: LiveUpdate): LiveUpdate[] {
  return list.some((item) => item.id === update.id) ? [...list] : [update, ...list];
}

/** Oldest first, each message once. */
export function withMessage(list: readonly ChatMessage[], message: ChatMessage): ChatMessage[] {
  return list.some((item) => item.id === message.id) ? [...list] : [...list, message];
}

/** A companion's new state; one with no journey under way has left the walkers. */
export function withCompanion(list: readonly Companion[], companion: Companion, walkersOnly: boolean): Companion[] {
  const others = list.filter((item) => item.userId !== companion.userId);
  if (walkersOnly && companion.activePilgrimageId === null) return others;
  const index = list.findIndex((item) => item.userId === companion.userId);
  if (index < 0) return [...list, companion];
  return list.map((item) => (item.userId === companion.userId ? companion : item));
}

/**
 * The live data of a pilgrimage for one of its participants: fed by the graphql-ws subscriptions, and
 * polled at the spec's intervals only while the socket is down.
 */
export function useLiveData(pilgrimageId: number, participant: boolean) {
  const client = useApolloClient();
  const skip = !participant;
  const variables = { pilgrimageId };
  const updatesPoll = usePollFallback(POLL_MS.updates);
  const messagesPoll = usePollFallback(POLL_MS.messages);
  const participantsPoll = usePollFallback(POLL_MS.participants);
  const companionsPoll = usePollFallback(POLL_MS.companions);

  const updates = useQuery(PilgrimageLiveUpdatesDocument, { variables, skip, pollInterval: updatesPoll });
  const messages = useQuery(ChatMessagesDocument, { variables, skip, pollInterval: messagesPoll });
  const walkers = useQuery(FellowPilgrimsDocument, { variables, skip, pollInterval: participantsPoll });
  const companions = useQuery(JourneyCompanionsDocument, { variables, skip, pollInterval: companionsPoll });

  const addUpdate = (update: LiveUpdate) =>
    client.cache.updateQuery({ query: PilgrimageLiveUpdatesDocument, variables }, (data) =>
      data ? { pilgrimageLiveUpdates: withUpdate(data.pilgrimageLiveUpdates, update) } : data,
    );
  const addMessage = (message: ChatMessage) =>
    client.cache.updateQuery({ query: ChatMessagesDocument, variables }, (data) =>
      data ? { pilgrimageMessages: withMessage(data.pilgrimageMessages, message) } : data,
    );

  useSubscription(LiveUpdateAddedDocument, {
    variables,
    skip,
    onData: ({ data }) => {
      const update = data.data?.pilgrimageUpdateAdded;
      if (update) addUpdate(update);
    },
  });
  useSubscription(ChatMessageAddedDocument, {
    variables,
    skip,
    onData: ({ data }) => {
      const message = data.data?.pilgrimageMessageAdded;
      if (message) addMessage(message);
    },
  });
  useSubscription(CompanionMovedDocument, {
    variables,
    skip,
    onData: ({ data }) => {
      const companion = data.data?.companionMoved;
      if (!companion) return;
      client.cache.updateQuery({ query: FellowPilgrimsDocument, variables }, (current) =>
        current ? { pilgrimageParticipants: withCompanion(current.pilgrimageParticipants, companion, true) } : current,
      );
      client.cache.updateQuery({ query: JourneyCompanionsDocument, variables }, (current) =>
        current ? { pilgrimageCompanions: withCompanion(current.pilgrimageCompanions, companion, false) } : current,
      );
    },
  });

  return { updates, messages, walkers, companions, addUpdate, addMessage };
}
