import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { legacyHandlers } from '../../msw/legacy';
import { popular, posts } from '../../fixtures/data';
import { renderLayout } from './renderLayout';

const footer = () => screen.getByRole('contentinfo');
const section = (name: string | RegExp) => within(footer()).getByRole('region', { name });

const fourPopular = [
  ...popular,
  ...[posts[1]!, posts[2]!].map((p) => ({
    ...p,
    published_at: p.created_at,
  })),
];

describe('public layout: footer', () => {
  it('has the responsible-gambling strip: 18+, "Gamble responsibly" and help links', async () => {
    await renderLayout('/');
    const strip = section(/^18\+:\s*Gamble responsibly$/);
    expect(strip).toHaveTextContent('For adults aged 18 and over.');
    const help = within(strip).getByRole('link', { name: /BeGambleAware/ });
    expect(help).toHaveAttribute('href', 'https://www.begambleaware.org/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(strip).getByRole('link', { name: /National Gambling Helpline/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk/',
    );
  });

  it("shows the admin's texts once the app knows the backend keeps them, each empty one the default", async () => {
    server.use(
      publicCall('capabilities', () =>
        HttpResponse.json({ editorial: true, time_zone: 'UTC', site_texts: true }),
      ),
      publicCall('site-texts', () =>
        HttpResponse.json({
          help_label: 'Get help',
          help_url: 'https://help.example/',
          helpline_label: '',
          helpline_url: '',
          strip_note: 'Adults only. Set a limit.',
          box_note: '',
        }),
      ),
    );
    const user = userEvent.setup();
    await renderLayout('/');
    const strip = section(/^18\+:\s*Gamble responsibly$/);
    // The footer does not probe the backend itself: opening the menu does.
    expect(strip).toHaveTextContent('For adults aged 18 and over.');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await within(strip).findByText('Adults only. Set a limit.');
    expect(within(strip).getByRole('link', { name: /Get help/ })).toHaveAttribute(
      'href',
      'https://help.example/',
    );
    expect(within(strip).getByRole('link', { name: /National Gambling Helpline/ })).toHaveAttribute(
      'href',
      'https://www.gamcare.org.uk/',
    );
  });

  it('asks a backend nothing new for them: neither the texts nor the capabilities probe', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
    };
    server.events.on('request:start', record);
    try {
      await renderLayout('/');
      const strip = section(/^18\+:\s*Gamble responsibly$/);
      expect(strip).toHaveTextContent('For adults aged 18 and over.');
      await waitFor(() => expect(asked).toContain('popular'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).not.toContain('site-texts');
      expect(asked).not.toContain('capabilities');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('has ABOUT US with a blurb and the contact address as a mail link', async () => {
    await renderLayout('/');
    const about = section('ABOUT US');
    expect(within(about).getByText(/match previews and predictions/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'hello@betpulse.example' })).toHaveAttribute(
      'href',
      'mailto:hello@betpulse.example',
    );
    await within(section('CATEGORIES')).findByRole('link', { name: /Casino/ });
  });

  it('shows the first 3 popular posts in OUR PICKS with image, title and long date', async () => {
    server.use(publicCall('popular', () => HttpResponse.json(fourPopular)));
    await renderLayout('/');
    const picks = section('OUR PICKS');
    const links = await within(picks).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/popular/roulette-odds-explained',
      '/popular/derby-day-preview',
      '/popular/blackjack-basic-strategy',
    ]);
    expect(links[0]).toHaveTextContent('Roulette Odds Explained');
    expect(links[0]).toHaveTextContent('March 1, 2026');
    expect(links[1]).toHaveTextContent('January 5, 2026');
    expect(links[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/backend/public/uploads/roulette.jpg?w=320',
    );
    expect(within(picks).queryByText('Bitcoin Weekly Outlook')).not.toBeInTheDocument();
  });

  it('shows 3 placeholder rows in OUR PICKS while the popular list loads', async () => {
    server.use(
      publicCall('popular', async () => {
        await delay(300);
        return HttpResponse.json(popular);
      }),
    );
    await renderLayout('/');
    const picks = section('OUR PICKS');
    expect(within(picks).getAllByTestId('pick-placeholder')).toHaveLength(3);
    expect(within(picks).getByRole('status')).toHaveTextContent('Loading our picks');
    await within(picks).findAllByRole('link');
    expect(within(picks).queryByTestId('pick-placeholder')).not.toBeInTheDocument();
  });

  it('shows three built-in sample entries when the popular list is empty', async () => {
    server.use(publicCall('popular', () => HttpResponse.json([])));
    await renderLayout('/');
    const picks = section('OUR PICKS');
    expect(
      await within(picks).findByText('Matchday Preview: The Fixtures Worth Watching'),
    ).toBeInTheDocument();
    expect(within(picks).getAllByRole('listitem')).toHaveLength(3);
    expect(within(picks).getByText('January 18, 2025')).toBeInTheDocument();
  });

  it('lists each category with its post count in brackets from post_count', async () => {
    await renderLayout('/');
    const categories = section('CATEGORIES');
    const links = await within(categories).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Casino(2)', '/casino'],
      ['Crypto(1)', '/crypto'],
      ['Football(1)', '/football'],
      ['Poker(0)', '/poker'],
    ]);
    expect(within(links[0]!).getByText('(2)')).toBeInTheDocument();
  });

  it('counts the posts per category when the backend sends no counts (seed backend)', async () => {
    server.use(...legacyHandlers);
    await renderLayout('/');
    const categories = section('CATEGORIES');
    const links = await within(categories).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Casino(2)',
      'Crypto(1)',
      'Football(1)',
      'Poker(0)',
    ]);
  });

  it('never asks for the full post list when the categories carry post_count', async () => {
    const postRequests: string[] = [];
    server.use(
      publicCall('posts', ({ request }) => {
        postRequests.push(new URL(request.url).search);
        return HttpResponse.json(posts);
      }),
    );
    await renderLayout('/');
    expect(
      await within(section('CATEGORIES')).findByRole('link', { name: 'Casino(2)' }),
    ).toBeInTheDocument();
    await delay(100);
    expect(postRequests).toEqual([]);
  });

  it('fetches the full post list to count, once the categories arrive without counts', async () => {
    const started: string[] = [];
    let releaseCategories!: () => void;
    const categoriesHeld = new Promise<void>((resolve) => (releaseCategories = resolve));
    server.use(
      publicCall('categories', async () => {
        started.push('categories');
        await categoriesHeld;
        return HttpResponse.json({ categories: [{ id: '1', name: 'Casino', slug: 'casino' }] });
      }),
      publicCall('posts', ({ request }) => {
        started.push(`posts${new URL(request.url).search.replace('?q=posts', '')}`);
        return HttpResponse.json(posts);
      }),
    );
    await renderLayout('/');
    await waitFor(() => expect(started).toEqual(['categories']));
    expect(within(section('CATEGORIES')).getAllByTestId('category-placeholder')).toHaveLength(8);
    releaseCategories();
    expect(
      await within(section('CATEGORIES')).findByRole('link', { name: 'Casino(2)' }),
    ).toBeInTheDocument();
    // The whole list (no page or limit), asked for once.
    expect(started).toEqual(['categories', 'posts']);
  });

  it('shows 8 placeholder rows while the categories load', async () => {
    server.use(
      publicCall('categories', async () => {
        await delay(300);
        return HttpResponse.json([]);
      }),
    );
    await renderLayout('/');
    const categories = section('CATEGORIES');
    expect(within(categories).getAllByTestId('category-placeholder')).toHaveLength(8);
    expect(await within(categories).findByText('No categories found.')).toBeInTheDocument();
    expect(within(categories).queryByTestId('category-placeholder')).not.toBeInTheDocument();
  });

  it('says "No categories found." when there are none', async () => {
    server.use(publicCall('categories', () => HttpResponse.json([])));
    await renderLayout('/');
    expect(
      await within(section('CATEGORIES')).findByText('No categories found.'),
    ).toBeInTheDocument();
  });

  it('has social links, policy links, Contact us and the copyright with the current year', async () => {
    await renderLayout('/');
    const f = footer();
    for (const name of ['Facebook', 'X (Twitter)', 'Instagram', 'YouTube', 'Telegram']) {
      const link = within(f).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '#');
      // Each shows its brand's mark, hidden from assistive technology (the link has the name).
      expect(link.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toBeTruthy();
    }
    for (const name of ['Privacy policy', 'Terms and conditions']) {
      expect(within(f).getByRole('link', { name })).toHaveAttribute('href', '/policy');
    }
    expect(within(f).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#');
    expect(
      within(f).getByText(`© ${new Date().getFullYear()} BetPulse. All rights reserved.`),
    ).toBeInTheDocument();
    await within(section('CATEGORIES')).findAllByRole('link');
  });
});
