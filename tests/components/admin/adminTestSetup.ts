/**
 * The one set-up of the admin component tests. At the top of a file (or of a describe block):
 *
 *   setupAdminTests({ pages: ['BannersPage', 'BannerAddPage'] });
 *
 * gives slower timeouts (the machine is shared and busy), the admin area's lazy page chunks
 * loaded up front (so the first test does not wait for their transform), and before each test:
 * fresh admin data, the admin MSW handlers (then `handlers`, which take precedence), a logged-in
 * session (unless `loggedIn: false`) and object URLs recorded in `objectUrls` (jsdom has none).
 * `renderAdmin(path)` then renders the app at that address with a fresh store and the router.
 *
 * TinyMCE cannot run in jsdom: a file that opens the post form swaps the editor for the plain
 * text area with `vi.mock` at its top (vi.mock only hoists within the test file itself).
 */
import { beforeAll, beforeEach, expect, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { server } from '../../msw/server';
import {
  adminHandlers,
  formFields,
  requestsTo,
  resetAdminDb,
  startAdminSession,
} from '../../msw/adminHandlers';
import { renderRoute } from '../../utils/render';

export type AdminPage =
  | 'LoginPage'
  | 'DashboardPage'
  | 'PostsListPage'
  | 'PostAddPage'
  | 'PostEditPage'
  | 'PostPreviewPage'
  | 'PostHistoryPage'
  | 'CategoriesListPage'
  | 'CategoryAddPage'
  | 'CategoryEditPage'
  | 'PopularPage'
  | 'BannersPage'
  | 'BannerAddPage'
  | 'BannerEditPage'
  | 'PredictionsPage'
  | 'SiteTextsPage'
  | 'StaffPage'
  | 'JoinPage'
  | 'ResetPasswordPage'
  | 'AuditLogPage'
  | 'AccountPage'
  | 'AnalyticsPage'
  | 'CampaignFormPage'
  | 'CampaignReportPage'
  | 'CampaignSharedReportPage'
  | 'SiteDataPage'
  | 'AdminNotFoundPage';

export interface AdminTestOptions {
  /** The page chunks the file opens. */
  pages?: readonly AdminPage[];
  /** Start each test with the admin logged in (default true). */
  loggedIn?: boolean;
  /** Handlers over the admin ones, made afresh for each test. */
  handlers?: () => RequestHandler[];
  /** Runs after the data is reset and before the handlers are set (extra data, counters). */
  prepare?: () => void;
}

export const objectUrls = {
  created: [] as string[],
  revoked: [] as string[],
};

function recordObjectUrls() {
  objectUrls.created = [];
  objectUrls.revoked = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:http://localhost/preview-${++n}`;
    objectUrls.created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => {
    objectUrls.revoked.push(url);
  });
}

export function setupAdminTests({
  pages = [],
  loggedIn = true,
  handlers,
  prepare,
}: AdminTestOptions = {}): void {
  configure({ asyncUtilTimeout: 8000 });
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    await Promise.all(
      ['AdminApp', ...pages].map((page) => import(`../../../src/app/routes/admin/${page}.tsx`)),
    );
  }, 90_000);
  beforeEach(() => {
    resetAdminDb();
    prepare?.();
    server.use(...adminHandlers);
    // A later server.use comes first: these answer before the admin handlers.
    if (handlers) server.use(...handlers());
    if (loggedIn) startAdminSession();
    recordObjectUrls();
  });
}

/** Renders the app at an admin address, with a fresh store and the router. */
export const renderAdmin = renderRoute;

/** A small PNG file as a user would choose it. */
export function pngFile(name = 'cover.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}

/**
 * Clicks the button named `opener` (e.g. "Delete Poker"), then `answer` (e.g. "Delete", "Cancel")
 * in the confirmation it opens: the dialog named `question` when given, else the one there is.
 */
export async function confirmVia(
  user: UserEvent,
  opener: string | RegExp,
  answer: string,
  question?: string,
): Promise<void> {
  await user.click(await screen.findByRole('button', { name: opener }));
  const dialog = await screen.findByRole('dialog', question ? { name: question } : {});
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

/**
 * Opens a post form at `path` (add or edit), with `heading` when given, and waits until it can be
 * used: the categories in (the select enabled) and the editor, a lazy chunk of its own, loaded.
 */
export async function openPostForm(path: string, heading?: string) {
  const user = userEvent.setup();
  const view = renderAdmin(path);
  if (heading) await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
  await screen.findByLabelText('Content');
  return { user, ...view };
}

/** Waits for the one request to q=`q` and answers the form fields it sent. */
export async function formSentTo(q: string) {
  await waitFor(() => expect(requestsTo(q)).toHaveLength(1));
  return formFields(requestsTo(q)[0]);
}
