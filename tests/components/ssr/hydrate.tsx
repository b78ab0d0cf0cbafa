/**
 * Shared steps of the tests that hydrate a page the server rendered, and of the ones that run
 * the early script (public/theme-init.js) as the browser does.
 */
import { readFileSync } from 'node:fs';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { serverStateReceived } from '../../../src/api/baseApi';
import { setApiOrigin } from '../../../src/api/http';
import { App } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { render as renderOnServer } from '../../../src/entry-server';
import { API_ORIGIN } from '../../msw/handlers';

/**
 * Runs the early script as the browser does, in <head> (its listeners stay for the file), and
 * compiles the lazy chunks it hands taps to (the search overlay, the motion features) up front,
 * so no test waits on their first load.
 */
export async function runEarlyScript(): Promise<void> {
  new Function(readFileSync('public/theme-init.js', 'utf8'))();
  await import('../../../src/features/search/components/SearchOverlay');
  await import('../../../src/components/motionFeatures');
}

/**
 * The server's markup in a container of the page's body. Server and browser renderers share one
 * React here (never so in a real page), and the server renderer leaves its last context values
 * set until its next render: one more, empty, puts them back first.
 */
export async function serverMarkup(html: string): Promise<HTMLElement> {
  await prerenderToNodeStream(<></>);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/**
 * Hydrates the whole app over `container` as start.tsx does: in StrictMode, the store starting
 * from the answers the page carries (as JSON, as they travel in the page).
 */
export async function hydrateApp(
  container: Element,
  state: Parameters<typeof serverStateReceived>[0],
  options?: HydrationOptions,
) {
  const store = makeStore();
  store.dispatch(serverStateReceived(JSON.parse(JSON.stringify(state))));
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App store={store} />
      </StrictMode>,
      options,
    );
  });
  return { root, store };
}

/**
 * The server's render of `path`, reading the API in process (here, the test backend, with the
 * app's API origin empty meanwhile, as on the server; it is the test backend's again after).
 */
export async function renderOnTestServer(
  path: string,
  sanitizeHtml: (html: string) => string = (html) => html,
) {
  setApiOrigin('');
  try {
    return await renderOnServer(new URL(path, 'http://localhost'), {
      fetch: (input, init) => fetch(`${API_ORIGIN}${String(input)}`, init),
      sanitizeHtml,
      site: { brand: 'BetPulse', description: 'Sports.' },
    });
  } finally {
    setApiOrigin(API_ORIGIN);
  }
}
