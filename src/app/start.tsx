/**
 * Starts the app (see boot/bootApp.ts): hydrates the page the server rendered, or renders it when
 * the server did not (a static or PHP host, the admin, the visitor pages).
 */
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import type { createRoot, hydrateRoot } from 'react-dom/client';
import { serverStateReceived } from '../api/baseApi';
import {
  firstScreenCommitted,
  holdLazyImages,
  whenLazyImagesOpen,
} from '../components/lazyImageGate';
import { App } from './App';
import { askCalls } from './pages/answers';
import { browserCalls, browserPageAt, firstCallsOf } from './pages/firstCalls';
import { matchPublicPage } from './pages/table';
import { preloadPage } from './router';
import { readServerState } from './ssr/hydration';
import { makeStore, type AppStore } from './store';
import { loadBrandFonts } from '../lib/brandFonts';
import { yieldToBrowser } from '../lib/yieldToBrowser';

/**
 * How long a page built in the browser waits for its first answers before it renders with its
 * loading placeholders instead. They are usually in already: the early script asked for them
 * while the app's code was on its way.
 */
export const FIRST_ANSWERS_WAIT_MS = 1000;

export async function startApp(dom: {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}): Promise<void> {
  const container = document.getElementById('root')!;
  const serverState = readServerState();
  if (serverState === undefined || !container.firstElementChild) {
    // Built here: with its first answers, so the first render is the page itself rather than
    // placeholders that the content then pushes down; as a transition, which yields to the
    // browser every few milliseconds instead of holding a phone's main thread for the whole tree.
    const store = makeStore();
    const release = await askFirstAnswers(store);
    holdLazyImages();
    startTransition(() => {
      dom.createRoot(container).render(
        <StrictMode>
          <ReleaseOnMount release={release}>
            <App store={store} />
          </ReleaseOnMount>
        </StrictMode>,
      );
    });
    return;
  }
  // The server rendered this page: take it over instead of building it again, in short tasks
  // (the store with the server's answers, the page's module, then hydration as a transition,
  // which yields to the browser every few milliseconds).
  // The app starts once the page is painted and its images are in (main.tsx): so do its fonts.
  loadBrandFonts();
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

/**
 * Asks for the first answers of the reading page at the address, as the server's render does
 * (the calls its data module and the layout's declare), waiting at most FIRST_ANSWERS_WAIT_MS. Answers the function
 * that lets go of them once the page's own components hold them: until then they are kept, so
 * the store does not drop an answer nobody is subscribed to yet.
 */
async function askFirstAnswers(store: AppStore): Promise<() => void> {
  const { holding, release } = holdSubscriptions(store);
  const match = matchPublicPage(window.location.pathname);
  if (!match || match.page.render === false) return release;
  const at = browserPageAt(match.params, window.location.search);
  // A failed call is the page's to show, as when it asks itself (and so is a data module that
  // cannot be fetched: the router reports it in the page's place).
  const asked = match.page
    .loadData()
    // A call the server's render alone makes is the page's own to make here.
    .then((data) => askCalls(holding, browserCalls(firstCallsOf({ data }, at))))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>(
    (resolve) => (timer = setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
  );
  await Promise.race([asked, waited]);
  clearTimeout(timer);
  return release;
}

/**
 * A store whose subscriptions are kept until `release`. One made after it (the page's data module
 * came in after the wait, and the page rendered without it) is let go at once: the page's own
 * components hold what they need, and a subscription nobody releases would be refetched on every
 * return to the tab for as long as the reader stays.
 */
export function holdSubscriptions(store: AppStore): { holding: AppStore; release: () => void } {
  const held: Array<{ unsubscribe: () => void }> = [];
  let released = false;
  const release = () => {
    released = true;
    held.splice(0).forEach((request) => request.unsubscribe());
  };
  const holding = {
    ...store,
    dispatch: ((action: Parameters<AppStore['dispatch']>[0]) => {
      const result = store.dispatch(action) as unknown;
      if (typeof (result as { unsubscribe?: unknown } | null)?.unsubscribe === 'function') {
        const request = result as { unsubscribe: () => void };
        if (released) request.unsubscribe();
        else held.push(request);
      }
      return result;
    }) as AppStore['dispatch'],
  };
  return { holding, release };
}

function ReleaseOnMount({ release, children }: { release: () => void; children: ReactNode }) {
  // Effects run children first: the page's queries are subscribed, and its priority image is on
  // the page, by the time this one runs.
  useEffect(() => {
    release();
    firstScreenCommitted();
    // The first screen is committed: its fonts are fetched once its lead image is on screen,
    // with its lazy images (a frame after the commit was too early: a slow phone had not painted
    // the image yet, and the fonts' 52 KB shared the connection with the rest of the first view).
    whenLazyImagesOpen(() => requestAnimationFrame(() => setTimeout(loadBrandFonts, 0)));
  }, [release]);
  return children;
}
