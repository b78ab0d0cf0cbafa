import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { popular, posts } from '../../fixtures/data';
import { expectRankedPopular, renderLayout } from './renderLayout';

const rail = () => screen.getByRole('complementary', { name: 'POPULAR NOW' });

/** The rail link, once its tooltip code has loaded (it loads when the browser is idle). */
/** The tooltip code loads at the reader's first interaction: a pointer move here. */
async function tooltipReady(name: string) {
  fireEvent.pointerMove(window);
  await waitFor(() =>
    expect(within(rail()).getByRole('link', { name })).toHaveAttribute('data-state', 'closed'),
  );
  return within(rail()).getByRole('link', { name });
}

describe('public layout: POPULAR NOW rail', () => {
  it('links each popular post to /popular/{slug} with two-digit ranks from 01', async () => {
    await renderLayout('/');
    await expectRankedPopular(rail());
    expect(within(rail()).getByRole('link', { name: 'Roulette Odds Explained' })).toBeVisible();
  });

  it('shows round thumbnails from the image path, and the initial when a post has no image', async () => {
    server.use(
      publicCall('popular', () =>
        HttpResponse.json([popular[0], { ...posts[2], published_at: posts[2]!.created_at }]),
      ),
    );
    const { container } = await renderLayout('/');
    const noImage = await within(rail()).findByRole('link', { name: 'Bitcoin Weekly Outlook' });
    expect(noImage.querySelector('img')).toBeNull();
    expect(noImage).toHaveTextContent('B');
    const withImage = within(rail()).getByRole('link', { name: 'Roulette Odds Explained' });
    expect(withImage.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/roulette.jpg?w=320',
    );
    expect(container.querySelectorAll('aside img.rounded-full')).toHaveLength(1);
  });

  it('leaves the tooltip code out of the first view until the reader first interacts', async () => {
    await renderLayout('/');
    const link = (await within(rail()).findAllByRole('link'))[0]!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(link).not.toHaveAttribute('data-state');
    fireEvent.pointerMove(window);
    await tooltipReady(link.textContent!.slice(2));
  });

  it('shows the title in a tooltip at once on hover, without the 700 ms default delay', async () => {
    const user = userEvent.setup();
    await renderLayout('/');
    await within(rail()).findAllByRole('link');
    const first = await tooltipReady('Roulette Odds Explained');
    await user.hover(first);
    await waitFor(
      () => expect(screen.getByRole('tooltip')).toHaveTextContent(first.textContent!.slice(2)),
      {
        timeout: 200,
      },
    );
    expect(within(rail()).getByText('01')).toBeInTheDocument();
  });

  it('shows the tooltip when a link gets keyboard focus', async () => {
    await renderLayout('/');
    await within(rail()).findAllByRole('link');
    const second = await tooltipReady('Derby Day Preview');
    act(() => second.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Derby Day Preview');
  });

  it('works against the seed backend’s popular shape (string ids, date)', async () => {
    server.use(...legacyHandlers);
    await renderLayout('/');
    const links = await within(rail()).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/popular/roulette-odds-explained',
      '/popular/derby-day-preview',
    ]);
    expect(within(rail()).getByText('02')).toBeInTheDocument();
  });

  it('is left out when there are no popular posts', async () => {
    server.use(publicCall('popular', () => HttpResponse.json([])));
    await renderLayout('/');
    await screen.findByText('Matchday Preview: The Fixtures Worth Watching');
    expect(screen.queryByRole('complementary', { name: 'POPULAR NOW' })).not.toBeInTheDocument();
  });
});

describe('public layout: POPULAR NOW rail and the footer', () => {
  /** Lays the rail out 400 px tall in a 768 px window, with the footer's top at `footerTop`. */
  function layOut(aside: HTMLElement, footerTop: number) {
    Object.defineProperty(aside, 'offsetHeight', { configurable: true, value: 400 });
    const footer = document.getElementById('site-footer')!;
    footer.getBoundingClientRect = () => ({ top: footerTop }) as DOMRect;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    fireEvent.scroll(window);
  }

  it('moves up to stay clear of the footer as it scrolls in, and hides when there is no room', async () => {
    await renderLayout('/');
    await within(rail()).findAllByRole('link');
    const aside = rail();

    // Footer below the window: centred as before.
    layOut(aside, 2000);
    await waitFor(() => expect(aside.style.marginTop).toBe(''));
    expect(aside).toBeVisible();

    // Footer from 500 px: the rail's bottom (184 + 400) moves up to 16 px above it.
    layOut(aside, 500);
    await waitFor(() => expect(aside.style.marginTop).toBe('-100px'));
    expect(aside).toBeVisible();

    // Footer from 300 px (a short page): no room under the header, so it steps aside, its links
    // out of the tab order too.
    layOut(aside, 300);
    await waitFor(() => expect(aside).not.toBeVisible());
    expect(screen.queryByRole('complementary', { name: 'POPULAR NOW' })).not.toBeInTheDocument();

    layOut(aside, 2000);
    await waitFor(() => expect(aside).toBeVisible());
    expect(aside.style.marginTop).toBe('');
  });
});
