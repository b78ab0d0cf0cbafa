/**
 * The analytics beyond their own page (issue 27): the dashboard's views and visitors this month
 * against last month, and a published post's readers on its edit page (hidden when the server
 * does not show them to this person); neither on a backend that does not count views.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type {
  AnalyticsPostAnswer,
  AnalyticsSummaryAnswer,
} from '../../../../src/contract/analyticsCalls';
import { call, publicCall } from '../../../msw/handlers';
import { pagedPostsHandler, resetPostsRequests } from '../pagedPosts';
import { openPostForm, renderAdmin, setupAdminTests } from '../adminTestSetup';

vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

let analyticsBackend = true;
let postFiguresStatus = 200;
const asked: string[] = [];

const SUMMARY: AnalyticsSummaryAnswer = {
  this_month: { views: 12_345, visitors: 6_789 },
  last_month: { views: 40_000, visitors: 20_001 },
  realtime_visitors: 4,
};

const POST_FIGURES: AnalyticsPostAnswer = {
  post: { id: 1, title: 'Roulette Odds Explained', slug: 'roulette-odds-explained' },
  from: '2026-01-31',
  to: '2026-03-01',
  series: [
    { day: '2026-02-28', views: 40 },
    { day: '2026-03-01', views: 2 },
  ],
  totals: { views: 42 },
};

setupAdminTests({
  pages: ['DashboardPage', 'PostEditPage'],
  prepare: () => {
    analyticsBackend = true;
    postFiguresStatus = 200;
    asked.length = 0;
    resetPostsRequests();
  },
  handlers: () => [
    pagedPostsHandler,
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', analytics: analyticsBackend }),
    ),
    call('get', 'analytics-summary', () => {
      asked.push('analytics-summary');
      return HttpResponse.json(SUMMARY);
    }),
    call('get', 'analytics-post', ({ request }) => {
      asked.push(`analytics-post ${new URL(request.url).searchParams.get('id')}`);
      return postFiguresStatus === 200
        ? HttpResponse.json(POST_FIGURES)
        : HttpResponse.json(
            { status: 'error', message: 'Your role (Author) lacks the right' },
            { status: postFiguresStatus },
          );
    }),
  ],
});

const figure = (label: string) => within(screen.getByRole('region', { name: label }));

describe('the dashboard’s figures', () => {
  it('shows views and visitors this month against last month, linking to the analytics', async () => {
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Views this month').getByText('12,345')).toBeVisible());
    expect(figure('Views this month').getByText('Last month: 40,000')).toBeVisible();
    expect(figure('Visitors this month').getByText('6,789')).toBeVisible();
    expect(figure('Visitors this month').getByText('Last month: 20,001')).toBeVisible();
    expect(
      figure('Views this month').getByRole('link', { name: 'See the analytics' }),
    ).toHaveAttribute('href', '/admin/analytics');
  });

  it('shows none on a backend that does not count views, and asks nothing', async () => {
    analyticsBackend = false;
    renderAdmin('/admin');
    await waitFor(() => expect(figure('Posts').getByText('4')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Views this month' })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('a post’s readers on its edit page', () => {
  it('shows its last 30 days as a chart with its table', async () => {
    await openPostForm('/admin/posts/edit/1', 'Edit Post');
    expect(await screen.findByRole('heading', { level: 2, name: 'Readers' })).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Last 30 days: 42 views. Most views on 28 Feb: 40.' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views of “Roulette Odds Explained”' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('28 Feb40');
    expect(asked).toEqual(['analytics-post 1']);
  });

  it('shows nothing when the server does not show this person the figures', async () => {
    postFiguresStatus = 403;
    await openPostForm('/admin/posts/edit/1', 'Edit Post');
    await waitFor(() => expect(asked).toEqual(['analytics-post 1']));
    expect(screen.queryByRole('heading', { name: 'Readers' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
