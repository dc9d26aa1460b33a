import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Page } from '../ui/Page';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { ErrorState } from '../ui/States';
import { useAppText } from './messages';

/**
 * What a page that crashed or whose code could not be fetched (a dropped connection while a route's
 * chunk loads) shows instead of the router's developer screen: the app's error state, where Try Again
 * reloads the page and the link goes home.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useAppText();
  useDocumentTitle(t('routeErrorTitle'));
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return (
    <Page>
      <ErrorState heading message={t('routeErrorMessage')} onRetry={() => window.location.reload()} />
    </Page>
  );
}
