import { useMutation } from '@apollo/client/react';
import { COMPANION_TEXTS, type Companionship } from '@sacred/core/companions';
import { useToast } from '../../app/toasts/toastContext';
import { RemoveCompanionDocument, RequestCompanionDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { readApiError } from '../accounts/apiError';
import { Row, Small } from './styles';
import { knownText } from '../../i18n/knownTexts';
import { useJourneysText } from './messages';
import { JOURNEY_KNOWN } from './journeyKnown';

/** The line under a fellow pilgrim's name, by the tie (companionshipText's words). */
const TIE_KEYS = { accepted: 'walkingTogether', requested: 'requested', incoming: 'incoming' } as const;

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
  const t = useJourneysText();
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
        title: t('errorTitle'),
        description: knownText(t, JOURNEY_KNOWN, readApiError(error).message ?? t('tryAgain')),
        variant: 'destructive',
      });
    }
  };
  const askButton = (label: string) => (
    <Button
      $variant="secondary"
      disabled={busy}
      onClick={() => void run(() => ask())}
      aria-label={t('actionFor', { action: label, name })}
    >
      {label}
    </Button>
  );
  const removeButton = (label: string) => (
    <Button
      $variant="secondary"
      disabled={busy}
      onClick={() => void run(() => remove())}
      aria-label={t('actionFor', { action: label, name })}
    >
      {label}
    </Button>
  );
  const text = companionshipText(companionship) && t(TIE_KEYS[companionship as keyof typeof TIE_KEYS]);
  return (
    <div>
      {text && <Small data-testid="companionship">{text}</Small>}
      <Row>
        {companionship === 'none' && askButton(t('askToWalk'))}
        {companionship === 'incoming' && (
          <>
            {askButton(t('accept'))}
            {removeButton(t('decline'))}
          </>
        )}
        {companionship === 'requested' && removeButton(t('cancelRequest'))}
        {companionship === 'accepted' && removeButton(t('stopWalking'))}
      </Row>
    </div>
  );
}
