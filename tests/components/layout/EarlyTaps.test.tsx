/**
 * Taps before the app has started are never lost: public/theme-init.js switches the theme itself
 * and keeps a tap on search or the menu, stopping the click; the app replays the kept tap once it
 * has taken the page over, and from then on handles every tap alone (src/lib/earlyTaps.ts).
 * The whole path on a page the server rendered: tests/components/ssr/EarlyTapsHydration.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTRIBUTE, takeEarlyTap } from '../../../src/lib/earlyTaps';
import { runEarlyScript } from '../ssr/hydrate';
import { renderLayout } from './renderLayout';

const html = document.documentElement;
const taps = () => window.__earlyTaps;

// The script as the browser runs it, in <head>: once for this file (its listeners stay).
beforeAll(runEarlyScript);

afterEach(() => {
  taps()!.length = 0;
  html.removeAttribute(APP_READY_ATTRIBUTE);
  html.style.colorScheme = '';
});

/** The header's controls as the server renders them, before any app. */
function serverControls() {
  document.body.innerHTML = `
    <button type="button" aria-label="Search" data-early-tap="search"><svg></svg></button>
    <button type="button" aria-label="Dark theme" aria-pressed="false"
      title="Switch to dark theme" data-early-tap="theme"><svg><path></path></svg></button>
    <button type="button" aria-label="Main menu" data-early-tap="menu"></button>
    <button type="button">Other</button>`;
  const get = (name: string) => screen.getByRole('button', { name });
  return { search: get('Search'), theme: get('Dark theme'), menu: get('Main menu') };
}

describe('theme-init.js, before the app has started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('switches the theme on a tap, saves it, shows it on the toggle; the click goes no further', () => {
    const { theme } = serverControls();
    const reached = vi.fn();
    theme.addEventListener('click', reached);

    fireEvent.click(theme.querySelector('path')!);
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(theme).toHaveAttribute('aria-pressed', 'true');
    expect(theme).toHaveAttribute('title', 'Switch to light theme');
    expect(reached).not.toHaveBeenCalled();
    expect(taps()).toEqual(['theme']);

    fireEvent.click(theme);
    expect(html).not.toHaveClass('dark');
    expect(html.style.colorScheme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(theme).toHaveAttribute('aria-pressed', 'false');
    expect(theme).toHaveAttribute('title', 'Switch to dark theme');
    expect(taps()).toEqual(['theme']);
  });

  it('keeps a tap on search once, and a second tap on the menu takes the first back', () => {
    const { search, menu } = serverControls();
    const reached = vi.fn();
    document.body.addEventListener('click', reached);
    fireEvent.click(search.querySelector('svg')!);
    fireEvent.click(search);
    fireEvent.click(menu);
    expect(taps()).toEqual(['search', 'menu']);
    fireEvent.click(menu);
    expect(taps()).toEqual(['search']);
    expect(reached).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(reached).toHaveBeenCalledTimes(1);
    expect(taps()).toEqual(['search']);
  });

  it('shows a stored dark theme on the toggle once the page is parsed', () => {
    const { theme } = serverControls();
    html.classList.add('dark');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(theme).toHaveAttribute('aria-pressed', 'true');
    expect(theme).toHaveAttribute('title', 'Switch to light theme');
  });

  it('stands aside once the app is ready: every click reaches the app, nothing is kept', () => {
    const { search, theme, menu } = serverControls();
    html.setAttribute(APP_READY_ATTRIBUTE, '');
    const reached = vi.fn();
    document.body.addEventListener('click', reached);
    for (const button of [search, theme, menu]) fireEvent.click(button);
    expect(reached).toHaveBeenCalledTimes(3);
    expect(taps()).toEqual([]);
    expect(html).not.toHaveClass('dark');
    expect(theme).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the app replays a tap made before it started', () => {
  it('opens the search overlay with the keyword box focused', async () => {
    taps()!.push('search');
    await renderLayout('/');
    const dialog = await screen.findByRole('dialog', { name: 'Search' }, { timeout: 4000 });
    await waitFor(() =>
      expect(within(dialog).getByRole('searchbox', { name: 'Keyword' })).toHaveFocus(),
    );
    expect(taps()).toEqual([]);
    expect(html).toHaveAttribute(APP_READY_ATTRIBUTE);
  });

  it('opens the phone menu', async () => {
    taps()!.push('menu');
    await renderLayout('/');
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes over the theme the script switched to, even when storage kept nothing', async () => {
    // The tap came after the store had read storage (or storage is blocked): only <html> knows.
    html.classList.add('dark');
    taps()!.push('theme');
    const { store } = await renderLayout('/');
    expect(store.getState().theme.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(html).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('replays nothing untapped, then handles each tap once, itself', async () => {
    const user = userEvent.setup();
    const { store } = await renderLayout('/');
    expect(html).toHaveAttribute(APP_READY_ATTRIBUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The script still listens, but stands aside: one switch, by the app.
    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(store.getState().theme.theme).toBe('dark');
    expect(html).toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    expect(taps()).toEqual([]);
    expect(takeEarlyTap('menu')).toBe(false);
  });
});
