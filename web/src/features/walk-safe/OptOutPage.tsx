import { WALK_SAFE_TEXTS } from '@sacred/core/walk-safe';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { knownText } from '../../i18n/knownTexts';
import { useWalkSafeText } from './messages';
import { WALK_SAFE_KNOWN } from './walkSafeKnown';
import { HttpError, request } from '../../app/http';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

type OptOutState = { kind: 'ready' | 'sending' | 'done' | 'failed'; message?: string };

/**
 * /walk-safe/opt-out?token=...: the link in the notice a new safety contact receives. No account needed
 * (the token is signed for one address); a button makes the change, so a mail scanner changes nothing.
 */
export function OptOutPage() {
  const t = useWalkSafeText();
  useDocumentTitle(t('optOutTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<OptOutState>({ kind: 'ready' });

  const optOut = async () => {
    setState({ kind: 'sending' });
    try {
      const body = await request<{ message?: string } | undefined>(
        'POST',
        `/api/walk-safe/opt-out?token=${encodeURIComponent(token)}`,
      );
      setState({ kind: 'done', message: body?.message ?? WALK_SAFE_TEXTS.optOutDone });
    } catch (error) {
      setState(
        error instanceof HttpError
          ? { kind: 'failed', message: error.message || WALK_SAFE_TEXTS.optOutInvalid }
          : { kind: 'failed', message: t('noConnection') },
      );
    }
  };

  return (
    <Page>
      <PageTitle>{t('optOutTitle')}</PageTitle>
      <Card>
        {state.kind === 'done' || state.kind === 'failed' ? (
          <Lead role="status">{state.message && knownText(t, WALK_SAFE_KNOWN, state.message)}</Lead>
        ) : (
          <>
            <Lead>{t('optOutLead')}</Lead>
            <Button disabled={state.kind === 'sending' || token === ''} onClick={() => void optOut()}>
              {state.kind === 'sending' ? t('optOutSaving') : t('optOutButton')}
            </Button>
          </>
        )}
        <Link to="/">{t('backHome')}</Link>
      </Card>
    </Page>
  );
}
