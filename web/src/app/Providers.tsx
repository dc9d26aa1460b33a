import { ApolloProvider } from '@apollo/client/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { OfflineWatcher } from '../features/offline/OfflineWatcher';
import { GlobalStyle } from '../theme/GlobalStyle';
import { applyThemeToDocument, useAppTheme } from '../theme/themeChoice';
import type { ApolloClient } from '@apollo/client';
import { ToastProvider } from './toasts/ToastProvider';

/** The app's contexts; the Apollo client is made by the entry, which may start queries before React renders. */
export function Providers({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const theme = useAppTheme();
  useLayoutEffect(() => applyThemeToDocument(theme), [theme]);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ToastProvider>
          <OfflineWatcher />
          {children}
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
