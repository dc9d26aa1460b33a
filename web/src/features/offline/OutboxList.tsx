import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
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
  if (items.length === 0) return null;
  return (
    <Card aria-labelledby="outbox-title">
      <CardTitle id="outbox-title">Waiting to send</CardTitle>
      <List>
        {items.map((item) => (
          <li key={item.id} data-testid="outbox-item">
            <span>{item.label}</span>
            {item.status === 'waiting' ? (
              <small>Saved on this device. It will be sent when you are back online.</small>
            ) : (
              <>
                <small className="refused" role="alert">
                  Not saved: {item.error}
                </small>
                <Button $variant="secondary" onClick={() => void dismissOutboxItem(item.id)}>
                  Dismiss
                </Button>
              </>
            )}
          </li>
        ))}
      </List>
      {items.some((item) => item.status === 'waiting') && (
        <Button $variant="secondary" onClick={() => void flushOutbox()}>
          Send now
        </Button>
      )}
    </Card>
  );
}
