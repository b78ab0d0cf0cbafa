import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { posts } from '../../fixtures/data';
import { env } from '../../../src/config/env';
import { IMAGE_SIZES } from '../../../src/contract/images';
import { postTitles, servePosts } from '../paging/pagingBackend';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const postList = (name = 'Latest posts') => screen.findByRole('list', { name });
const cards = async (name?: string) => within(await postList(name)).getAllByRole('article');
/** Opens the home page; queries within its first card. */
const firstCard = async () => {
  renderRoute('/');
  return within((await cards())[0]!);
};

describe('Home page', () => {
  it('shows the home banner image on top', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('img', { name: 'Home page advertisement' });
    expect(banner.getAttribute('src')).toMatch(
      /\/backend\/public\/uploads\/banner-home\.jpg\?w=640$/,
    );
    expect(banner.getAttribute('srcset')).toContain('banner-home.jpg?w=1280 1280w');
  });

  it.each([
    ['empty', ''],
    ['null', null],
  ])('shows the "Promote your brand here" panel when the home banner is %s', async (_, value) => {
    server.use(
      publicCall('banners', () => HttpResponse.json({ home_banner: value, post_banner: value })),
    );
    renderRoute('/');
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /advertise with us/i })).toHaveAttribute(
      'href',
      '/promotion',
    );
    expect(screen.queryByRole('img', { name: 'Home page advertisement' })).not.toBeInTheDocument();
  });

  it('shows the advert panel when the banners cannot be fetched', async () => {
    server.use(publicCall('banners', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/');
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
  });

  it('shows a spinner while the posts load, then one card per post', async () => {
    server.use(
      publicCall('posts', async () => {
        await delay(80);
        return HttpResponse.json(posts);
      }),
    );
    renderRoute('/');
    expect(await screen.findByText('Loading posts')).toBeInTheDocument();
    expect(await cards()).toHaveLength(posts.length);
    expect(screen.queryByText('Loading posts')).not.toBeInTheDocument();
  });

  it('shows category, US short date, title link and a markup-free excerpt on each card', async () => {
    renderRoute('/');
    const first = within((await cards())[0]!);
    expect(first.getByText('Casino')).toBeInTheDocument();
    expect(first.getByText('Mar 1, 2026')).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z');
    expect(first.getByRole('heading', { name: 'Roulette Odds Explained' })).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/posts/roulette-odds-explained',
    );
    // The post's own excerpt field comes first.
    expect(first.getByText('A short excerpt.')).toBeInTheDocument();
  });

  it('shows the text of the content without markup when the post has no excerpt', async () => {
    server.use(publicCall('posts', () => HttpResponse.json([{ ...posts[0]!, excerpt: '' }])));
    expect(
      (await firstCard()).getByText(
        'Roulette is a game of pure chance. Every spin is independent of the last one. Second paragraph.',
      ),
    ).toBeInTheDocument();
  });

  it('ends a sentence at each heading and list item of the content', async () => {
    const content =
      '<h2>The basic calculation</h2><p>Say the pot is 100.</p><h2>What is new</h2>' +
      '<ul><li><strong>Faster pages:</strong> images load</li><li>Dark theme</li></ul>';
    server.use(
      publicCall('posts', () => HttpResponse.json([{ ...posts[0]!, excerpt: '', content }])),
    );
    expect(
      (await firstCard()).getByText(
        'The basic calculation. Say the pot is 100. What is new. Faster pages: images load. Dark theme',
      ),
    ).toBeInTheDocument();
  });

  it("cuts the post's own excerpt to 40 words too, with one ellipsis after a full stop", async () => {
    const words = Array.from({ length: 39 }, (_, i) => `word${i}`);
    const excerpt = `${words.join(' ')} bowled. And the rest of the excerpt.`;
    server.use(publicCall('posts', () => HttpResponse.json([{ ...posts[0]!, excerpt }])));
    renderRoute('/');
    const card = (await cards())[0]!;
    expect(within(card).getByText(/^word0 /).textContent).toBe(`${words.join(' ')} bowled…`);
  });

  it('cuts each excerpt to the first 40 words with markup stripped', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const content = `<p>${words.slice(0, 30).join(' ')} <em>${words.slice(30).join(' ')}</em></p>`;
    server.use(
      publicCall('posts', () => HttpResponse.json([{ ...posts[0]!, excerpt: '', content }])),
    );
    renderRoute('/');
    const card = (await cards())[0]!;
    const excerpt = within(card).getByText(/^word0 /);
    expect(excerpt.textContent).toBe(`${words.slice(0, 40).join(' ')}…`);
    expect(card.innerHTML).not.toContain('&lt;');
  });

  it('links a post without a category to /posts/{slug}', async () => {
    server.use(
      publicCall('posts', () =>
        HttpResponse.json([{ ...posts[0]!, category_slug: '', category_name: '' }]),
      ),
    );
    renderRoute('/');
    const card = (await cards())[0]!;
    expect(within(card).getByRole('link')).toHaveAttribute(
      'href',
      '/posts/roulette-odds-explained',
    );
  });

  it('gives the first card image high priority and lazy-loads the others', async () => {
    renderRoute('/');
    const images = (await cards()).flatMap((card) => Array.from(card.querySelectorAll('img')));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const img of images.slice(1)) expect(img).toHaveAttribute('loading', 'lazy');
    for (const img of images) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('shows a fallback block for a post without an image', async () => {
    renderRoute('/');
    const bitcoin = (await cards()).find((c) => c.textContent?.includes('Bitcoin Weekly'))!;
    expect(bitcoin.querySelector('img')).toBeNull();
  });

  it('has one h1, "Latest posts", and the brand as the tab title', async () => {
    renderRoute('/');
    await cards();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(env.brandName));
  });

  it('shows "Error loading posts" when the posts call fails', async () => {
    server.use(
      publicCall('posts', () =>
        HttpResponse.json({ status: 'error', message: 'boom' }, { status: 500 }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading posts');
    expect(screen.queryByRole('list', { name: 'Latest posts' })).not.toBeInTheDocument();
  });

  it('shows "Error loading posts" when the backend cannot be reached', async () => {
    server.use(publicCall('posts', () => HttpResponse.error()));
    renderRoute('/');
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
  });

  it('loads the posts again when the reader retries after an error', async () => {
    let calls = 0;
    server.use(
      publicCall('posts', () =>
        ++calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(posts),
      ),
    );
    renderRoute('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(posts.length);
  });

  it('shows "No posts yet." when there are no posts', async () => {
    server.use(publicCall('posts', () => HttpResponse.json([])));
    renderRoute('/');
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });

  it('works against the seed-only backend (string ids, categoryId, empty banners)', async () => {
    server.use(...legacyHandlers);
    renderRoute('/');
    const list = await cards();
    expect(list).toHaveLength(posts.length);
    expect(within(list[0]!).getByRole('link', { name: 'Roulette Odds Explained' })).toHaveAttribute(
      'href',
      '/posts/roulette-odds-explained',
    );
    await waitFor(() => expect(screen.getByText('Promote your brand here')).toBeInTheDocument());
  });
});

describe('Home front page, built for scanning', () => {
  const frontPage = async () => {
    servePosts(30);
    renderRoute('/');
    const list = await postList();
    return { list, articles: within(list).getAllByRole('article') };
  };

  it('leads with the newest story, then 5 "Latest" headlines, then the rest, in one list', async () => {
    const { articles } = await frontPage();
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(
      postTitles(1, 12),
    );
    expect(articles.map((a) => a.dataset.variant)).toEqual([
      'lead',
      ...Array<string>(5).fill('latest'),
      ...Array<string>(6).fill('row'),
    ]);
    // The lead spans the Latest column's rows; its picture (16:9) is beside its text and loads first.
    const lead = articles[0]!;
    expect(lead.parentElement).toHaveClass('sm:col-span-2', 'lg:row-span-5');
    expect(lead).toHaveClass('lg:flex-row');
    expect(lead.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(lead.querySelector('img')!.parentElement).toHaveClass('aspect-[16/9]', 'lg:w-3/5');
  });

  it('shows each Latest headline with its category and time, as text beside the lead from 1024 px', async () => {
    const { list, articles } = await frontPage();
    // A label for the eye over the column; the list's own name says it to assistive technology.
    const label = within(list).getByText('Latest');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    expect(label).toHaveClass('hidden', 'lg:block');
    for (const entry of articles.slice(1, 6)) {
      expect(within(entry).getByText('Casino')).toBeInTheDocument();
      expect(entry.querySelector('time')).toHaveAttribute('datetime');
      expect(within(entry).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\//));
      // From 1024 px no picture and no excerpt: a headline only.
      expect(entry.querySelector('img')!.parentElement).toHaveClass('lg:hidden');
      expect(entry.querySelector('p')).toHaveClass('lg:hidden');
    }
    // Ruled apart, past the first.
    expect(articles[2]!.parentElement).toHaveClass('lg:border-t');
    expect(articles[1]!.parentElement).not.toHaveClass('lg:border-t');
  });

  it('draws every post after the lead as a compact row on phones: thumbnail, headline, meta', async () => {
    const { articles } = await frontPage();
    expect(articles[0]).not.toHaveClass('max-sm:flex-row');
    for (const row of articles.slice(1)) {
      expect(row).toHaveClass('max-sm:flex-row');
      const thumb = row.querySelector('img')!;
      expect(thumb.parentElement).toHaveClass('max-sm:w-28');
      // A thumbnail's variant on a phone, not a full-width picture.
      expect(thumb).toHaveAttribute('sizes', `(max-width: 639px) 112px, ${IMAGE_SIZES.card}`);
      expect(row.querySelector('p')).toHaveClass('max-sm:hidden');
      expect(row.querySelector('time')).toBeInTheDocument();
    }
  });

  it('keeps full cards on category pages', async () => {
    renderRoute('/casino');
    const list = await screen.findByRole('list', { name: /^Posts in / });
    for (const card of within(list).getAllByRole('article')) {
      expect(card.dataset.variant).toBe('card');
      expect(card).not.toHaveClass('max-sm:flex-row');
    }
  });
});

describe('Trending page', () => {
  it('shows the same post list as home under "Trending Posts"', async () => {
    renderRoute('/trending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trending Posts' }),
    ).toBeInTheDocument();
    const titles = (await cards('Trending Posts')).map(
      (card) => within(card).getByRole('heading').textContent,
    );
    expect(titles).toEqual(posts.map((p) => p.title));
    expect(await screen.findByRole('img', { name: 'Home page advertisement' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Trending Posts | ${env.brandName}`));
  });

  it('ranks them: an ordered list, each entry with its number, headline link and thumbnail', async () => {
    renderRoute('/trending');
    const list = await postList('Trending Posts');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    entries.forEach((entry, index) => {
      // The number is drawn for the eye; the ordered list gives it to assistive technology.
      expect(entry.querySelector('[aria-hidden="true"]')?.textContent).toBe(
        String(index + 1).padStart(2, '0'),
      );
      expect(within(entry).getByRole('link', { name: posts[index]!.title })).toBeInTheDocument();
    });
  });

  it('shows "Error loading posts" when the posts call fails', async () => {
    server.use(publicCall('posts', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/trending');
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
  });

  it('says it lists the newest posts where no server counts views, and asks for q=posts', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
    });
    renderRoute('/trending');
    expect(await screen.findByText('The newest posts from every category.')).toBeInTheDocument();
    await cards('Trending Posts');
    expect(asked).toContain('posts');
    expect(asked).not.toContain('trending');
    server.events.removeAllListeners();
  });

  describe('where the server counts views', () => {
    let mark: HTMLMetaElement;
    beforeEach(() => {
      mark = Object.assign(document.createElement('meta'), { name: 'analytics', content: 'views' });
      document.head.append(mark);
    });
    afterEach(() => mark.remove());

    it('ranks the posts by their views (q=trending) and says so', async () => {
      const ranked = [...posts].reverse();
      const asked: URLSearchParams[] = [];
      server.use(
        publicCall('trending', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return HttpResponse.json(ranked, { headers: { 'X-Total-Count': String(ranked.length) } });
        }),
      );
      renderRoute('/trending');
      expect(await screen.findByText('What readers are opening right now.')).toBeInTheDocument();
      const titles = (await cards('Trending Posts')).map(
        (card) => within(card).getByRole('heading').textContent,
      );
      expect(titles).toEqual(ranked.map((p) => p.title));
      expect(asked[0]?.get('page')).toBe('1');
    });
  });
});
