/**
 * A page the server did not render is built by the app in the browser (boot.tsx → startApp):
 * it appears with its page and the page's first answers in the first render, never a loading
 * placeholder first, which would move what is below it (the "Editors’ picks" block, the footer)
 * while the reader looks.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { API_ORIGIN } from '../../msw/handlers';
import { server } from '../../msw/server';
import { bootRecorded, prepareRoot } from './bootedApp';

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

describe('the app started on a page built in the browser', () => {
  it('renders home with its posts in the first render: no page or posts placeholder first', async () => {
    const root = prepareRoot('/');
    slowApi(600); // slower than the render: a render that did not wait would show placeholders
    const watch = watchPlaceholders(root, ['Loading page', 'Loading posts']);

    await bootRecorded();
    const list = await screen.findByRole('list', { name: 'Latest posts' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    watch.stop();
    expect(watch.seen).toEqual([]);
  });

  it('renders a post with its text in the first render, never "Loading post..." first', async () => {
    const root = prepareRoot('/posts/roulette-odds-explained');
    slowApi(600);
    const watch = watchPlaceholders(root, ['Loading page', 'Loading post...']);

    await bootRecorded();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    watch.stop();
    expect(watch.seen).toEqual([]);
    // The body's sanitiser loads on its own: the test ends once it has set the body, not while
    // it is still on its way (it would then update a page whose window is gone).
    await waitFor(() => expect(root.querySelector('.post-body')?.innerHTML).not.toBe(''));
  });
});
