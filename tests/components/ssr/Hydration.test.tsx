/**
 * A page rendered by the server (src/entry-server.tsx) is taken over by the browser without a
 * mismatch and without asking the backend again for what the page already carries; what only
 * the browser knows (the stored theme, its own sanitiser) follows right after hydration.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '../../../src/api/http';
import { preloadPage } from '../../../src/app/router';
import { makeStore } from '../../../src/app/store';
import { ServerSanitizerContext } from '../../../src/components/serverSanitizer';
import { PostBody } from '../../../src/features/posts/components/PostBody';
import { ThemeToggle } from '../../../src/features/theme/components/ThemeToggle';
import { API_ORIGIN } from '../../msw/handlers';
import { server } from '../../msw/server';
import { hydrateApp, renderOnTestServer, serverMarkup } from './hydrate';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('hydrating a page the server rendered', () => {
  it('shows the post page the server rendered, with no mismatch and no request again', async () => {
    const path = '/casino/roulette-odds-explained';
    const page = await renderOnTestServer(path, (html) => html.replace(/<img[^>]*>/g, ''));
    expect(page).not.toBeNull();
    const container = await serverMarkup(page!.html);
    expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Roulette Odds Explained',
    );

    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', onRequest);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', path);
    await preloadPage(path);
    try {
      // Same-origin image URLs on both sides, as on the real site.
      setApiOrigin('');
      ({ root } = await hydrateApp(container, page!.state, { onRecoverableError: recoverable }));
      expect(await screen.findByText('pure chance')).toBeInTheDocument();
    } finally {
      setApiOrigin(API_ORIGIN);
    }
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Roulette Odds Explained');
    expect(recoverable).not.toHaveBeenCalled();
    // React reports any difference between the server's markup and its own (even attributes).
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    consoleError.mockRestore();
    // The post, categories, popular list and banners came with the page.
    expect(requests.filter((url) => /q=(post|categories|popular|banners)\b/.test(url))).toEqual([]);
    server.events.removeListener('request:start', onRequest);
  });
});

describe('hydrating a "Post not found" the server rendered', () => {
  it('asks the backend nothing again, logs nothing, and shows the house panel, no sponsored banner', async () => {
    const path = '/casino/no-such-post';
    const page = await renderOnTestServer(path);
    const container = await serverMarkup(page!.html);
    expect(container).toHaveTextContent('Post not found');
    // The house panel only, never an advertiser's banner.
    expect(within(container).queryByText(/Sponsored/)).toBeNull();
    expect(within(container).queryByRole('img', { name: 'Post page advertisement' })).toBeNull();
    expect(within(container).getByText('Promote your brand here')).toBeInTheDocument();

    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', onRequest);
    const consoleError = vi.spyOn(console, 'error');
    window.history.replaceState(null, '', path);
    await preloadPage(path);
    try {
      setApiOrigin('');
      ({ root } = await hydrateApp(container, page!.state));
      // Long enough for a refetch on subscribing to have started.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    } finally {
      setApiOrigin(API_ORIGIN);
      server.events.removeListener('request:start', onRequest);
    }
    expect(screen.getByText('Post not found')).toBeInTheDocument();
    expect(requests.filter((url) => /q=post\b/.test(url))).toEqual([]);
    // No failure logged for it (a 404 is an answer), and no mismatch.
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/Failed to fetch post|hydrat/i);
    consoleError.mockRestore();
  });
});

describe('what only the browser knows, after hydration', () => {
  it('keeps the server sanitised body through hydration, and shows the browser sanitiser output from the first interaction', async () => {
    const body = '<p>Kept text</p><img src="x" onerror="alert(1)">';
    const serverHtml = renderToString(
      <ServerSanitizerContext value={() => '<p>Kept text</p>'}>
        <PostBody html={body} />
      </ServerSanitizerContext>,
    );
    const container = await serverMarkup(serverHtml);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <PostBody html={body} />, { onRecoverableError: recoverable });
    });
    // Not part of the first view: the server's HTML stays until the reader acts.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('img')).toBeNull();
    expect(within(container).getByText('Kept text')).toBeInTheDocument();
    fireEvent.pointerMove(window);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(container).getByText('Kept text')).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('renders the theme toggle as the server did, then pressed for a stored dark theme', async () => {
    const serverHtml = renderToString(
      <Provider store={makeStore({ theme: { theme: 'light' } })}>
        <ThemeToggle />
      </Provider>,
    );
    const container = await serverMarkup(serverHtml);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={makeStore({ theme: { theme: 'dark' } })}>
          <ThemeToggle />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    await waitFor(() =>
      expect(within(container).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(recoverable).not.toHaveBeenCalled();
  });
});
