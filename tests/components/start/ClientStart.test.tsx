/**
 * A page the server did not render is built by the app in the browser (boot.tsx → startApp):
 * it appears with its page and the page's first answers in the first render, never a loading
 * placeholder first, which would move what is below it (the "Most read" block, the footer)
 * while the reader looks.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API_ORIGIN } from '../../msw/handlers';
import { server } from '../../msw/server';

/** Every API answer takes `ms` (the handlers below then answer as usual). */
function slowApi(ms: number) {
  server.use(
    http.get(`${API_ORIGIN}/backend/index.php`, async () => {
      await delay(ms);
    }),
  );
}

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

function watchPlaceholders(root: HTMLElement, texts: string[]) {
  const seen: string[] = [];
  const watch = new MutationObserver(() => {
    for (const text of texts) if (root.textContent?.includes(text)) seen.push(text);
  });
  watch.observe(root, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => watch.disconnect() };
}

async function boot(path: string) {
  window.history.replaceState(null, '', path);
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  vi.resetModules(); // a fresh store and router for each start: once per test
  const { setApiOrigin } = await import('../../../src/api/http');
  setApiOrigin(API_ORIGIN);
  return root;
}

describe('the app started on a page built in the browser', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('renders home with its posts in the first render: no page or posts placeholder first', async () => {
    const root = await boot('/');
    slowApi(600); // slower than the render: a render that did not wait would show placeholders
    const watch = watchPlaceholders(root, ['Loading page', 'Loading posts']);

    await (await import('../../../src/boot/bootApp')).bootApp();
    const list = await screen.findByRole('list', { name: 'Latest posts' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    watch.stop();
    expect(watch.seen).toEqual([]);
  });

  it('renders a post with its text in the first render, never "Loading post..." first', async () => {
    const root = await boot('/posts/roulette-odds-explained');
    slowApi(600);
    const watch = watchPlaceholders(root, ['Loading page', 'Loading post...']);

    await (await import('../../../src/boot/bootApp')).bootApp();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    watch.stop();
    expect(watch.seen).toEqual([]);
    // The body's sanitiser loads on its own: the test ends once it has set the body, not while
    // it is still on its way (it would then update a page whose window is gone).
    await waitFor(() => expect(root.querySelector('.post-body')?.innerHTML).not.toBe(''));
  });
});
