import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { OfflineWatcher } from '../features/offline/OfflineWatcher';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { createApolloClient } from './apollo';
import { ToastProvider } from './toasts/ToastProvider';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
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
