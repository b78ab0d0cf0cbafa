/**
 * A page built in the browser asks for its first answers before its first render (start.tsx) and
 * holds them until the page's own components do; then it lets go, so they live and die with the
 * components as any other answer. One app per file: an app left running would answer for it.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../msw/server';
import { bootRecorded, prepareRoot } from './bootedApp';

configure({ asyncUtilTimeout: 10_000 });

describe('the first answers of a page built in the browser', () => {
  it('lets go of its first answers: once the reader has moved on, they are not asked again', async () => {
    prepareRoot('/');
    await bootRecorded();
    await screen.findByRole('list', { name: 'Latest posts' });

    await userEvent.click(screen.getAllByRole('link', { name: 'Policy' })[0]!);
    await screen.findAllByText('What is stored in your browser');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));
    // Coming back to the tab refetches what is still subscribed (refetchOnFocus).
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.events.removeAllListeners();
    expect(asked.filter((url) => /[?&]q=posts\b/.test(url))).toEqual([]);
  }, 40_000);
});
