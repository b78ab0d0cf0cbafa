/**
 * A page the server rendered, tapped before the app has started (public/theme-init.js answers),
 * then hydrated: no mismatch, and the app shows what the reader tapped (src/lib/earlyTaps.ts).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '../../../src/api/http';
import { preloadPage } from '../../../src/app/router';
import { APP_READY_ATTRIBUTE } from '../../../src/lib/earlyTaps';
import { API_ORIGIN } from '../../msw/handlers';
import { hydrateApp, renderOnTestServer, runEarlyScript, serverMarkup } from './hydrate';

const html = document.documentElement;
const taps = () => window.__earlyTaps;

// The script as the browser runs it, in <head>, before the body arrives.
beforeAll(runEarlyScript);

describe('a page the server rendered, tapped before hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    html.removeAttribute(APP_READY_ATTRIBUTE);
    setApiOrigin(API_ORIGIN);
    window.history.replaceState(null, '', '/');
  });

  it('hydrates without a mismatch, then shows the theme, the search and the menu tapped', async () => {
    const path = '/about';
    const page = await renderOnTestServer(path);
    // Image URLs are same-origin on both sides, as on the real site (restored after the test).
    setApiOrigin('');
    const container = await serverMarkup(page!.html);
    const button = (name: string) => within(container).getByRole('button', { name });

    // The reader taps before any app: the script answers.
    fireEvent.click(button('Dark theme'));
    fireEvent.click(button('Search'));
    fireEvent.click(button('Main menu'));
    expect(html).toHaveClass('dark');
    expect(button('Dark theme')).toHaveAttribute('aria-pressed', 'true');
    expect(taps()).toEqual(['theme', 'search', 'menu']);

    // The app starts as start.tsx does: its store read storage before the tap reached it.
    window.history.replaceState(null, '', path);
    await preloadPage(path);
    localStorage.removeItem('theme');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const hydrated = await hydrateApp(container, page!.state, { onRecoverableError: recoverable });
    root = hydrated.root;
    const store = hydrated.store;
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 4000 });
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Keyword' })).toHaveFocus(),
    );
    expect(screen.getByRole('navigation', { name: 'Mobile', hidden: true })).toBeInTheDocument();
    expect(store.getState().theme.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(button('Dark theme')).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute(APP_READY_ATTRIBUTE);
    expect(taps()).toEqual([]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    consoleError.mockRestore();
  });
});
