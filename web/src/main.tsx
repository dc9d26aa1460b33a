// First: on a map path the map chunks start downloading before the rest of the entry is evaluated.
import './app/earlyMapLoad';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { preloadMapRoute } from './features/map/mapPreload';
import { registerServiceWorker } from './features/offline/registerServiceWorker';
import { preloadFirstTexts } from './i18n/firstTexts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const client = createApolloClient();
// Before the first render: on a map path its code, outlines and first markers start downloading now.
preloadMapRoute(client, window.location.pathname);
// The displayed language's texts for this path, beside those first requests.
preloadFirstTexts(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);

registerServiceWorker();
