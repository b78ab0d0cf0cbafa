/**
 * Loads and starts the app (main.tsx calls it; part of the entry's own file, as a file of its own
 * was one more request in every first view). Each import below is evaluated in a task of its
 * own, with a pause between them: evaluating React DOM and the app at once would keep a phone's
 * main thread busy for a quarter of a second, during which the page could not answer a tap.
 *
 * The module of the page the address opens is loaded before the first render, so that the page
 * renders with the layout in one go: a loading placeholder first, then the page, would move
 * what is below it (the "Editors’ picks" block, the footer) while the reader looks.
 */
import { yieldToBrowser } from '../lib/yieldToBrowser';

export async function bootApp(): Promise<void> {
  const dom = await import('react-dom/client');
  await yieldToBrowser();
  const [{ startApp }] = await Promise.all([
    import('../app/start'),
    // A module that cannot be fetched is the router's to report (it shows a retry in its place).
    import('../app/router')
      .then(({ preloadPage }) => preloadPage(window.location.pathname))
      .catch(() => undefined),
  ]);
  await yieldToBrowser();
  await startApp(dom);
}
