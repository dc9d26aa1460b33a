import type { ApolloClient } from '@apollo/client';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers';
import { createAppRouter } from './router';

export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(createAppRouter);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
