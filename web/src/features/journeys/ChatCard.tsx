import { useMutation } from '@apollo/client/react';
import { chatMessageSchema, MESSAGE_MAX } from '@sacred/core/journeys';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { SendChatMessageDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { onOutbox, queueWrite } from '../offline/outbox';
import { useOutbox } from '../offline/useOutbox';
import { Muted } from '../pilgrimages/styles';
import { formatCoordinate } from './journeyView';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { useJourneysText, type JourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';

/** The words a shared location is sent with (the API's record, in English); each reader sees their language. */
const SHARED_LOCATION = 'Shared my location';
import { notDelivered } from '../offline/notDelivered';
import type { Fix } from './useJourney';
import type { ChatMessage, useLiveData } from './useLiveData';

/** A 96-unit box with a 64-unit message area (units of 0.25rem). */
const Card = styled.section<{ $minimized: boolean }>`
  /* Floats above the End Journey bar while the page scrolls, without covering the mode tabs. */
  position: sticky;
  bottom: calc(64px + ${({ theme }) => theme.space.md});
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  grid-template-rows: auto ${({ $minimized }) => ($minimized ? '' : '16rem auto')};
  width: 100%;
  height: ${({ $minimized }) => ($minimized ? 'auto' : '24rem')};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.forest800};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.forest700};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const IconButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  cursor: pointer;
`;

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 16rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.amber : theme.colors.forest600)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.night : theme.colors.moonlight)};
  overflow-wrap: anywhere;

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    opacity: 0.8;
  }
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.forest600};

  input {
    flex: 1;
    min-width: 0;
  }
  button {
    flex: none;
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

interface ChatCardProps {
  pilgrimageId: number;
  viewerId: number | undefined;
  live: ReturnType<typeof useLiveData>;
  position: Fix | null;
}

const announce = (message: ChatMessage, t: JourneysText) => {
  const words =
    message.messageType === 'location' && message.message === SHARED_LOCATION ? t('sharedMyLocation') : message.message;
  return message.messageType === 'location' && message.latitude != null && message.longitude != null
    ? `${words} (${formatCoordinate(message.latitude, 4)}, ${formatCoordinate(message.longitude, 4)})`
    : words;
};

/** The floating, minimizable chat card; bubbles align by sender. */
export function ChatCard({ pilgrimageId, viewerId, live, position }: ChatCardProps) {
  const { toast } = useToast();
  const t = useJourneysText();
  const f = useFormat();
  const [minimized, setMinimized] = useState(false);
  const [send, sending] = useMutation(SendChatMessageDocument);
  const list = useRef<HTMLOListElement>(null);
  const messages = live.messages.data?.pilgrimageMessages;
  const count = messages?.length ?? 0;
  const latest = messages?.[count - 1];
  // Only messages that arrive while the card is open are announced, not the history it loads with.
  const [announced, setAnnounced] = useState<number | null>(null);
  const seen = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    const node = list.current;
    if (node) node.scrollTop = node.scrollHeight;
    if (messages === undefined) return;
    const latestId = latest?.id ?? null;
    if (seen.current !== undefined && latest && latestId !== seen.current && latest.senderId !== viewerId) {
      setAnnounced(latest.id);
    }
    seen.current = latestId;
  }, [messages, latest, viewerId, minimized]);

  // Messages written without network wait in the outbox (and survive a reload) until they are sent.
  const path = `/api/pilgrimages/${pilgrimageId}/messages`;
  const waiting = useOutbox().filter((item) => item.kind === 'message' && item.path === path);
  const refetchMessages = live.messages.refetch;
  useEffect(
    () =>
      onOutbox((event) => {
        if (event.type === 'sent' && event.item.path === path) void refetchMessages().catch(() => undefined);
      }),
    [path, refetchMessages],
  );

  const deliver = async (input: { message: string; messageType: string; latitude?: number; longitude?: number }) => {
    try {
      const result = await send({ variables: { pilgrimageId, message: input } });
      const sent = result.data?.sendPilgrimageMessage;
      if (sent) live.addMessage(sent);
      return true;
    } catch (error) {
      if (notDelivered(error)) {
        const kept = await queueWrite({
          kind: 'message',
          label: input.message,
          method: 'POST',
          path,
          body: input,
        }).catch(() => null);
        if (kept) return true;
      }
      console.error('Sending the message failed', error);
      toast({
        title: t('messageFailedTitle'),
        description: t('messageFailedText'),
        variant: 'destructive',
      });
      return false;
    }
  };

  const form = useFormik({
    initialValues: { message: '' },
    validationSchema: chatMessageSchema,
    onSubmit: async ({ message }, { resetForm }) => {
      if (await deliver({ message: message.trim(), messageType: 'text' })) resetForm();
    },
  });
  // A blank or whitespace message cannot be sent: Send waits for one the rules accept.
  const ready = chatMessageSchema.isValidSync(form.values) && !sending.loading;

  const shareLocation = async () => {
    if (!position) return;
    const sent = await deliver({
      message: SHARED_LOCATION,
      messageType: 'location',
      latitude: position.latitude,
      longitude: position.longitude,
    });
    if (sent) {
      toast({
        title: t('locationSharedTitle'),
        description: `${formatCoordinate(position.latitude, 4)}, ${formatCoordinate(position.longitude, 4)}`,
      });
    }
  };

  const announcedMessage = messages?.find((message) => message.id === announced);
  return (
    <Card $minimized={minimized} aria-labelledby="chat-title" data-testid="chat-card">
      <Header>
        <h3 id="chat-title">{t('pilgrimChat')}</h3>
        <IconButton
          type="button"
          aria-expanded={!minimized}
          aria-controls="chat-body"
          aria-label={minimized ? t('expandChat') : t('minimizeChat')}
          onClick={() => setMinimized(!minimized)}
        >
          {minimized ? '▴' : '▾'}
        </IconButton>
      </Header>
      <VisuallyHidden aria-live="polite" role="status">
        {announcedMessage
          ? t('newMessage', { name: announcedMessage.senderName, message: announce(announcedMessage, t) })
          : ''}
      </VisuallyHidden>
      {!minimized && (
        <>
          <Messages id="chat-body" ref={list} aria-label={t('messages')} tabIndex={0}>
            {messages === undefined ? (
              <li>
                <Muted role={live.messages.error ? 'alert' : 'status'}>
                  {live.messages.error ? t('messagesLoadFailed') : t('messagesLoading')}
                </Muted>
              </li>
            ) : messages.length === 0 && waiting.length === 0 ? (
              <li>
                <Muted>{t('noMessages')}</Muted>
              </li>
            ) : (
              messages.map((message) => {
                const mine = message.senderId === viewerId;
                return (
                  <Bubble key={message.id} $mine={mine} data-testid="chat-message" data-mine={mine}>
                    <small>{mine ? t('you') : message.senderName}</small>
                    {announce(message, t)}
                    <small>{f.date(message.createdAt, { hour: '2-digit', minute: '2-digit' })}</small>
                  </Bubble>
                );
              })
            )}
            {waiting.map((item) => (
              <Bubble key={item.id} $mine data-testid="chat-message-waiting" data-mine>
                <small>{t('you')}</small>
                {item.label}
                <small>
                  {item.status === 'refused'
                    ? t('notSent', { error: knownText(t, JOURNEY_KNOWN, item.error ?? '') })
                    : t('messageWaiting')}
                </small>
              </Bubble>
            ))}
          </Messages>
          <Composer onSubmit={form.handleSubmit} noValidate>
            <VisuallyHidden as="label" htmlFor="chat-input">
              {t('message')}
            </VisuallyHidden>
            <Input
              id="chat-input"
              name="message"
              value={form.values.message}
              onChange={form.handleChange}
              placeholder={t('messagePlaceholder')}
              maxLength={MESSAGE_MAX}
              autoComplete="off"
            />
            <Button type="submit" disabled={!ready}>
              {t('send')}
            </Button>
            <Button
              $variant="secondary"
              onClick={() => void shareLocation()}
              disabled={!position || sending.loading}
              aria-label={t('shareMyLocation')}
              title={t('shareMyLocation')}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
                />
              </svg>
            </Button>
          </Composer>
        </>
      )}
    </Card>
  );
}
