/**
 * The Import and export screen's export, restore and backups, and the dashboard's Last backup
 * card, against MSW answers in the reference server's shapes.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { SiteBackupsAnswer } from '../../../../src/contract/siteDataCalls';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { API_URL, call, publicCall } from '../../../msw/handlers';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import { pagedPostsHandler, resetPostsRequests } from '../pagedPosts';

const SCHEDULED: SiteBackupsAnswer = {
  scheduled: true,
  every_hours: 24,
  last: { at: '2026-03-01T08:00:00.000Z', bytes: 1_468_006 },
  stale: false,
};
let backups: SiteBackupsAnswer = SCHEDULED;
let role = 'owner';
let asked = { session: 0, backups: 0 };
let restoreAnswer: () => Response;

const RESTORED = {
  status: 'success',
  message:
    'The site is restored (2 posts, 1 categories, 1 images, 3 staff accounts). Every session has ended: sign in as chief with your password.',
  username: 'chief',
  posts: 2,
  categories: 1,
  images: 1,
  staff: 3,
};
const NOT_EMPTY =
  'This site is not empty (4 posts, 4 categories). A restore from the admin only fills an empty site. To replace this site with an archive, run `npm run restore -- <file> --force` on the server (with the embedded database, stop the server first).';

setupAdminTests({
  pages: ['SiteDataPage', 'DashboardPage', 'LoginPage'],
  prepare: () => {
    backups = SCHEDULED;
    role = 'owner';
    asked = { session: 0, backups: 0 };
    restoreAnswer = () => HttpResponse.json(RESTORED);
    resetPostsRequests();
  },
  handlers: () => [
    pagedPostsHandler,
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, staff: true, time_zone: 'UTC', site_data: true }),
    ),
    publicCall('session', () => {
      asked.session += 1;
      return HttpResponse.json(
        adminDb.session
          ? { authenticated: true, username: 'admin', role, display_name: 'Admin', user_id: 1 }
          : { authenticated: false },
      );
    }),
    publicCall('site-backups', () => {
      asked.backups += 1;
      return HttpResponse.json(backups);
    }),
    call('post', 'site-restore', async ({ request }) => {
      const form = await request.formData();
      adminDb.requests.push({
        q: 'site-restore',
        method: 'POST',
        form: [...form.entries()],
      } as never);
      const answer = restoreAnswer();
      if (answer.status === 200) adminDb.session = false;
      return answer;
    }),
    publicCall('audit-log', () => HttpResponse.json({ entries: [], total: 0 })),
    publicCall('staff', () => HttpResponse.json({ members: [], invitations: [] })),
  ],
});

const archive = () => new File(['archive bytes'], 'site.tar.gz', { type: 'application/gzip' });
const section = (name: string) => screen.findByRole('region', { name });

describe('Import and export: export', () => {
  it('offers the export as a download and says what it leaves out', async () => {
    renderAdmin('/admin/site-data');
    const exportPart = within(await section('Export'));
    expect(exportPart.getByRole('link', { name: 'Download the export' })).toHaveAttribute(
      'href',
      `${API_URL}?q=site-export`,
    );
    expect(
      exportPart.getByText(/leaves out passwords, two-factor secrets, sessions/),
    ).toBeVisible();
    expect(exportPart.getByText('npm run export')).toBeVisible();
  });
});

describe('Import and export: backups', () => {
  it('shows the schedule, and the last backup in the site’s time zone with its size', async () => {
    renderAdmin('/admin/site-data');
    const part = within(await section('Backups'));
    expect(await part.findByText('Scheduled: every 24 hours.')).toBeVisible();
    expect(part.getByText('1 Mar 2026, 08:00 UTC')).toBeVisible();
    expect(part.getByText('1.4 MB')).toBeVisible();
    expect(part.queryByRole('alert')).toBeNull();
  });

  it('warns when the last backup is older than twice the interval', async () => {
    backups = { ...SCHEDULED, stale: true };
    renderAdmin('/admin/site-data');
    const part = within(await section('Backups'));
    expect(await part.findByRole('alert')).toHaveTextContent(
      'The last backup is older than twice the interval (every 24 hours)',
    );
  });

  it('says how to turn them on when they are not scheduled', async () => {
    backups = { scheduled: false, every_hours: null, last: null, stale: false };
    renderAdmin('/admin/site-data');
    const part = within(await section('Backups'));
    expect(await part.findByText('Scheduled backups are off.')).toBeVisible();
    expect(part.getByText('BACKUP_DIR')).toBeVisible();
    expect(part.getByText('BACKUP_EVERY_HOURS')).toBeVisible();
    expect(part.queryByText('Last backup')).toBeNull();
  });
});

describe('Import and export: restore', () => {
  it('asks for a file, then for confirmation, and sends nothing when cancelled', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    const part = within(await section('Restore'));
    await user.click(part.getByRole('button', { name: 'Restore' }));
    expect(part.getByLabelText('Archive')).toHaveAccessibleDescription(
      /Choose the archive to restore\./,
    );
    await user.upload(part.getByLabelText('Archive'), archive());
    await user.click(part.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Restore the site from site.tar.gz?',
    });
    expect(dialog).toHaveTextContent('Every session ends, yours too');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('site-restore')).toHaveLength(0);
  });

  it('shows the refusal of a site that is not empty, naming the command, and stays', async () => {
    restoreAnswer = () =>
      HttpResponse.json({ status: 'error', message: NOT_EMPTY }, { status: 409 });
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    const part = within(await section('Restore'));
    await user.upload(part.getByLabelText('Archive'), archive());
    await user.click(part.getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const alert = await part.findByRole('alert');
    expect(alert).toHaveTextContent('This site is not empty (4 posts, 4 categories)');
    expect(within(alert).getByText('npm run restore -- <file> --force')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBe('true');
  });

  it('after a restore, goes to the login page naming the account to sign in as', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    const part = within(await section('Restore'));
    await user.upload(part.getByLabelText('Archive'), archive());
    await user.click(part.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }),
    );
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('sign in as chief with your password');
    expect(sessionStorage.getItem('isAdminLoggedIn')).toBeNull();
    const sent = formFields(requestsTo('site-restore')[0]);
    expect(sent.archive).toMatchObject({ size: 'archive bytes'.length, type: 'application/gzip' });
  });

  it('refuses a file over the limit before sending it, naming the command', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/site-data');
    const part = within(await section('Restore'));
    const big = archive();
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(part.getByLabelText('Archive'), big);
    await user.click(part.getByRole('button', { name: 'Restore' }));
    expect(part.getByLabelText('Archive')).toHaveAccessibleDescription(
      /larger than 100 MB.*npm run restore -- <file>/,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsTo('site-restore')).toHaveLength(0);
  });
});

describe('dashboard: Last backup', () => {
  const card = async () => within(await screen.findByRole('region', { name: 'Last backup' }));

  it('shows the last backup’s time and size, linking to the screen', async () => {
    renderAdmin('/admin');
    const figure = await card();
    expect(await figure.findByText('1 Mar 2026, 08:00 UTC')).toBeVisible();
    expect(figure.getByText('1.4 MB, every 24 hours')).toBeVisible();
    expect(figure.queryByRole('alert')).toBeNull();
    expect(figure.getByRole('link', { name: 'See backups and the export' })).toHaveAttribute(
      'href',
      '/admin/site-data',
    );
  });

  it('warns when it is overdue, and says plainly when backups are off', async () => {
    backups = { ...SCHEDULED, stale: true };
    const { unmount } = renderAdmin('/admin');
    expect(await (await card()).findByRole('alert')).toHaveTextContent(
      'Overdue: older than twice the interval (every 24 hours).',
    );
    unmount();
    backups = { scheduled: false, every_hours: null, last: null, stale: false };
    renderAdmin('/admin');
    expect(await (await card()).findByText('Not scheduled')).toBeVisible();
  });

  it('is not there for a role without the site.data right', async () => {
    role = 'editor';
    renderAdmin('/admin');
    await screen.findByRole('region', { name: 'Posts' });
    await waitFor(() => expect(asked.session).toBeGreaterThan(0));
    // The layout knows the role once the sidebar draws its links.
    await screen.findByRole('link', { name: 'Manage posts' });
    expect(screen.queryByRole('region', { name: 'Last backup' })).toBeNull();
    expect(asked.backups).toBe(0);
  });
});
