import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { ImportJob } from '../../../../src/contract/siteDataCalls';
import { call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';

/** The reference server's latest import, and what the app sent it. */
let job: ImportJob | null = null;
/** Each POST q=site-import: its query and body. */
let sent: { params: Record<string, string>; body: string }[] = [];
let siteData = true;
/** The polls left before a running job is done. */
let pollsUntilDone = 0;

const REPORT = {
  total: 3,
  created: 2,
  updated: 0,
  skipped: [{ title: 'About us', reason: 'a page: this site has posts only' }],
  imagesMissing: [{ post: 'Derby day', file: '2024/05/crowd.jpg', reason: 'not in the uploads' }],
  categoriesCreated: 1,
  authorsCreated: 1,
};

const jobOf = (fields: Partial<ImportJob>): ImportJob => ({
  id: 1,
  source: 'wordpress',
  file_name: 'old-tips.xml',
  has_uploads: false,
  status: 'importing',
  done: 0,
  total: 3,
  seconds_left: null,
  started_at: '2026-11-29T10:00:00.000Z',
  finished_at: null,
  started_by: 'admin',
  report: null,
  error: null,
  ...fields,
});

setupAdminTests({
  pages: ['SiteDataPage', 'AdminNotFoundPage'],
  prepare: () => {
    job = null;
    sent = [];
    siteData = true;
    pollsUntilDone = 0;
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', site_data: siteData }),
    ),
    publicCall('site-import', () => {
      if (job?.status === 'importing' && pollsUntilDone-- <= 0) {
        job = jobOf({
          status: 'done',
          done: 3,
          report: REPORT,
          finished_at: '2026-11-29T10:05:00.000Z',
        });
      }
      return HttpResponse.json({ job });
    }),
    call('post', 'site-import', async ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      const body = await request.text();
      sent.push({ params, body });
      if (!body.startsWith('<')) {
        return HttpResponse.json(
          {
            status: 'error',
            message: 'This file is not a WordPress export (WXR, .xml) or a Ghost export (.json)',
          },
          { status: 400 },
        );
      }
      job = jobOf({ status: 'importing', done: 1, seconds_left: 130 });
      pollsUntilDone = 1;
      return HttpResponse.json({ job });
    }),
  ],
});

/** The Import section (the page's other sections have alerts of their own). */
const importSection = () => screen.findByRole('region', { name: 'Import from WordPress or Ghost' });

const exportFile = (text = '<rss></rss>') => new File([text], 'old-tips.xml', { type: 'text/xml' });

describe('Import and export: the import', () => {
  it('asks for the export file first, sending nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import and export' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    expect(screen.getByLabelText(/^Export file/)).toHaveAccessibleDescription(
      expect.stringContaining('Choose the export file'),
    );
    expect(sent).toEqual([]);
  });

  it('uploads the export and its images, starts the job, follows it to its report', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    await user.upload(await screen.findByLabelText(/^Export file/), exportFile());
    await user.upload(
      screen.getByLabelText('Images (optional)'),
      new File(['PK\x03\x04'], 'uploads.zip', { type: 'application/zip' }),
    );
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText('1 of 3 posts, about 2 min left')).toBeVisible();
    // One request: the export's bytes, then the zip's, their names and the split in the query.
    expect(sent).toEqual([
      {
        params: {
          q: 'site-import',
          name: 'old-tips.xml',
          export_bytes: '11',
          uploads_name: 'uploads.zip',
        },
        body: '<rss></rss>PK\x03\x04',
      },
    ]);
    // Followed every second until it is done.
    const created = await screen.findByText('Posts created', {}, { timeout: 5000 });
    expect(within(created.parentElement!).getByText('2')).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
    const skipped = screen.getByRole('table', { name: 'Posts skipped, with the reason for each' });
    expect(within(skipped).getByText('a page: this site has posts only')).toBeVisible();
    const missing = screen.getByRole('table', {
      name: 'Images not found in the zip, with the post that shows each',
    });
    expect(within(missing).getByText('2024/05/crowd.jpg')).toBeVisible();
    expect(screen.getByText(/invite them from Staff/)).toBeVisible();
  });

  it('shows what the server refused, and keeps the file chosen for a retry', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    const field = await screen.findByLabelText(/^Export file/);
    await user.upload(field, exportFile('just text'));
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await within(await importSection()).findByRole('alert')).toHaveTextContent(
      'This file is not a WordPress export (WXR, .xml) or a Ghost export (.json)',
    );
    expect(job).toBeNull();
    expect((field as HTMLInputElement).files?.[0]?.name).toBe('old-tips.xml');
  });

  it('shows why the last import stopped', async () => {
    job = jobOf({
      status: 'failed',
      error: 'The export declares a DTD: refused.',
      finished_at: '2026-11-29T10:01:00.000Z',
    });
    renderAdmin('/admin/site-data');
    expect(await within(await importSection()).findByRole('alert')).toHaveTextContent(
      'The import stopped: The export declares a DTD: refused.',
    );
    expect(screen.getByRole('button', { name: 'Start import' })).toBeEnabled();
  });

  it('is no page, and no sidebar entry, on a backend without it', async () => {
    siteData = false;
    renderAdmin('/admin/site-data');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('link', { name: 'Import and export' })).toBeNull();
  });
});
