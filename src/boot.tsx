/**
 * The app, started by main.tsx: hydrates the page the server rendered, or renders it when the
 * server did not (the admin, the visitor pages, a backend elsewhere).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { routes } from './app/router';
import { loadRouteModules, readServerState } from './app/ssr/hydration';

const container = document.getElementById('root')!;
const serverState = readServerState();

if (serverState !== undefined && container.firstElementChild) {
  // The server rendered this page: take it over instead of building it again. As a transition,
  // hydration yields to the browser every few milliseconds, so the page answers input at once.
  await loadRouteModules(routes, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App serverState={serverState} />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
