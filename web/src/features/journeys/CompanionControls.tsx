import { useMutation } from '@apollo/client/react';
import { COMPANION_TEXTS, type Companionship } from '@sacred/core/companions';
import { useToast } from '../../app/toasts/toastContext';
import { RemoveCompanionDocument, RequestCompanionDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { readApiError } from '../accounts/apiError';
import { Row, Small } from './styles';

interface CompanionControlsProps {
  pilgrimageId: number;
  userId: number;
  name: string;
  companionship: string;
}

/** What the tie means, for the line under a fellow pilgrim's name. */
export function companionshipText(companionship: string): string | null {
  switch (companionship as Companionship) {
    case 'accepted':
      return COMPANION_TEXTS.walkingTogether;
    case 'requested':
      return COMPANION_TEXTS.requested;
    case 'incoming':
      return COMPANION_TEXTS.incoming;
    case 'self':
    case 'none':
      return null;
  }
  return null;
}

/**
 * Walking together (docs/product.md "Live privacy"): ask a fellow pilgrim, accept or decline their request, or
 * stop. Only companions who accepted each other see exact positions; others see a ~1 km area.
 */
export function CompanionControls({ pilgrimageId, userId, name, companionship }: CompanionControlsProps) {
  const { toast } = useToast();
  const variables = { pilgrimageId, userId };
  // No refetch: the change reaches both members' lists as companionMoved events (or the poll fallback).
  const [ask, asking] = useMutation(RequestCompanionDocument, { variables });
  const [remove, removing] = useMutation(RemoveCompanionDocument, { variables });
  const busy = asking.loading || removing.loading;
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      toast({
        title: 'Error',
        description: readApiError(error).message ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };
  const askButton = (label: string) => (
    <Button $variant="secondary" disabled={busy} onClick={() => void run(() => ask())} aria-label={`${label}: ${name}`}>
      {label}
    </Button>
  );
  const removeButton = (label: string) => (
    <Button
      $variant="secondary"
      disabled={busy}
      onClick={() => void run(() => remove())}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </Button>
  );
  const text = companionshipText(companionship);
  return (
    <div>
      {text && <Small data-testid="companionship">{text}</Small>}
      <Row>
        {companionship === 'none' && askButton(COMPANION_TEXTS.askToWalk)}
        {companionship === 'incoming' && (
          <>
            {askButton(COMPANION_TEXTS.accept)}
            {removeButton(COMPANION_TEXTS.decline)}
          </>
        )}
        {companionship === 'requested' && removeButton(COMPANION_TEXTS.cancelRequest)}
        {companionship === 'accepted' && removeButton(COMPANION_TEXTS.stopWalking)}
      </Row>
    </div>
  );
}
