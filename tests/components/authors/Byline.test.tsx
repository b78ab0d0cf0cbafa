/**
 * Bylines: a post's author, named by the reference server, shows under the post's title as a
 * link to their page and, as plain text, on its card; a seed-only backend's posts have no author
 * field, and then there is no byline (and no error).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';

configure({ asyncUtilTimeout: 5000 });

const maya = { name: 'Maya Okafor', slug: 'maya-okafor' };
const withAuthor = posts.map((post) => ({ ...post, author: maya }));

const article = async () => (await screen.findByRole('heading', { level: 1 })).closest('article')!;

describe('the byline', () => {
  it('links the post page to its author’s page', async () => {
    server.use(publicCall('post', () => HttpResponse.json(withAuthor[0])));
    renderRoute('/casino/roulette-odds-explained');
    const post = within(await article());
    expect(post.getByText(/^By/)).toHaveTextContent('By Maya Okafor');
    expect(post.getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/authors/maya-okafor',
    );
  });

  it('is absent from a seed-only backend’s post, which names no author', async () => {
    renderRoute('/casino/roulette-odds-explained');
    const post = within(await article());
    expect(post.getByRole('heading', { level: 1 })).toHaveTextContent('Roulette Odds Explained');
    expect(post.queryByText(/^By /)).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/authors/"]')).toBeNull();
  });

  it('is absent when the server names no author (null)', async () => {
    server.use(publicCall('post', () => HttpResponse.json({ ...posts[0], author: null })));
    renderRoute('/casino/roulette-odds-explained');
    const post = within(await article());
    expect(post.queryByText(/^By /)).not.toBeInTheDocument();
  });

  it('names the author on the category page’s cards, as text (the card is its title’s link)', async () => {
    server.use(
      publicCall('category-posts', () =>
        HttpResponse.json({ posts: withAuthor.filter((p) => p.category_slug === 'casino') }),
      ),
    );
    renderRoute('/casino');
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(within(card).getByText('By Maya Okafor')).toBeInTheDocument();
      expect(within(card).getAllByRole('link')).toHaveLength(1);
    }
  });

  it('is absent from the cards of a seed-only backend', async () => {
    renderRoute('/casino');
    const list = await screen.findByRole('list', { name: 'Posts in Casino' });
    expect(within(list).queryByText(/^By /)).not.toBeInTheDocument();
  });
});
