/**
 * Every page reachable at every width. jsdom applies no media queries, so what each width shows is
 * read from the Tailwind display classes on the element and its ancestors (hidden, md:block,
 * lg:hidden…), the same classes the browser applies; the e2e navigation spec checks it for real.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { popular } from '../../fixtures/data';
import { expectRankedPopular, FIXED_PAGES, renderLayout } from './renderLayout';

beforeAll(async () => {
  await import('../../../src/features/layout/components/FullScreenMenu');
  await import('../../../src/features/popular/components/PopularMenuList');
  await import('../../../src/components/motionFeatures');
});

const WIDTHS = { phone: 375, tablet: 820, desktop: 1280 } as const;
const BREAKPOINTS: [prefix: string, min: number][] = [
  ['', 0],
  ['sm:', 640],
  ['md:', 768],
  ['lg:', 1024],
  ['xl:', 1280],
];

/** Whether the element's own display classes show it at this width (the last matching wins). */
function displayedAt(el: Element, width: number): boolean {
  let shown = true;
  for (const [prefix, min] of BREAKPOINTS) {
    if (width < min) break;
    for (const name of el.classList) {
      if (!name.startsWith(prefix) || name.slice(prefix.length).includes(':')) continue;
      const rule = name.slice(prefix.length);
      if (rule === 'hidden') shown = false;
      else if (['block', 'flex', 'grid', 'inline-flex', 'inline', 'inline-block'].includes(rule))
        shown = true;
    }
  }
  return shown;
}

function visibleAt(el: Element | null, width: number): boolean {
  for (let node = el; node; node = node.parentElement) {
    if (!displayedAt(node, width)) return false;
  }
  return true;
}

const PAGES = Object.keys(FIXED_PAGES);

/** The pages linked at this width from the header, its menu, the side buttons' menu and the footer. */
async function pagesLinkedAt(width: number): Promise<Set<string>> {
  const user = userEvent.setup();
  const { unmount } = await renderLayout('/');
  const hrefs = new Set<string>();
  const collect = (root: HTMLElement) => {
    for (const link of within(root).getAllByRole('link')) {
      if (visibleAt(link, width)) hrefs.add(link.getAttribute('href') ?? '');
    }
  };
  collect(screen.getByRole('navigation', { name: 'Main' }));
  collect(screen.getByRole('contentinfo'));

  const menuButton = screen.getByRole('button', { name: 'Main menu' });
  if (visibleAt(menuButton, width)) {
    await user.click(menuButton);
    collect(screen.getByRole('navigation', { name: 'Mobile' }));
    await user.click(menuButton);
  }
  const dock = screen.getByRole('complementary', { name: 'Quick actions' });
  if (visibleAt(dock, width)) {
    // The side buttons' tooltip code swaps in at the first interaction: let it settle first, so
    // the click lands on the button that stays.
    fireEvent.pointerMove(window);
    await waitFor(() =>
      expect(within(dock).getByRole('button', { name: 'Menu' })).toHaveAttribute('data-state'),
    );
    await user.click(within(dock).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 8000 });
    collect(within(menu).getByRole('navigation', { name: 'Sections' }));
  }
  unmount();
  return hrefs;
}

describe('navigation at every width', () => {
  it.each(Object.entries(WIDTHS))(
    'links every page (full-screen menu, header and Blogs) at %s width',
    async (_name, width) => {
      const linked = await pagesLinkedAt(width);
      for (const page of PAGES) expect(linked, `${page} at ${width}px`).toContain(page);
    },
  );

  it('gives phones and tablets the menu button (no side buttons there), desktops the side buttons', async () => {
    await renderLayout('/');
    const menuButton = screen.getByRole('button', { name: 'Main menu' });
    const dock = screen.getByRole('complementary', { name: 'Quick actions' });
    expect(visibleAt(menuButton, WIDTHS.phone)).toBe(true);
    expect(visibleAt(menuButton, 800)).toBe(true);
    expect(visibleAt(menuButton, 1023)).toBe(true);
    expect(visibleAt(dock, 1023)).toBe(false);
    expect(visibleAt(menuButton, 1024)).toBe(false);
    expect(visibleAt(dock, 1024)).toBe(true);
  });

  it.each([375, 768, 820, 1023, 1024, 1280])(
    'offers one way to the pages in the header at %i px: the menu button below 1024, the links from it',
    async (width) => {
      await renderLayout('/');
      const header = screen.getByRole('banner');
      const links = within(header).getByRole('navigation', { name: 'Main' });
      const menuButton = within(header).getByRole('button', { name: 'Main menu' });
      expect([visibleAt(links, width), visibleAt(menuButton, width)]).toEqual(
        width >= 1024 ? [true, false] : [false, true],
      );
    },
  );

  it('links Blogs from the phone and tablet menu and from the footer', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Latest blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await user.click(screen.getByRole('button', { name: 'Main menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Blogs' }));
    expect(await screen.findByRole('heading', { name: 'Blogs page' })).toBeInTheDocument();
  });
});

describe('popular list on phones: "Editors’ picks"', () => {
  const mostRead = () => screen.getByRole('region', { name: 'Editors’ picks' });

  it('lists the popular posts numbered from 01, linking to /popular/{slug}, on phones only', async () => {
    await renderLayout('/');
    await expectRankedPopular(mostRead());
    expect(within(mostRead()).getByRole('list').tagName).toBe('OL');
    // Phones get the block; from tablets up the POPULAR NOW rail shows the same posts.
    const rail = screen.getByRole('complementary', { name: 'POPULAR NOW' });
    expect(visibleAt(mostRead(), WIDTHS.phone)).toBe(true);
    expect(visibleAt(rail, WIDTHS.phone)).toBe(false);
    expect(visibleAt(mostRead(), WIDTHS.tablet)).toBe(false);
    expect(visibleAt(rail, WIDTHS.tablet)).toBe(true);
    expect(visibleAt(rail, WIDTHS.desktop)).toBe(true);
  });

  it('sits after the page content and before the footer', async () => {
    await renderLayout('/');
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(
      main.compareDocumentPosition(mostRead()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      mostRead().compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is left out when there are no popular posts', async () => {
    server.use(publicCall('popular', () => HttpResponse.json([])));
    await renderLayout('/');
    expect(screen.queryByRole('region', { name: 'Editors’ picks' })).not.toBeInTheDocument();
    expect(popular.length).toBeGreaterThan(0);
  });
});
