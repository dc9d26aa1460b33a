import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { useOfflineText } from './messages';
import { outboxLabelText } from './offlineFormat';
import { dismissOutboxItem, flushOutbox } from './outbox';
import { useOutbox } from './useOutbox';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  small {
    color: ${({ theme }) => theme.colors.mist};
  }
  .refused {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Writes kept on this device: waiting for the network, or refused by the server (with its message). */
export function OutboxList() {
  const items = useOutbox();
  const t = useOfflineText();
  if (items.length === 0) return null;
  return (
    <Card aria-labelledby="outbox-title">
      <CardTitle id="outbox-title">{t('outboxTitle')}</CardTitle>
      <List>
        {items.map((item) => (
          <li key={item.id} data-testid="outbox-item">
            <span>{outboxLabelText(t, item)}</span>
            {item.status === 'waiting' ? (
              <small>{t('savedOnDevice')}</small>
            ) : (
              <>
                <small className="refused" role="alert">
                  {t('notSaved', { error: item.error ?? '' })}
                </small>
                <Button $variant="secondary" onClick={() => void dismissOutboxItem(item.id)}>
                  {t('dismiss')}
                </Button>
              </>
            )}
          </li>
        ))}
      </List>
      {items.some((item) => item.status === 'waiting') && (
        <Button $variant="secondary" onClick={() => void flushOutbox()}>
          {t('sendNow')}
        </Button>
      )}
    </Card>
  );
}
