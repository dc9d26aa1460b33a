import type { ApolloClient } from '@apollo/client';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers';
import { createAppRouter } from './router';

export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(createAppRouter);
  return (
    <Providers client={client}>
      {/* A screen whose texts are still on their way waits here, drawn once they are in. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}
