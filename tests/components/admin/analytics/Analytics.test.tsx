/**
 * The Analytics screen (issue 27): the period's totals, visitors right now, the chart (one
 * image named by its summary, with the same figures as a table) and the top posts, categories
 * and referrers; the period switch asks for that period; only with the capability, and only for
 * a role with the right to read analytics.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse } from 'msw';
import type { AnalyticsAnswer } from '../../../../src/contract/analyticsCalls';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

let analyticsBackend = true;
let role: string | undefined;
const periods: string[] = [];

function answerFor(period: string): AnalyticsAnswer {
  const week = period === '7d';
  return {
    period: week ? '7d' : '30d',
    from: week ? '2026-02-23' : '2026-01-31',
    to: '2026-03-01',
    granularity: 'day',
    totals: week ? { views: 70, visitors: 40 } : { views: 1234, visitors: 567 },
    series: [
      { day: '2026-02-28', hour: null, views: 700, visitors: 300 },
      { day: '2026-03-01', hour: null, views: 534, visitors: 267 },
    ],
    realtime_visitors: 3,
    top_posts: [
      {
        id: 7,
        title: 'Derby preview',
        slug: 'derby-preview',
        category_slug: 'football',
        views: 900,
      },
    ],
    top_categories: [{ id: 2, name: 'Football', slug: 'football', views: 1000 }],
    top_referrers: week ? [] : [{ host: 'news.google.com', views: 120 }],
  };
}

setupAdminTests({
  pages: ['AnalyticsPage', 'AdminNotFoundPage'],
  prepare: () => {
    analyticsBackend = true;
    role = undefined;
    periods.length = 0;
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', analytics: analyticsBackend }),
    ),
    call('get', 'session', () =>
      HttpResponse.json({ authenticated: true, username: 'asha', ...(role && { role }) }),
    ),
    call('get', 'analytics', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      periods.push(period);
      return HttpResponse.json(answerFor(period));
    }),
  ],
});

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('Analytics', () => {
  it('shows the period’s totals, real time, the chart with its table, and the top lists', async () => {
    renderAdmin('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Views' })).toHaveTextContent('1,234');
    expect(screen.getByRole('region', { name: 'Visitors' })).toHaveTextContent('567');
    expect(screen.getByRole('region', { name: 'Visitors right now' })).toHaveTextContent('3');
    expect(
      screen.getByRole('img', {
        name: '30 days: 1,234 views and 567 visitors. Most views on 28 Feb: 700.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views and visitors' });
    expect(within(table).getByRole('rowheader', { name: '28 Feb' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('28 Feb700300');
    expect(screen.getByRole('link', { name: 'Derby preview' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/7',
    );
    expect(screen.getByRole('table', { name: 'Top categories' })).toHaveTextContent('Football');
    expect(screen.getByRole('table', { name: 'Top referrers' })).toHaveTextContent(
      'news.google.com120',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/admin/analytics',
    );
    expect(periods).toEqual(['30d']);
  });

  it('asks for the period chosen, and says when nobody came from another site', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/analytics');
    const group = await screen.findByRole('group', { name: 'Period' });
    expect(within(group).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(periods).toEqual(['30d', '7d']));
    expect(await screen.findByRole('region', { name: 'Views' })).toHaveTextContent('70');
    expect(within(group).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await screen.findByText('No reader came from another site in this period.'),
    ).toBeVisible();
  });

  it('has no accessibility violations axe can find without layout (chart, table, switch)', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/analytics');
    await screen.findByRole('img', { name: /^30 days:/ });
    await user.click(screen.getByText('Show the figures as a table'));
    const results = await axe.run(document.body, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      // jsdom lays nothing out: contrast is for the browser's axe (end-to-end).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.passes.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        'svg-img-alt',
        'th-has-data-cells',
        'button-name',
        'aria-allowed-attr',
      ]),
    );
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    ).toEqual([]);
  });

  it('is not there on a backend that does not count views', async () => {
    analyticsBackend = false;
    renderAdmin('/admin/analytics');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeVisible();
    expect(within(sidebar()).queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(periods).toEqual([]);
  });

  it('is not allowed for a role without the right to read analytics', async () => {
    role = 'author';
    renderAdmin('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(within(sidebar()).queryByRole('link', { name: 'Analytics' })).toBeNull();
  });
});
