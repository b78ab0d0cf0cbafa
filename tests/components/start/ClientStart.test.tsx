/**
 * A page the server did not render is built by the app in the browser (boot.tsx → startApp):
 * it appears with its page in the first render, never a loading placeholder first, which would
 * move what is below it (the "Most read" block, the footer) while the reader looks.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 10_000 });

describe('the app started on a page built in the browser', () => {
  it('renders the page the address opens at once, without a loading placeholder first', async () => {
    window.history.replaceState(null, '', '/');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const placeholders: string[] = [];
    const watch = new MutationObserver(() => {
      if (root.textContent?.includes('Loading page')) placeholders.push(root.innerHTML);
    });
    watch.observe(root, { childList: true, subtree: true, characterData: true });

    await import('../../../src/boot');
    const list = await screen.findByRole('list', { name: 'Latest posts' });
    expect(within(list).getAllByRole('article').length).toBeGreaterThan(0);
    watch.disconnect();
    expect(placeholders).toEqual([]);
  });
});
