import {
  PUSH_DEVICE_AND_MEMBER,
  PUSH_MESSAGES,
  PUSH_PREFERENCE_KEYS,
  PUSH_PREFERENCE_TEXT,
  type PushPreferences,
} from '@sacred/core/push';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushSupported,
  savedPreferences,
  savePreferences,
  sendSubscription,
  serverPreferences,
} from './pushClient';

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.amberBright};
`;

const Row = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;

  span {
    display: grid;
    gap: 2px;
    font-weight: 600;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.mist};
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.amber};
  }
`;

const State = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mist};
`;

/** Settings → Push: enable or disable web push on this device, and what to receive. */
export function PushSettingsPanel({ userId }: { userId: number }) {
  const { toast } = useToast();
  const supported = pushSupported();
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [preferences, setPreferences] = useState<PushPreferences>(savedPreferences);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let alive = true;
    void (async () => {
      const existing = await currentSubscription().catch(() => null);
      if (!alive || !existing) return;
      setSubscription(existing);
      const known = await serverPreferences(userId, existing.endpoint).catch(() => null);
      if (alive && known?.subscribed) setPreferences(known.preferences);
    })();
    return () => {
      alive = false;
    };
  }, [supported, userId]);

  if (!supported) {
    return (
      <Card>
        <CardTitle>Push Notifications</CardTitle>
        <Warning role="alert">{PUSH_MESSAGES.unsupported}</Warning>
      </Card>
    );
  }

  const enable = async () => {
    setPending(true);
    try {
      setSubscription(await enablePush(userId, preferences));
      toast({ title: 'Notifications Enabled', description: PUSH_MESSAGES.enabled });
    } catch {
      toast({ title: 'Error', description: PUSH_MESSAGES.enableFailed, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const disable = async () => {
    if (!subscription) return;
    setPending(true);
    try {
      await disablePush(userId, subscription);
      setSubscription(null);
    } finally {
      setPending(false);
    }
  };

  const toggle = (key: keyof PushPreferences, value: boolean) => {
    const next = { ...preferences, [key]: value };
    setPreferences(next);
    savePreferences(next);
    // Preferences are re-sent only while subscribed.
    if (subscription) {
      sendSubscription(userId, subscription, next).catch(() =>
        toast({ title: 'Error', description: 'Failed to update settings. Please try again.', variant: 'destructive' }),
      );
    }
  };

  return (
    <Card>
      <CardTitle>Push Notifications</CardTitle>
      <State role="status">{subscription ? 'Notifications are on for this device.' : PUSH_MESSAGES.disabled}</State>
      {PUSH_PREFERENCE_KEYS.map((key) => (
        <Row key={key}>
          <span>
            {PUSH_PREFERENCE_TEXT[key][0]}
            <small>{PUSH_PREFERENCE_TEXT[key][1]}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={preferences[key]}
            onChange={(event) => toggle(key, event.target.checked)}
          />
        </Row>
      ))}
      <State>{PUSH_DEVICE_AND_MEMBER}</State>
      {subscription ? (
        <Button $variant="secondary" disabled={pending} onClick={() => void disable()}>
          Disable Notifications
        </Button>
      ) : (
        <Button disabled={pending} onClick={() => void enable()}>
          Enable Notifications
        </Button>
      )}
    </Card>
  );
}
