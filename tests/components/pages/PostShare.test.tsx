/** A post's reading time and its share links: plain links to the canonical URL, and a copy button. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';

configure({ asyncUtilTimeout: 5000 });

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const answerPost = (fields: object) =>
  server.use(publicCall('post', () => HttpResponse.json({ ...posts[0], ...fields })));
const article = async () => (await screen.findByRole('heading', { level: 1 })).closest('article')!;

const TITLE = 'Odds & Ends: 50/50 #1?';
const CANONICAL = `${window.location.origin}/casino/roulette-odds-explained`;

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Post reading time', () => {
  it('shows "3 min read" for 660 words, beside the date', async () => {
    answerPost({ content: `<h2>${words(10)}</h2><p>${words(650)}</p>` });
    renderRoute('/casino/roulette-odds-explained');
    const post = within(await article());
    const meta = post.getByText('March 1, 2026').parentElement!;
    expect(meta).toContainElement(post.getByText('3 min read'));
  });

  it('rounds to the nearest minute: 769 words are 3 min, 771 are 4', async () => {
    answerPost({ content: `<p>${words(769)}</p>` });
    const first = renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('3 min read')).toBeInTheDocument();
    first.unmount();
    answerPost({ content: `<p>${words(771)}</p>` });
    renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('4 min read')).toBeInTheDocument();
  });

  it('shows at least "1 min read", even for an empty body', async () => {
    answerPost({ content: '<p>Short.</p>' });
    const first = renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('1 min read')).toBeInTheDocument();
    first.unmount();
    answerPost({ content: '' });
    renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('1 min read')).toBeInTheDocument();
  });
});

describe('Post share links', () => {
  it('links to X, WhatsApp and Telegram with the canonical URL and title, encoded, in a new tab', async () => {
    answerPost({ title: TITLE });
    // Whichever URL the reader came by, the canonical one is shared.
    renderRoute('/posts/roulette-odds-explained');
    const share = within(await screen.findByRole('group', { name: 'Share' }));
    const url = encodeURIComponent(CANONICAL);
    const title = 'Odds%20%26%20Ends%3A%2050%2F50%20%231%3F';
    expect(url).toBe(
      encodeURIComponent(window.location.origin) + '%2Fcasino%2Froulette-odds-explained',
    );
    const expected = {
      'Share on X': `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
      'Share on WhatsApp': `https://wa.me/?text=${title}%20${url}`,
      'Share on Telegram': `https://t.me/share/url?url=${url}&text=${title}`,
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = share.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(share.getAllByRole('link')).toHaveLength(3);
    expect(share.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('copies the canonical URL and announces "Link copied"', async () => {
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/popular/roulette-odds-explained');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(CANONICAL);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('copies through the old copy command where the Clipboard API fails', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new Error('not allowed')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderRoute('/casino/roulette-odds-explained');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe(CANONICAL);
    expect(document.querySelector('textarea')).toBeNull();
    Reflect.deleteProperty(document, 'execCommand');
  });
});
