import { describe, expect, it } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { posts } from '../../fixtures/data';
import { env } from '../../../src/config/env';

const h1 = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('About page', () => {
  it('introduces the site with its title, coverage and editorial standards', async () => {
    renderRoute('/about');
    await h1(`About ${env.brandName}`);
    await waitFor(() => expect(document.title).toBe(`About | ${env.brandName}`));
    for (const name of ['What we cover', 'Our editorial standards', 'Play responsibly']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const coverage = screen.getByRole('heading', { name: 'What we cover' }).nextElementSibling!
      .nextElementSibling!;
    expect(
      within(coverage as HTMLElement)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/casino', '/crypto', '/blog', '/football', '/poker', '/rummy', '/cricket']);
  });

  it('carries the 18+ responsible gambling notice', async () => {
    renderRoute('/about');
    await h1(`About ${env.brandName}`);
    expect(screen.getByText(/For adults aged 18 and over only\./)).toHaveTextContent(
      '18+: For adults aged 18 and over only.',
    );
    expect(screen.getByText(/never\s+chase losses/)).toBeInTheDocument();
  });

  it('lists the configured contact address, phone and support address', async () => {
    renderRoute('/about');
    await h1(`About ${env.brandName}`);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: env.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${env.contactEmail}`,
    );
    expect(within(contact).getByRole('link', { name: env.contactPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(within(contact).getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
  });
});

describe("the predictions record's rules", () => {
  it.each([
    ['/about', `About ${env.brandName}`, 'How our predictions record works'],
    ['/policy', 'Privacy policy and terms', 'Our predictions record'],
  ])('%s explains when picks lock and how results and stakes count', async (path, title, name) => {
    renderRoute(path);
    await h1(title);
    const heading = screen.getByRole('heading', { level: 2, name });
    const rules = heading.nextElementSibling!.nextElementSibling as HTMLElement;
    expect(rules).toHaveTextContent(/locked at kickoff/);
    expect(rules).toHaveTextContent(/the reason is shown with it/);
    expect(rules).toHaveTextContent(/won, lost, void, half won or half lost/);
    expect(rules).toHaveTextContent(/A void pick does not count at all/);
    expect(rules).toHaveTextContent(/Asian quarter lines .* count half the stake/);
    expect(rules).toHaveTextContent(/from 0\.5 to 10 units/);
    expect(rules).toHaveTextContent(/yield is the profit divided by the units staked/);
    expect(rules).toHaveTextContent(/a half result counting as half a pick/);
    expect(rules.nextElementSibling).toHaveTextContent(
      /adults aged 18 and over: gamble responsibly/,
    );
  });
});

describe('Policy page', () => {
  it('explains what is stored locally, the cookies and the terms', async () => {
    renderRoute('/policy');
    await h1('Privacy policy and terms');
    await waitFor(() => expect(document.title).toBe(`Privacy policy | ${env.brandName}`));
    const stored = screen.getByRole('heading', { name: 'What is stored in your browser' });
    const list = stored.nextElementSibling!.nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent(/Your theme/);
    expect(list).toHaveTextContent(/Your suggestions/);
    expect(list).toHaveTextContent(/The beta notice flag/);
    expect(screen.getByText(/We set no cookies for readers and use no/)).toBeVisible();
    // What is counted, said exactly (server/analytics).
    const counting = screen.getByRole('heading', { name: 'How we count visits' });
    expect(counting).toBeVisible();
    for (const said of [
      /a one-way hash of your IP\s+address and browser type/,
      /We store no cookie, no IP address and no browser details/,
      /Do Not Track or Global Privacy Control/,
    ]) {
      expect(screen.getByText(said)).toBeVisible();
    }
    expect(screen.getByText(/The only cookie the site sets is a session cookie/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toHaveAttribute(
      'id',
      'terms',
    );
  });

  it('links each section from its table of contents', async () => {
    renderRoute('/policy');
    await h1('Privacy policy and terms');
    const nav = screen.getByRole('navigation', { name: 'Policy sections' });
    for (const link of within(nav).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveTextContent(link.textContent!);
    }
    expect(screen.getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
  });
});

describe('Latest blogs page', () => {
  it('shows a spinner, then the posts newest first whatever order they came in', async () => {
    const shuffled = [posts[2]!, posts[0]!, posts[3]!, posts[1]!];
    server.use(
      publicCall('posts', async () => {
        await delay(50);
        return HttpResponse.json(shuffled);
      }),
    );
    renderRoute('/blogs');
    await h1('Latest blogs');
    await waitFor(() => expect(document.title).toBe(`Latest blogs | ${env.brandName}`));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading posts');
    const list = await screen.findByRole('list', { name: 'Latest blogs' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Roulette Odds Explained',
      'Blackjack Basic Strategy',
      'Bitcoin Weekly Outlook',
      'Derby Day Preview',
    ]);
    expect(within(list).getByRole('link', { name: 'Derby Day Preview' })).toHaveAttribute(
      'href',
      '/posts/derby-day-preview',
    );
  });

  it('says "Error loading posts" when the posts cannot be fetched', async () => {
    server.use(
      publicCall('posts', () =>
        HttpResponse.json({ status: 'error', message: 'down' }, { status: 500 }),
      ),
    );
    renderRoute('/blogs');
    await h1('Latest blogs');
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Latest blogs' })).not.toBeInTheDocument();
  });

  it('says so when there are no posts yet', async () => {
    server.use(publicCall('posts', () => HttpResponse.json([])));
    renderRoute('/blogs');
    await h1('Latest blogs');
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  });
});
