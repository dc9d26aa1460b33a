import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HttpError, request } from '../../app/http';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { knownText } from '../../i18n/knownTexts';
import { useSettingsText } from './messages';
import { SERVER_TEXTS } from './serverTexts';

/**
 * /unsubscribe?token=...: the weekly digest's link. No sign-in needed (the token is signed for one member);
 * a button makes the change, so a mail scanner opening the link changes nothing.
 */
export function UnsubscribePage() {
  const t = useSettingsText();
  useDocumentTitle(t('unsubscribeTitle'));
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
      setState({ kind: 'done', message: body?.message ?? SERVER_TEXTS.unsubscribed });
    } catch (error) {
      setState(
        error instanceof HttpError
          ? { kind: 'failed', message: error.message || SERVER_TEXTS.invalidLink }
          : { kind: 'failed', message: t('noConnection') },
      );
    }
  };

  return (
    <Page>
      <PageTitle>{t('weeklyDigest')}</PageTitle>
      <Card>
        {state.kind === 'done' || state.kind === 'failed' ? (
          <Lead role="status">{state.message && knownText(t, SERVER_TEXTS, state.message)}</Lead>
        ) : (
          <>
            <Lead>{t('unsubscribeLead')}</Lead>
            <Button disabled={state.kind === 'sending' || token === ''} onClick={() => void unsubscribe()}>
              {state.kind === 'sending' ? t('unsubscribing') : t('unsubscribe')}
            </Button>
          </>
        )}
        <Link to="/">{t('backHome')}</Link>
      </Card>
    </Page>
  );
}
