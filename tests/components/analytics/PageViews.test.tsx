/**
 * The reader's view beacon (features/analytics/usePageViews.ts): one `q=hit` per page shown, the
 * first and each client navigation, with the referrer on the first only; and nothing at all where
 * the page's server does not count views (a PHP host's index.html has no mark).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { usePageViews } from '../../../src/features/analytics/usePageViews';

function Layout() {
  usePageViews();
  return (
    <nav>
      <Link to="/trending">Trending</Link>
      <Link to="/football/derby-preview">Derby</Link>
    </nav>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Layout />} />
      </Routes>
    </MemoryRouter>,
  );
}

const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);
const sent = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({
    q: new URL(String(url), 'http://site.test').searchParams.get('q'),
    body: JSON.parse(String(body)) as unknown,
  }));
/** Lets the idle callback that sends the beacon run. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

let mark: HTMLMetaElement;
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(document, 'referrer', {
    value: 'https://www.google.com/search?q=derby',
    configurable: true,
  });
  mark = document.createElement('meta');
  mark.name = 'analytics';
  mark.content = 'views';
});
afterEach(() => {
  sendBeacon.mockClear();
  mark.remove();
});

describe('page views', () => {
  it('sends one hit per page shown: the first with its referrer, each navigation without', async () => {
    document.head.append(mark);
    renderAt('/');
    await idle();
    expect(sent()).toEqual([
      { q: 'hit', body: { path: '/', referrer: 'https://www.google.com/search?q=derby' } },
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Trending' }));
    await userEvent.click(screen.getByRole('link', { name: 'Derby' }));
    await idle();
    expect(sent().slice(1)).toEqual([
      { q: 'hit', body: { path: '/trending' } },
      { q: 'hit', body: { path: '/football/derby-preview' } },
    ]);
  });

  it('sends nothing where the page was not served by a server that counts views', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'Trending' }));
    await idle();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
