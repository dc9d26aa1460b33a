import { PUSH_PREFERENCE_KEYS, type PushPreferences } from '@sacred/core/push';
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
import { usePushText } from './messages';

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
  const t = usePushText();
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
        <CardTitle>{t('title')}</CardTitle>
        <Warning role="alert">{t('unsupported')}</Warning>
      </Card>
    );
  }

  const enable = async () => {
    setPending(true);
    try {
      setSubscription(await enablePush(userId, preferences));
      toast({ title: t('enabledTitle'), description: t('enabled') });
    } catch {
      toast({ title: t('error'), description: t('enableFailed'), variant: 'destructive' });
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
        toast({ title: t('error'), description: t('updateFailed'), variant: 'destructive' }),
      );
    }
  };

  return (
    <Card>
      <CardTitle>{t('title')}</CardTitle>
      <State role="status">{subscription ? t('on') : t('off')}</State>
      {PUSH_PREFERENCE_KEYS.map((key) => (
        <Row key={key}>
          <span>
            {t(key)}
            <small>{t(`${key}Hint`)}</small>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={preferences[key]}
            onChange={(event) => toggle(key, event.target.checked)}
          />
        </Row>
      ))}
      <State>{t('deviceAndMember')}</State>
      {subscription ? (
        <Button $variant="secondary" disabled={pending} onClick={() => void disable()}>
          {t('disable')}
        </Button>
      ) : (
        <Button disabled={pending} onClick={() => void enable()}>
          {t('enable')}
        </Button>
      )}
    </Card>
  );
}
