import { DIGEST_MESSAGES } from '@sacred/core/digest';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError, request } from '../../app/http';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * /unsubscribe?token=...: the weekly digest's link. No sign-in needed (the token is signed for one member);
 * a button makes the change, so a mail scanner opening the link changes nothing.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'ready' | 'sending' | 'done' | 'failed'; message?: string }>({
    kind: 'ready',
  });

  const unsubscribe = async () => {
    setState({ kind: 'sending' });
    try {
      const body = await request<{ message?: string } | undefined>(
        'POST',
        `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      setState({ kind: 'done', message: body?.message ?? DIGEST_MESSAGES.unsubscribed });
    } catch (error) {
      setState(
        error instanceof HttpError
          ? { kind: 'failed', message: error.message || DIGEST_MESSAGES.invalidLink }
          : { kind: 'failed', message: 'No connection. Please try again.' },
      );
    }
  };

  return (
    <Page>
      <PageTitle>Weekly digest</PageTitle>
      <Card>
        {state.kind === 'done' || state.kind === 'failed' ? (
          <Lead role="status">{state.message}</Lead>
        ) : (
          <>
            <Lead>Stop the weekly summary email? You can turn it on again in Settings &gt; Notifications.</Lead>
            <Button disabled={state.kind === 'sending' || token === ''} onClick={() => void unsubscribe()}>
              {state.kind === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <Link to="/">Back to Sacred Spaces</Link>
      </Card>
    </Page>
  );
}
