import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { env } from '../../../src/config/env';

const NAMES = ['Casino', 'Crypto', 'Blog', 'Football', 'Poker', 'Rummy', 'Cricket'];

/** The seven of the spec, as a seed backend answers them: id, name and slug only. */
const SEED_CATEGORIES = NAMES.map((name, i) => ({ id: i + 1, name, slug: name.toLowerCase() }));
const answerCategories = (list: Record<string, unknown>[]) =>
  server.use(publicCall('categories', () => HttpResponse.json(list)));

beforeEach(() => answerCategories(SEED_CATEGORIES));
afterEach(() => vi.useRealTimers());

async function renderCategories() {
  const utils = renderRoute('/categories');
  await screen.findByRole('heading', { level: 1, name: 'Find your game' }, { timeout: 10_000 });
  return utils;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Categories page', () => {
  it('sets the tab title and shows the seven cards in order', async () => {
    await renderCategories();
    await waitFor(() => expect(document.title).toBe(`Categories | ${env.brandName}`));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      NAMES.map((n) => `category-card-${n.toLowerCase()}`),
    );
    expect(screen.getByText(/^Seven corners of /, { selector: 'header p' }).textContent).toContain(
      `Seven corners of ${env.brandName}, each with its own writers`,
    );
  });

  it('shows a card for a category added by the admin, from its own description and topics', async () => {
    answerCategories([
      ...SEED_CATEGORIES,
      {
        id: 8,
        name: 'Tennis',
        slug: 'tennis',
        description: 'Grand Slam previews, <b>serve</b> stats and match picks from the tour.',
        topics: ['ATP', 'WTA', 'Grand Slams'],
      },
    ]);
    await renderCategories();
    const tennis = await screen.findByRole('article', { name: 'Tennis' });
    expect(screen.getAllByRole('article')).toHaveLength(8);
    expect(within(tennis).getByRole('heading', { level: 2, name: 'Tennis' })).toBeInTheDocument();
    expect(tennis.querySelector('p')).toHaveTextContent(
      'Grand Slam previews, serve stats and match picks from the tour.',
    );
    expect(
      within(within(tennis).getByRole('list', { name: 'Tennis topics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ATP', 'WTA', 'Grand Slams']);
    // No benefits of its own: no empty list either.
    expect(within(tennis).queryByRole('list', { name: 'Why read Tennis' })).not.toBeInTheDocument();
    expect(within(tennis).getByRole('link', { name: 'Explore posts in Tennis' })).toHaveAttribute(
      'href',
      '/tennis',
    );
    const updates = within(tennis).getByRole('link', { name: 'Get updates about Tennis' });
    expect(new URL(updates.getAttribute('href')!).searchParams.get('subject')).toBe(
      `[${env.brandName}] Tennis updates`,
    );
    // The lead counts what is shown.
    expect(screen.getByText(/corners of /, { selector: 'header p' })).toHaveTextContent(
      `Eight corners of ${env.brandName}, each with its own writers, guides and predictions.`,
    );
  });

  it('gives a new category without a description a plain line, and no topics list', async () => {
    answerCategories([...SEED_CATEGORIES, { id: 9, name: 'Esports', slug: 'esports' }]);
    await renderCategories();
    const card = await screen.findByRole('article', { name: 'Esports' });
    expect(card.querySelector('p')).toHaveTextContent(
      `The latest Esports posts on ${env.brandName}.`,
    );
    expect(within(card).queryByRole('list', { name: 'Esports topics' })).not.toBeInTheDocument();
  });

  it("uses a spec category's own description and topics when it has them, keeping its benefits", async () => {
    const long = Array.from({ length: 45 }, (_, i) => `word${i + 1}`).join(' ');
    answerCategories(
      SEED_CATEGORIES.map((c) =>
        c.slug === 'casino' ? { ...c, description: long, topics: ['Roulette', 'Baccarat'] } : c,
      ),
    );
    await renderCategories();
    const casino = await screen.findByRole('article', { name: 'Casino' });
    // The spec's 40 words of a category card.
    await waitFor(() =>
      expect(casino.querySelector('p')!.textContent).toBe(
        `${long.split(' ').slice(0, 40).join(' ')}…`,
      ),
    );
    expect(
      within(within(casino).getByRole('list', { name: 'Casino topics' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Roulette', 'Baccarat']);
    expect(
      within(within(casino).getByRole('list', { name: 'Why read Casino' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
  });

  it('shows only the categories there are: one the admin deleted has no card', async () => {
    answerCategories(SEED_CATEGORIES.filter((c) => c.slug !== 'rummy'));
    await renderCategories();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(screen.queryByRole('article', { name: 'Rummy' })).not.toBeInTheDocument();
    expect(screen.getByText(/corners of /, { selector: 'header p' })).toHaveTextContent(
      `Six corners of ${env.brandName}`,
    );
  });

  it('falls back to the seven cards when the categories call fails', async () => {
    server.use(publicCall('categories', () => HttpResponse.error()));
    await renderCategories();
    expect(screen.getAllByRole('article')).toHaveLength(7);
  });

  it.each(NAMES)('gives %s a description, topics, benefits and its two links', async (name) => {
    await renderCategories();
    const article = card(name);
    const slug = name.toLowerCase();
    expect(within(article).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(article.querySelector('p')!.textContent!.length).toBeGreaterThan(40);
    expect(
      within(within(article).getByRole('list', { name: `${name} topics` })).getAllByRole('listitem')
        .length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      within(within(article).getByRole('list', { name: `Why read ${name}` })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
    expect(within(article).getByRole('link', { name: `Explore posts in ${name}` })).toHaveAttribute(
      'href',
      `/${slug}`,
    );
    const updates = within(article).getByRole('link', { name: `Get updates about ${name}` });
    const href = updates.getAttribute('href')!;
    expect(href.startsWith(`mailto:${env.contactEmail}?subject=`)).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe(`[${env.brandName}] ${name} updates`);
  });

  it('shows the playful tooltip only after 10 seconds of hover', async () => {
    await renderCategories();
    vi.useFakeTimers();
    fireEvent.pointerEnter(card('Poker'));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Nice poker face. We can still tell you want to click.',
    );
    fireEvent.pointerLeave(card('Poker'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not show it when the pointer leaves before 10 seconds', async () => {
    await renderCategories();
    vi.useFakeTimers();
    fireEvent.pointerEnter(card('Casino'));
    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.pointerLeave(card('Casino'));
    fireEvent.pointerEnter(card('Casino'));
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows it after 10 seconds of keyboard focus inside the card, and hides it when focus leaves', async () => {
    await renderCategories();
    vi.useFakeTimers();
    const explore = within(card('Cricket')).getByRole('link', { name: /Explore posts/ });
    const updates = within(card('Cricket')).getByRole('link', { name: /Get updates/ });
    act(() => explore.focus());
    act(() => vi.advanceTimersByTime(5_000));
    // Moving between the card's own links keeps counting.
    act(() => updates.focus());
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent(/long innings/);
    act(() =>
      within(card('Rummy'))
        .getByRole('link', { name: /Explore posts/ })
        .focus(),
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes the tooltip with Escape', async () => {
    await renderCategories();
    vi.useFakeTimers();
    act(() =>
      within(card('Blog'))
        .getByRole('link', { name: /Explore posts/ })
        .focus(),
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
