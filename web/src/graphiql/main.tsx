import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './page.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { createClient } from 'graphql-ws';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLE_TABS } from './examples';
import { SelectedTabInEditors } from './SelectedTabInEditors';

const container = document.getElementById('graphiql');
if (!container) throw new Error('The #graphiql element is missing from graphiql.html');

const origin = window.location;
// Same origin for both: the session cookie goes with each request and with the WebSocket handshake,
// so a member signed in to the app is signed in here, and the server's CSRF origin checks pass.
const fetcher = createGraphiQLFetcher({
  url: `${origin.origin}/graphql`,
  wsClient: createClient({
    url: `${origin.protocol === 'https:' ? 'wss:' : 'ws:'}//${origin.host}/graphql`,
    lazy: true,
  }),
  enableIncrementalDelivery: false,
});

// GraphiQL fills the first tab's query editor from `defaultTabs` but not its variables editor: on a
// first visit (no saved tabs) hand it those variables; later visits restore what was saved.
const firstVisit = window.localStorage.getItem('graphiql:tabState') === null;

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultTabs={[...EXAMPLE_TABS]}
      initialVariables={firstVisit ? EXAMPLE_TABS[0]?.variables : undefined}
      defaultEditorToolsVisibility="variables"
    >
      <SelectedTabInEditors />
    </GraphiQL>
  </StrictMode>,
);
