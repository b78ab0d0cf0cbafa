import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { popular } from '../../fixtures/data';
import { renderLayout } from './renderLayout';

// The panels are lazy chunks: compile them once up front so no test waits on the first load.
beforeAll(async () => {
  await import('../../../src/features/layout/components/FullScreenMenu');
  await import('../../../src/features/layout/components/ComingSoonPanel');
  await import('../../../src/features/popular/components/PopularMenuList');
  await import('../../../src/components/motionFeatures');
});

const dock = () => screen.getByRole('complementary', { name: 'Quick actions' });

async function openMenu() {
  const user = userEvent.setup();
  await renderLayout('/');
  // The tooltip code swaps in around the button at the first interaction: let it settle first,
  // so the click lands on the button that stays (a busy machine otherwise loses the click).
  fireEvent.pointerMove(window);
  await waitFor(() =>
    expect(within(dock()).getByRole('button', { name: 'Menu' })).toHaveAttribute('data-state'),
  );
  await user.click(within(dock()).getByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 8000 });
  return { user, menu };
}

const longContent = `<p>${Array.from({ length: 30 }, (_, i) => `word${i + 1}`).join(' ')}</p>`;

describe('public layout: side buttons', () => {
  it('opens the full-screen menu with its section links', async () => {
    const { menu } = await openMenu();
    const sections = within(menu).getByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['01HOME', '/'],
      ['02PROMOTION', '/promotion'],
      ['03CATEGORIES', '/categories'],
      ['04TRENDING', '/trending'],
      ['05SUGGESTIONS', '/suggestions'],
    ]);
    expect(within(sections).getByRole('link', { name: 'HOME' })).toBeInTheDocument();
  });

  it('lists POPULAR posts linking to /posts/{slug} with excerpts of at most 15 words', async () => {
    server.use(
      publicCall('popular', () =>
        HttpResponse.json([{ ...popular[0], excerpt: '', content: longContent }, popular[1]]),
      ),
    );
    const { menu } = await openMenu();
    const list = within(menu).getByRole('region', { name: 'POPULAR' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/posts/roulette-odds-explained',
      '/posts/derby-day-preview',
    ]);
    const excerpt = within(links[0]!).getByText(/^word1 /);
    expect(excerpt.textContent).toBe(
      'word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12 word13 word14 word15…',
    );
    // A post with its own excerpt shows that instead of its content.
    expect(within(links[1]!).getByText('A short excerpt.')).toBeInTheDocument();
  });

  it('scrolls inside the menu when it is taller than the screen (e.g. 800 px high)', async () => {
    const { menu } = await openMenu();
    // jsdom lays nothing out: the menu is held to the screen's height and its body is the box
    // that scrolls, with the sections and the POPULAR list inside it.
    expect(menu).toHaveClass('h-full', 'overflow-hidden');
    const sections = within(menu).getByRole('navigation', { name: 'Sections' });
    const scroller = sections.closest('.overflow-y-auto');
    expect(scroller).not.toBeNull();
    expect(scroller).toHaveClass('min-h-0', 'flex-1');
    expect(scroller).toContainElement(within(menu).getByRole('region', { name: 'POPULAR' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('says "No popular posts available" when the popular list is empty', async () => {
    server.use(publicCall('popular', () => HttpResponse.json([])));
    const { menu } = await openMenu();
    expect(await within(menu).findByText('No popular posts available')).toBeInTheDocument();
  });

  it('locks page scrolling while the menu is open and closes it when a link is followed', async () => {
    const { user, menu } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(within(menu).getByRole('link', { name: 'TRENDING' }));
    expect(await screen.findByRole('heading', { name: 'Trending page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the menu with its close button and gives focus back to the Menu button', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(dock()).getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it.each(['Profile', 'News'])('opens a "Coming Soon" slide-over from %s', async (name) => {
    const user = userEvent.setup();
    await renderLayout('/');
    await user.click(within(dock()).getByRole('button', { name }));
    const panel = await screen.findByRole('dialog', { name: 'Coming Soon' });
    expect(within(panel).getByText(name)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('public layout: side button tooltips', () => {
  it('labels each side button in a tooltip after the default 700 ms delay', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    await waitFor(() =>
      expect(within(dock()).getByRole('button', { name: 'News' })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    await user.hover(within(dock()).getByRole('button', { name: 'News' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1500 })).toHaveTextContent('News');
  });
});
