/**
 * Starts the app (see boot.tsx): hydrates the page the server rendered, or renders it when the
 * server did not (the admin, the visitor pages, a backend elsewhere).
 */
import { StrictMode, startTransition } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { serverStateReceived } from '../api/baseApi';
import { App } from './App';
import { preloadPage } from './router';
import { readServerState } from './ssr/hydration';
import { makeStore } from './store';
import { yieldToBrowser } from '../lib/yieldToBrowser';

export async function startApp(dom: {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}): Promise<void> {
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  if (serverState === undefined || !container.firstElementChild) {
    dom.createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // The server rendered this page: take it over instead of building it again, in short tasks
  // (the store with the server's answers, the page's module, then hydration as a transition,
  // which yields to the browser every few milliseconds).
  const store = makeStore();
  store.dispatch(serverStateReceived(serverState));
  await preloadPage(window.location.pathname);
  await yieldToBrowser();
  startTransition(() => {
    dom.hydrateRoot(
      container,
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}
