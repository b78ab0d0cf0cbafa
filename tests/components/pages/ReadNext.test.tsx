/** "Read next" under a post: the category's newest other posts, asked for only once it is near. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';
import type { Post } from '../../../src/contract/schemas';

configure({ asyncUtilTimeout: 5000 });

/**
 * whenNear under the test's control: at once, or (`near.hold`) when the test says the element
 * with that id came near.
 */
const near = vi.hoisted(() => ({ hold: false, waiting: new Map<string, () => void>() }));
vi.mock('../../../src/components/whenNear', () => ({
  whenNear: (id: string) =>
    near.hold ? new Promise<void>((resolve) => near.waiting.set(id, resolve)) : Promise.resolve(),
}));

afterEach(() => {
  near.hold = false;
  for (const resolve of near.waiting.values()) resolve();
  near.waiting.clear();
  vi.restoreAllMocks();
});

const casino = (id: number, slug: string, created_at: string): Post => ({
  ...posts[0]!,
  id,
  slug,
  title: slug.replace(/-/g, ' '),
  created_at,
});
/** The category's posts, not in date order; the one read (Roulette, id 1) among them. */
const CASINO = [
  casino(11, 'oldest-post', '2025-01-01T10:00:00.000Z'),
  posts[0]!,
  casino(12, 'third-newest', '2026-02-01T10:00:00.000Z'),
  casino(13, 'newest-post', '2026-04-01T10:00:00.000Z'),
  casino(14, 'second-newest', '2026-03-15T10:00:00.000Z'),
];

/** Answers q=category-posts with `list` (or `status`), counting the requests. */
function answerCategory(list: Post[], status = 200) {
  const asked: string[] = [];
  server.use(
    publicCall('category-posts', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('slug') ?? '');
      return status === 200
        ? HttpResponse.json({ posts: list })
        : HttpResponse.json({ status: 'error', message: 'boom' }, { status });
    }),
  );
  return asked;
}

const readNext = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Read next' })).closest('section')!;

describe('Read next', () => {
  it('shows the three newest other posts of the category, newest first, as cards', async () => {
    const asked = answerCategory(CASINO);
    renderRoute('/posts/roulette-odds-explained');
    const section = within(await readNext());
    const cards = section.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'newest post',
      'second newest',
      'third newest',
    ]);
    expect(section.getByRole('link', { name: 'newest post' })).toHaveAttribute(
      'href',
      '/casino/newest-post',
    );
    expect(section.queryByText('Roulette Odds Explained')).not.toBeInTheDocument();
    expect(asked).toEqual(['casino']);
  });

  it('shows fewer when the category has fewer other posts', async () => {
    renderRoute('/casino/roulette-odds-explained');
    const section = within(await readNext());
    expect(section.getAllByRole('article')).toHaveLength(1);
    expect(section.getByRole('link', { name: 'Blackjack Basic Strategy' })).toBeInTheDocument();
  });

  it('is not shown when the category has no other post', async () => {
    const asked = answerCategory([posts[0]!]);
    renderRoute('/casino/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(asked).toEqual(['casino']));
    await delay(50);
    expect(screen.queryByText('Read next')).not.toBeInTheDocument();
  });

  it('is not shown, and the failure is logged, when the call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked = answerCategory([], 500);
    renderRoute('/casino/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch posts', expect.anything()),
    );
    expect(asked).toEqual(['casino']);
    expect(screen.queryByText('Read next')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for nothing until its place comes near the viewport', async () => {
    near.hold = true;
    const asked = answerCategory(CASINO);
    renderRoute('/casino/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(near.waiting.has('read-next')).toBe(true));
    await delay(100);
    expect(asked).toEqual([]);
    // Nothing takes its place meanwhile.
    expect(document.getElementById('read-next')).toBeEmptyDOMElement();
    near.waiting.get('read-next')!();
    expect(await readNext()).toBeInTheDocument();
    expect(asked).toEqual(['casino']);
  });
});

describe('Most read', () => {
  /** Answers q=most-read with `list`, keeping each request's `exclude`. */
  function answerMostRead(list: Post[]) {
    const excluded: string[] = [];
    server.use(
      publicCall('most-read', ({ request }) => {
        excluded.push(new URL(request.url).searchParams.get('exclude') ?? '');
        return HttpResponse.json(list);
      }),
    );
    return excluded;
  }

  it('is never asked for where the server does not count views', async () => {
    answerCategory(CASINO);
    const excluded = answerMostRead(CASINO);
    renderRoute('/posts/roulette-odds-explained');
    await readNext();
    expect(screen.queryByRole('heading', { name: 'Most read' })).not.toBeInTheDocument();
    expect(excluded).toEqual([]);
  });

  it('where views are counted, follows "Read next" with the most read posts, numbered, never the one being read', async () => {
    const mark = Object.assign(document.createElement('meta'), {
      name: 'analytics',
      content: 'views',
    });
    document.head.append(mark);
    try {
      answerCategory(CASINO);
      // The server leaves the post out; were it ever listed, it is not shown.
      const excluded = answerMostRead([CASINO[3]!, posts[0]!, CASINO[0]!]);
      renderRoute('/posts/roulette-odds-explained');
      const heading = await screen.findByRole('heading', { level: 2, name: 'Most read' });
      const list = within(heading.closest('section')!).getByRole('list');
      expect(list.tagName).toBe('OL');
      const entries = within(list).getAllByRole('listitem');
      expect(entries.map((entry) => within(entry).getByRole('link').getAttribute('href'))).toEqual([
        '/casino/newest-post',
        '/casino/oldest-post',
      ]);
      expect(entries[1]!.querySelector('[aria-hidden="true"]')?.textContent).toBe('02');
      expect(excluded).toEqual([String(posts[0]!.id)]);
    } finally {
      mark.remove();
    }
  });
});
