import { describe, expect, it } from 'vitest';
import { configure, screen, within, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { posts } from '../../fixtures/data';
import { env } from '../../../src/config/env';

// Lazy pages compile on first use; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const article = async () => (await screen.findByRole('heading', { level: 1 })).closest('article')!;
const answerPost = (body: object | null, status = 200) =>
  server.use(publicCall('post', () => HttpResponse.json(body, { status })));

describe('Post page', () => {
  it('shows "Loading post..." and then the title, category, date, hero image and body', async () => {
    server.use(
      publicCall('post', async () => {
        await delay(80);
        return HttpResponse.json(posts[0]);
      }),
    );
    renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    const post = within(await article());
    expect(post.getByRole('heading', { level: 1 })).toHaveTextContent('Roulette Odds Explained');
    expect(post.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/casino');
    expect(post.getByText('March 1, 2026')).toHaveAttribute('datetime', '2026-03-01T10:00:00.000Z');
    const hero = post.getByRole('img', { name: 'Roulette Odds Explained' });
    expect(hero.getAttribute('src')).toMatch(/\/backend\/public\/uploads\/roulette\.jpg\?w=640$/);
    expect(hero.getAttribute('srcset')).toContain('roulette.jpg?w=1280 1280w');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    // The body follows once the browser's sanitiser (its own chunk) is loaded.
    expect((await post.findByText('pure chance')).tagName).toBe('STRONG');
    expect(post.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.queryByText('Loading post...')).not.toBeInTheDocument();
  });

  it('sets the tab title to "{title} | {brand}"', async () => {
    renderRoute('/casino/roulette-odds-explained');
    await article();
    await waitFor(() => expect(document.title).toBe(`Roulette Odds Explained | ${env.brandName}`));
  });

  it('shows the post banner image above the post', async () => {
    renderRoute('/casino/roulette-odds-explained');
    const banner = await screen.findByRole('img', { name: 'Post page advertisement' });
    expect(banner.getAttribute('src')).toMatch(/uploads\/banner-post\.jpg\?w=640$/);
  });

  it('shows the "Promote your brand here" panel when the post banner is empty', async () => {
    server.use(
      publicCall('banners', () => HttpResponse.json({ home_banner: 'x.jpg', post_banner: '' })),
    );
    renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
  });

  it.each(['/posts/roulette-odds-explained', '/popular/roulette-odds-explained'])(
    'shows the post at %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'Roulette Odds Explained',
      );
    },
  );

  it('flattens the table wrapper, removes start/end/column-size and styles the table', async () => {
    renderRoute('/casino/blackjack-basic-strategy');
    const post = await article();
    const table = post.querySelector('table')!;
    expect(table).toHaveClass('post-table');
    for (const name of ['start', 'end', 'column-size']) expect(table).not.toHaveAttribute(name);
    expect(post.querySelector('figure')).toBeNull();
    // The page adds a focusable box that scrolls wide tables sideways on phones.
    const box = within(post).getByRole('region', { name: 'Table' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(table);
    expect(within(table).getByText('Hit')).toBeInTheDocument();
  });

  it('renders the body sanitised: no script, event handler or javascript: link survives', async () => {
    answerPost({
      ...posts[0],
      content:
        '<p>Safe <a href="javascript:alert(1)">bad link</a> <a href="https://example.com">good</a></p>' +
        '<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' +
        '<svg onload="window.__xss = 3"></svg><iframe srcdoc="<b>x</b>"></iframe>' +
        '<form action="https://evil.example"><button>Go</button></form>' +
        '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = 4"></style></mglyph></table></mtext></math>',
    });
    renderRoute('/casino/roulette-odds-explained');
    const post = await article();
    const body = post.querySelector('.post-body')!;
    expect(body.querySelector('script, svg, iframe, form, button, style, math')).toBeNull();
    for (const el of Array.from(body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) expect(attr.name).not.toMatch(/^on/);
    }
    expect(within(post).getByText('bad link')).not.toHaveAttribute('href');
    const good = within(post).getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(good).toHaveAttribute('target', '_blank');
    await delay(20);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows "Post not found" when the backend answers 404', async () => {
    renderRoute('/casino/no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Post not found | ${env.brandName}`));
  });

  it.each([
    ['null', null],
    ['an empty object', {}],
    ['an empty list', []],
  ])('shows "Post not found" when the backend answers %s', async (_, body) => {
    answerPost(body);
    renderRoute('/casino/roulette-odds-explained');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
  });

  it('shows "Post not found" when the post call fails or cannot reach the backend', async () => {
    answerPost({ status: 'error', message: 'boom' }, 500);
    const first = renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    first.unmount();
    server.use(publicCall('post', () => HttpResponse.error()));
    renderRoute('/casino/roulette-odds-explained');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });

  it('works against the seed-only backend (string id, categoryId, null post banner)', async () => {
    server.use(...legacyHandlers);
    const { category_id, updated_at: _u, ...rest } = posts[1]!;
    answerPost({ ...rest, id: String(rest.id), categoryId: String(category_id) });
    renderRoute('/casino/blackjack-basic-strategy');
    const post = within(await article());
    expect(post.getByRole('heading', { level: 1 })).toHaveTextContent('Blackjack Basic Strategy');
    expect(post.getByRole('link', { name: 'Casino' })).toHaveAttribute('href', '/casino');
    expect(post.getByText('February 20, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Promote your brand here')).toBeInTheDocument();
  });

  it('shows the new post, not the last one, while another post loads', async () => {
    const { router } = renderRoute('/casino/roulette-odds-explained');
    await screen.findByRole('heading', { level: 1, name: 'Roulette Odds Explained' });
    server.use(
      publicCall('post', async () => {
        await delay(80);
        return HttpResponse.json(posts[3]);
      }),
    );
    await router.navigate('/football/derby-day-preview');
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Roulette Odds Explained' })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Derby Day Preview' }),
    ).toBeInTheDocument();
  });
});
