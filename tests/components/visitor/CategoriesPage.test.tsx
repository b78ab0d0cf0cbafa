import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { renderRoute } from '../../utils/render';
import { env } from '../../../src/config/env';

const NAMES = ['Casino', 'Crypto', 'Blog', 'Football', 'Poker', 'Rummy', 'Cricket'];

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
