/**
 * The predictions' record page: the figures the backend computed, profit by month as a chart and
 * a table, and every pick; not found on a backend without the record, which is never asked for
 * it (only the capabilities probe goes out).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { renderRoute } from '../../utils/render';
import { server } from '../../msw/server';
import { publicCall } from '../../msw/handlers';
import { listOf, settledRow, siteRecord, voidRow } from '../../fixtures/predictionRecord';

configure({ asyncUtilTimeout: 5000 });

const withRecord = () =>
  publicCall('capabilities', () =>
    HttpResponse.json({ editorial: true, time_zone: 'UTC', predictions: true }),
  );

function recordBackend(asked: string[] = []) {
  server.use(
    withRecord(),
    publicCall('prediction-record', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category');
      asked.push(`record ${category ?? ''}`);
      if (category === 'nowhere') {
        return HttpResponse.json({ status: 'error', message: 'No such category' }, { status: 404 });
      }
      return HttpResponse.json(
        category ? { ...siteRecord, category: { slug: category, name: 'Football' } } : siteRecord,
      );
    }),
    publicCall('predictions', ({ request }) => {
      asked.push(`list ${new URL(request.url).searchParams.toString()}`);
      return HttpResponse.json(listOf([settledRow, voidRow], 45));
    }),
  );
  return asked;
}

describe('the predictions record page', () => {
  it('shows the headline figures, profit by month and every pick', async () => {
    recordBackend();
    renderRoute('/predictions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Predictions record' }),
    ).toBeInTheDocument();
    const figure = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Settled picks')).toBe('12');
    expect(figure('Strike rate')).toBe('59.1%');
    expect(figure('Profit (units)')).toBe('+4.35');
    expect(figure('Yield')).toBe('+20.2%');
    expect(figure('Longest losing run')).toBe('2');
    expect(figure('Current run')).toBe('Won 3');
    const chart = screen.getByRole('img', { name: /Profit in units by month/ });
    expect(chart).toHaveAccessibleDescription(
      /Best: Oct 2026, \+5\.85 units\. Worst: Sep 2026, −1\.50 units\./,
    );
    const table = screen.getByRole('table', { name: 'Profit in units by month' });
    expect(within(table).getByRole('rowheader', { name: 'Sep 2026' })).toBeInTheDocument();
    const picks = within(await screen.findByRole('region', { name: 'Every pick' }));
    expect(picks.getByRole('link', { name: 'Northbridge FC vs Harlow Athletic' })).toHaveAttribute(
      'href',
      '/football/northbridge-vs-harlow-preview',
    );
    expect(screen.getByText('Void: Match postponed: waterlogged pitch.')).toBeInTheDocument();
    expect(screen.getByText('+1.82 u')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older picks' })).toHaveAttribute(
      'href',
      '/predictions?page=2',
    );
  });

  it('asks for one category, the chosen filter and page', async () => {
    const asked = recordBackend();
    renderRoute('/predictions/football?status=settled&page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Football predictions record' }),
    ).toBeInTheDocument();
    await screen.findByText('Over 2.5 goals');
    expect(asked).toContain('record football');
    expect(asked.find((call) => call.startsWith('list'))).toMatch(/category=football/);
    expect(asked.find((call) => call.startsWith('list'))).toMatch(/status=settled/);
    expect(asked.find((call) => call.startsWith('list'))).toMatch(/page=2/);
    expect(screen.getByRole('link', { name: 'Settled' })).toHaveAttribute('aria-current', 'page');
    // The record's own filter: the categories that have picks, this one current.
    const of = within(screen.getByRole('navigation', { name: 'Record of' }));
    expect(of.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Cricket',
      'Football',
    ]);
    expect(of.getByRole('link', { name: 'Football' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not found for a category the backend does not know', async () => {
    recordBackend();
    renderRoute('/predictions/nowhere');
    expect(await screen.findByText('There is no category with that name.')).toBeInTheDocument();
  });

  it('is not found on a seed-only backend, which is asked only for its capabilities', async () => {
    const asked: string[] = [];
    server.use(
      publicCall('prediction-record', () => {
        asked.push('record');
        return HttpResponse.json({});
      }),
      publicCall('predictions', () => {
        asked.push('list');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/predictions');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('switches the odds format like the cards, pressed state following', async () => {
    recordBackend();
    renderRoute('/predictions');
    const group = within(await screen.findByRole('group', { name: 'Odds format' }));
    expect(group.getByRole('button', { name: 'Decimal' })).toHaveAttribute('aria-pressed', 'true');
    document.documentElement.setAttribute('data-odds', 'fractional');
    await userEvent.click(group.getByRole('button', { name: 'Fractional' }));
    expect(
      await group.findByRole('button', { name: 'Fractional', pressed: true }),
    ).toBeInTheDocument();
    document.documentElement.removeAttribute('data-odds');
  });
});

describe('the record in the menus', () => {
  it('is linked from the mobile menu when the backend keeps a record', async () => {
    recordBackend();
    renderRoute('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Main menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(await menu.findByRole('link', { name: 'Predictions' })).toHaveAttribute(
      'href',
      '/predictions',
    );
  });

  it('is not linked on a seed-only backend', async () => {
    renderRoute('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Main menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(await menu.findByRole('link', { name: 'Blogs' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Predictions' })).toBeNull();
  });
});
