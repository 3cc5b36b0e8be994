import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import '@routebook/ui/tokens.css';
import './global.css';
import { loadConfig } from './config/config';
import { createAppServices } from './services/services';
import { AppRoot } from './AppRoot';
import { createRoutes } from './routing/routes';
import { isBetaHost } from './session/session';
import { registerServiceWorker } from './pwa/serviceWorker';
import { watchUnsavedInput } from './pwa/unsavedInput';

const services = createAppServices(await loadConfig(), window.localStorage);
document.documentElement.dataset.beta = String(isBetaHost(window.location.hostname));
const router = createBrowserRouter(createRoutes(services));

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <AppRoot services={services} router={router} />
  </StrictMode>,
);

// The installable app: production builds only; the dev server has no service worker.
watchUnsavedInput();
if (import.meta.env.PROD) registerServiceWorker();
