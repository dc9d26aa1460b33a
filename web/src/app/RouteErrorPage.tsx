import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Page } from '../ui/Page';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { ErrorState } from '../ui/States';

/**
 * What a page that crashed or whose code could not be fetched (a dropped connection while a route's
 * chunk loads) shows instead of the router's developer screen: the app's error state, where Try Again
 * reloads the page and the link goes home.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  useEffect(() => {
    console.error('A page failed to render', error);
  }, [error]);
  return (
    <Page>
      <ErrorState
        heading
        message="This page could not be shown. Check your connection and try again."
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}
