/**
 * A rendered post's first swipe of a table, the interaction that brings the browser's sanitiser:
 * the body is swapped for the sanitiser's copy only once the reader is still, and its table keeps
 * how far it was scrolled. Its own file (a fresh module graph): the sanitiser must not be loaded
 * before the page is hydrated, as on a real first load.
 */
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerSanitizerContext } from '../../../src/components/serverSanitizer';
import { PostBody } from '../../../src/features/posts/components/PostBody';
import { serverMarkup } from './hydrate';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('a table swiped on a rendered post', () => {
  it('swaps the body of a table being swiped only once the reader is still, keeping its scroll', async () => {
    const table = '<table><tbody><tr><td>Home</td><td>2.10</td></tr></tbody></table>';
    const body = `${table}<img src="x" onerror="alert(1)">`;
    const serverHtml = renderToString(
      <ServerSanitizerContext value={() => table}>
        <PostBody html={body} />
      </ServerSanitizerContext>,
    );
    const container = await serverMarkup(serverHtml);
    await act(async () => {
      root = hydrateRoot(container, <PostBody html={body} />);
    });
    const box = container.querySelector<HTMLElement>('.post-table-scroll')!;
    // The first interaction is the finger going down on the table, which then scrolls.
    fireEvent.pointerDown(box);
    box.scrollLeft = 120;
    fireEvent.scroll(box);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.post-table-scroll')).toBe(box);
    // Lifted, with the table still gliding: the swap waits for the scroll to stop.
    fireEvent.pointerUp(box);
    box.scrollLeft = 150;
    fireEvent.scroll(box);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const swapped = container.querySelector<HTMLElement>('.post-table-scroll')!;
    expect(swapped).not.toBe(box);
    expect(swapped.scrollLeft).toBe(150);
  });
});
