/**
 * The campaign screens (issue 27), on a backend whose capabilities say `campaigns`: each slot's
 * campaigns in the Advertisement Banner section, the add/edit form with both creatives previewed,
 * the report (figures, CSV, a report link shown once, print) and the report an advertiser opens
 * by its link without an account. A seed backend keeps the seed's banner screen.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Campaign, CampaignReport } from '../../../../src/contract/campaignCalls';
import { resetAdminDb } from '../../../msw/adminHandlers';
import { call, publicCall } from '../../../msw/handlers';
import { confirmVia, objectUrls, pngFile, renderAdmin, setupAdminTests } from '../adminTestSetup';

let campaignsBackend = true;
let campaigns: Campaign[] = [];
const sent: { q: string; params: URLSearchParams; form?: FormData; json?: unknown }[] = [];

function campaign(fields: Partial<Campaign>): Campaign {
  return {
    id: 1,
    slot: 'home',
    advertiser: 'Northstar Bet',
    image: 'uploads/northstar.jpg',
    phone_image: null,
    link: 'https://northstar.example/',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    weight: 3,
    categories: [],
    house: false,
    demo: false,
    status: 'live',
    today: { served: 1234, viewable: 800, clicks: 4 },
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-02-20T10:00:00.000Z',
    ...fields,
  };
}

const REPORT: CampaignReport = {
  campaign: {
    id: 1,
    advertiser: 'Northstar Bet',
    slot: 'home',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    link: 'https://northstar.example/',
  },
  from: '2026-03-01',
  to: '2026-03-02',
  time_zone: 'Asia/Kolkata',
  days: [
    { day: '2026-03-01', served: 2000, viewable: 1300, clicks: 5, viewability: 0.65, ctr: 0.0025 },
    { day: '2026-03-02', served: 0, viewable: 0, clicks: 0, viewability: null, ctr: null },
  ],
  total: { served: 2000, viewable: 1300, clicks: 5, viewability: 0.65, ctr: 0.0025 },
};

const GOOD_TOKEN = 'a'.repeat(43);

setupAdminTests({
  pages: ['BannersPage', 'CampaignFormPage', 'CampaignReportPage', 'CampaignSharedReportPage'],
  prepare: () => {
    campaignsBackend = true;
    sent.length = 0;
    campaigns = [
      campaign({}),
      campaign({
        id: 2,
        slot: 'post',
        advertiser: 'Volt Hydrate',
        status: 'scheduled',
        start_date: '2026-04-01',
        end_date: null,
        weight: 1,
        categories: [2],
        today: { served: 0, viewable: 0, clicks: 0 },
      }),
      campaign({
        id: 3,
        advertiser: 'House banner',
        house: true,
        start_date: null,
        end_date: null,
        weight: 1,
      }),
    ];
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({
        editorial: true,
        time_zone: 'Asia/Kolkata',
        ...(campaignsBackend && { campaigns: true }),
      }),
    ),
    call('get', 'campaigns', () => HttpResponse.json(campaigns)),
    call('get', 'campaign', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = campaigns.find((c) => c.id === id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ status: 'error', message: 'Campaign not found' }, { status: 404 });
    }),
    call('post', 'campaigns', async ({ request }) => {
      sent.push({
        q: 'campaigns',
        params: new URL(request.url).searchParams,
        form: await request.formData(),
      });
      return HttpResponse.json({
        status: 'success',
        message: 'Campaign created',
        id: 9,
        campaign: campaigns[0],
      });
    }),
    call('post', 'campaign-update', async ({ request }) => {
      sent.push({
        q: 'campaign-update',
        params: new URL(request.url).searchParams,
        form: await request.formData(),
      });
      return HttpResponse.json({
        status: 'success',
        message: 'Campaign saved',
        campaign: campaigns[0],
      });
    }),
    call('delete', 'campaign-delete', ({ request }) => {
      const params = new URL(request.url).searchParams;
      sent.push({ q: 'campaign-delete', params });
      campaigns = campaigns.filter((c) => c.id !== Number(params.get('id')));
      return HttpResponse.json({ status: 'success', message: 'Campaign deleted' });
    }),
    call('get', 'campaign-report', ({ request }) => {
      const params = new URL(request.url).searchParams;
      sent.push({ q: 'campaign-report', params });
      if (params.has('token') && params.get('token') !== GOOD_TOKEN) {
        return HttpResponse.json({ status: 'error', message: 'Report not found' }, { status: 404 });
      }
      return HttpResponse.json(REPORT);
    }),
    call('post', 'campaign-report-link', async ({ request }) => {
      sent.push({
        q: 'campaign-report-link',
        params: new URL(request.url).searchParams,
        json: await request.json(),
      });
      return HttpResponse.json({
        status: 'success',
        message: 'Report link created',
        id: 4,
        token: GOOD_TOKEN,
        expires_at: '2026-03-31T10:00:00.000Z',
      });
    }),
  ],
});

describe('the campaigns list', () => {
  it('lists each slot’s campaigns with dates, weight, status and today’s figures', async () => {
    renderAdmin('/admin/banner');
    const home = await screen.findByRole('table', { name: 'Home slot campaigns' });
    const rows = within(home).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Northstar Bet.*2026-03-01 – 2026-03-31.*3.*Live.*1,234 · 800 · 4/),
      // Named once: the house note is for a house campaign given another name.
      expect.stringMatching(/^House bannerAny day.*1.*Live/),
    ]);
    const post = screen.getByRole('table', { name: 'Post slot campaigns' });
    expect(within(post).getByRole('row', { name: /Volt Hydrate/ })).toHaveTextContent(
      /2026-04-01 – open.*Scheduled/,
    );
    expect(screen.getByRole('link', { name: 'Add campaign' })).toHaveAttribute(
      'href',
      '/admin/campaigns/add',
    );
    expect(screen.getByRole('link', { name: 'Report of Northstar Bet' })).toHaveAttribute(
      'href',
      '/admin/campaigns/1/report',
    );
  });

  it('deletes a campaign after confirmation', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/banner');
    await screen.findByRole('table', { name: 'Home slot campaigns' });
    await confirmVia(user, 'Delete Northstar Bet', 'Delete');
    await waitFor(() => expect(sent.map((s) => s.q)).toContain('campaign-delete'));
    expect(sent.find((s) => s.q === 'campaign-delete')!.params.get('id')).toBe('1');
    expect(await screen.findByText('Campaign deleted')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Northstar Bet/ })).not.toBeInTheDocument(),
    );
  });

  it('keeps the seed’s banner screen on a backend without campaigns', async () => {
    campaignsBackend = false;
    renderAdmin('/admin/banner');
    expect(await screen.findByRole('table', { name: 'Advertisement banners' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Home slot campaigns' })).not.toBeInTheDocument();
  });
});

describe('the campaign form', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/campaigns/add');
    await user.click(await screen.findByRole('button', { name: 'Add campaign' }));
    expect(await screen.findByText('Please enter the advertiser')).toBeVisible();
    expect(screen.getByText('Please choose the desktop image')).toBeVisible();
    expect(sent.filter((s) => s.q === 'campaigns')).toEqual([]);
  });

  it('previews both creatives and sends the campaign as a form with its files', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/campaigns/add');
    await user.type(await screen.findByLabelText(/Advertiser/), 'Ace Odds');
    await user.selectOptions(screen.getByLabelText('Slot'), 'post');
    await user.upload(screen.getByLabelText(/Desktop image/), pngFile('desktop.png'));
    await user.upload(screen.getByLabelText(/Phone image/), pngFile('phone.png'));
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(
      within(preview).getByRole('img', { name: 'Preview of the chosen image' }),
    ).toHaveAttribute('src', objectUrls.created[0]);
    expect(
      within(preview).getByRole('img', { name: 'Phone view of the chosen image' }),
    ).toHaveAttribute('src', objectUrls.created[1]);
    await user.type(screen.getByLabelText(/Link/), 'https://ace.example/');
    await user.clear(screen.getByLabelText(/Rotation weight/));
    await user.type(screen.getByLabelText(/Rotation weight/), '4');
    await user.click(screen.getByRole('button', { name: 'Add campaign' }));
    await waitFor(() => expect(sent.filter((s) => s.q === 'campaigns')).toHaveLength(1));
    const form = sent.find((s) => s.q === 'campaigns')!.form!;
    expect(
      Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      slot: 'post',
      advertiser: 'Ace Odds',
      link: 'https://ace.example/',
      start_date: '',
      end_date: '',
      weight: '4',
      categories: '',
    });
    // Both creatives go as files (their names are the server's to ignore).
    expect(form.get('image')).toMatchObject({ type: 'image/png', size: 8 });
    expect(form.get('phone_image')).toMatchObject({ type: 'image/png', size: 8 });
    expect(await screen.findByText('Campaign created')).toBeVisible();
  });

  it('refuses a last day before the first, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/campaigns/1/edit');
    expect(await screen.findByDisplayValue('Northstar Bet')).toBeVisible();
    const end = screen.getByLabelText(/Last day/);
    await user.clear(end);
    await user.type(end, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day must be on or after the first day')).toBeVisible();
    expect(sent.filter((s) => s.q === 'campaign-update')).toEqual([]);
  });
});

describe('the report', () => {
  it('shows the figures by day and in total, offers the CSV and a report link shown once', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/campaigns/1/report');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: Northstar Bet' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Figures by day' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      '2026-03-012,0001,30065.00%50.25%',
      '2026-03-0200–0–',
      'Total2,0001,30065.00%50.25%',
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /q=campaign-report-csv&id=1$/,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report link' });
    expect(within(dialog).getByRole('textbox', { name: 'Report link' })).toHaveValue(
      `${window.location.origin}/admin/report#${GOOD_TOKEN}`,
    );
    expect(sent.find((s) => s.q === 'campaign-report-link')!.json).toEqual({ id: 1 });
  });

  it('opens for an advertiser by its link, without a session', async () => {
    // Nobody signed in: no server session, no admin flag in the browser.
    resetAdminDb();
    sessionStorage.clear();
    renderAdmin(`/admin/report#${GOOD_TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: Northstar Bet' }),
    ).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Figures by day' })).toBeVisible();
    expect(sent.find((s) => s.q === 'campaign-report')!.params.get('token')).toBe(GOOD_TOKEN);
  });

  it('says a revoked or expired link is not valid', async () => {
    renderAdmin(`/admin/report#${'b'.repeat(43)}`);
    expect(
      await screen.findByText(
        'This report link is not valid: it may have expired or been revoked.',
      ),
    ).toBeVisible();
  });
});
