/**
 * The calls table (src/contract/calls.ts) says what each call answers: the reference server's
 * answers are held to it, every call of the table in turn, so the table cannot drift from the
 * server it describes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS, type CallKey } from '../../src/contract/calls';
import type { Category } from '../../src/contract/schemas';
import type { StaffAnswer } from '../../src/contract/staffCalls';
import { addCategory, addPost, makeTestApp, pngBytes, file, type TestApp } from './helpers';
import { addStaff, type StaffMember } from './staff';
import { siteWxr } from './wxrFixture';
import { hashPassword } from '../../server/auth/password';
import { base32Decode, totpCode } from '../../server/auth/totp';

let t: TestApp;
const ids = { category: 0, post: 0, revision: 0, shareLink: 0, campaign: 0, reportLink: 0 };
let reportToken = '';
let token = '';
/** The invitation the staff calls below make and use. */
let invitation = { id: 0, token: '' };
const PICK = 'callstablepick1';
/** The member whose password the reset calls below reset, then deleted. */
let resetFor: StaffMember | undefined;
let resetToken = '';

beforeAll(async () => {
  t = await makeTestApp();
  ids.category = await addCategory(t, 'Casino', 'casino');
  ids.post = await addPost(t, { title: 'Roulette odds', category_id: ids.category });
  const created = await t.admin('POST', 'share-links', { json: { post_id: ids.post } });
  ({ id: ids.shareLink, token } = (await created.json()) as { id: number; token: string });
  const revisions = await t.admin('GET', 'post-revisions', { params: { post_id: ids.post } });
  ids.revision = ((await revisions.json()) as { id: number }[])[0]!.id;
  // A prediction past its kickoff (the API takes new ones only before kickoff), to settle.
  const picks = await addPost(t, { title: 'Picks', category_id: ids.category });
  await t.deps.db.query(
    `INSERT INTO predictions (id, post_id, sport, event, market, pick, odds, stake, kickoff,
       created_at)
     VALUES ($1, $2, 'Football', 'Northbridge FC vs Harlow Athletic', '1x2',
       'Northbridge FC to win', 2.1, 2, now() - interval '2 hours', now() - interval '1 day')`,
    [PICK, picks],
  );
});

afterAll(async () => {
  await t?.close();
});

/** A successful request for each call, in an order where each finds what it needs. */
async function requests(): Promise<[CallKey, () => Promise<Response>][]> {
  const image = file(await pngBytes(), 'banner.png');
  return [
    ['GET posts', () => t.request('GET', 'posts')],
    ['GET post', () => t.request('GET', 'post', { params: { slug: 'roulette-odds' } })],
    [
      'GET category-posts',
      () => t.request('GET', 'category-posts', { params: { slug: 'casino' } }),
    ],
    ['GET categories', () => t.request('GET', 'categories')],
    [
      'GET author',
      async () => {
        const { rows } = await t.deps.db.query<{ slug: string }>(
          'SELECT slug FROM admin_users ORDER BY id LIMIT 1',
        );
        return t.request('GET', 'author', { params: { slug: rows[0]!.slug } });
      },
    ],
    ['GET popular', () => t.request('GET', 'popular')],
    ['GET banners', () => t.request('GET', 'banners')],
    [
      'GET search-posts',
      () => t.request('GET', 'search-posts', { params: { keyword: 'roulette' } }),
    ],
    [
      'GET search-categories',
      () => t.request('GET', 'search-categories', { params: { keyword: 'casino' } }),
    ],
    ['GET category', () => t.admin('GET', 'category', { params: { id: ids.category } })],
    [
      'POST posts',
      () =>
        t.admin('POST', 'posts', {
          form: { title: 'Blackjack', slug: 'blackjack', category_id: String(ids.category) },
        }),
    ],
    [
      'POST post-update',
      () =>
        t.admin('POST', 'post-update', {
          form: {
            id: String(ids.post),
            title: 'Roulette odds',
            slug: 'roulette-odds',
            category_id: String(ids.category),
          },
        }),
    ],
    [
      'POST categories',
      () => t.admin('POST', 'categories', { json: { name: 'Poker', slug: 'poker' } }),
    ],
    [
      'POST category-update',
      () =>
        t.admin('POST', 'category-update', {
          json: { id: ids.category, name: 'Casino', slug: 'casino' },
        }),
    ],
    [
      'POST popular-save',
      () => t.admin('POST', 'popular-save', { json: { post_ids: [ids.post] } }),
    ],
    ['POST banners', () => t.admin('POST', 'banners', { form: { type: 'home', image } })],
    [
      'DELETE banner-delete',
      () => t.admin('DELETE', 'banner-delete', { params: { type: 'home' } }),
    ],
    ['GET session', () => t.admin('GET', 'session')],
    ['GET capabilities', () => t.request('GET', 'capabilities')],
    ['GET admin-posts', () => t.admin('GET', 'admin-posts')],
    [
      'GET post-revisions',
      () => t.admin('GET', 'post-revisions', { params: { post_id: ids.post } }),
    ],
    ['GET post-revision', () => t.admin('GET', 'post-revision', { params: { id: ids.revision } })],
    [
      'POST post-revision-restore',
      () => t.admin('POST', 'post-revision-restore', { json: { id: ids.revision } }),
    ],
    [
      'POST post-autosave',
      () => t.admin('POST', 'post-autosave', { json: { post_id: ids.post, title: 'Roulette' } }),
    ],
    ['GET post-preview', () => t.admin('GET', 'post-preview', { params: { id: ids.post } })],
    ['POST share-links', () => t.admin('POST', 'share-links', { json: { post_id: ids.post } })],
    ['GET share-links', () => t.admin('GET', 'share-links', { params: { post_id: ids.post } })],
    ['GET shared-post', () => t.request('GET', 'shared-post', { params: { token } })],
    [
      'DELETE share-link-delete',
      () => t.admin('DELETE', 'share-link-delete', { params: { id: ids.shareLink } }),
    ],
    ['GET predictions', () => t.request('GET', 'predictions')],
    ['GET prediction-record', () => t.request('GET', 'prediction-record')],
    ['GET predictions-to-settle', () => t.admin('GET', 'predictions-to-settle')],
    [
      'POST prediction-settle',
      () => t.admin('POST', 'prediction-settle', { json: { id: PICK, result: 'won' } }),
    ],
    [
      'POST prediction-void',
      () => t.admin('POST', 'prediction-void', { json: { id: PICK, reason: 'Abandoned.' } }),
    ],
    [
      'GET prediction-history',
      () => t.admin('GET', 'prediction-history', { params: { id: PICK } }),
    ],
    ['GET site-texts', () => t.request('GET', 'site-texts')],
    [
      'POST site-texts',
      () => t.admin('POST', 'site-texts', { json: { help_label: 'Get help', box_note: '' } }),
    ],
    ['DELETE post-delete', () => t.admin('DELETE', 'post-delete', { params: { id: ids.post } })],
    [
      'DELETE category-delete',
      async () => {
        // The empty one: a category with posts is refused (409).
        const list = (await (await t.request('GET', 'categories')).json()) as Category[];
        const id = list.find((c) => c.slug === 'poker')!.id;
        return t.admin('DELETE', 'category-delete', { params: { id } });
      },
    ],
    ['GET staff', () => t.admin('GET', 'staff')],
    [
      'POST staff-invite',
      async () => {
        const res = await t.admin('POST', 'staff-invite', {
          json: { name: 'Asha', email: 'asha@example.com', role: 'author' },
        });
        invitation = (await res.clone().json()) as { id: number; token: string };
        return res;
      },
    ],
    [
      'GET invitation',
      () => t.request('GET', 'invitation', { params: { token: invitation.token } }),
    ],
    [
      'POST invitation-accept',
      () =>
        t.request('POST', 'invitation-accept', {
          json: { token: invitation.token, display_name: 'Asha', password: 'a-long-password' },
        }),
    ],
    [
      'DELETE staff-invitation',
      async () => {
        const res = await t.admin('POST', 'staff-invite', {
          json: { name: 'Ben', email: 'ben@example.com', role: 'author' },
        });
        const { id } = (await res.json()) as { id: number };
        return t.admin('DELETE', 'staff-invitation', { params: { id } });
      },
    ],
    [
      'POST staff-role',
      async () => {
        const { members } = (await (await t.admin('GET', 'staff')).json()) as StaffAnswer;
        const id = members.find((m) => m.role === 'author')!.id;
        return t.admin('POST', 'staff-role', { json: { id, role: 'editor' } });
      },
    ],
    [
      'POST staff-suspend',
      async () => {
        const { members } = (await (await t.admin('GET', 'staff')).json()) as StaffAnswer;
        const id = members.find((m) => m.role === 'editor')!.id;
        return t.admin('POST', 'staff-suspend', { json: { id, suspended: true } });
      },
    ],
    [
      'POST staff-password-reset',
      async () => {
        resetFor = await addStaff(t, 'author', 'reset-me@example.com');
        const res = await t.admin('POST', 'staff-password-reset', { json: { id: resetFor.id } });
        resetToken = ((await res.clone().json()) as { token: string }).token;
        return res;
      },
    ],
    [
      'GET password-reset',
      () => t.request('GET', 'password-reset', { params: { token: resetToken } }),
    ],
    [
      'POST password-reset',
      () =>
        t.request('POST', 'password-reset', {
          json: { token: resetToken, password: 'a-long-password' },
        }),
    ],
    [
      'DELETE staff-member',
      async () => {
        const { members } = (await (await t.admin('GET', 'staff')).json()) as StaffAnswer;
        const owner = members.find((m) => m.role === 'owner')!.id;
        return t.admin('DELETE', 'staff-member', {
          params: { id: resetFor!.id, posts_to: owner },
        });
      },
    ],
    ...twoFactorRequests(),
    ...importRequests(),
    ['GET account', () => t.admin('GET', 'account')],
    [
      'POST account',
      () => t.admin('POST', 'account', { json: { display_name: 'Site Owner', bio: 'Runs it.' } }),
    ],
    ['GET account-sessions', () => t.admin('GET', 'account-sessions')],
    ['POST account-sessions-end-others', () => t.admin('POST', 'account-sessions-end-others')],
    [
      'POST account-avatar',
      async () => t.admin('POST', 'account-avatar', { form: { image: file(await pngBytes()) } }),
    ],
    ['DELETE account-avatar', () => t.admin('DELETE', 'account-avatar')],
    [
      'DELETE account-session',
      async () => {
        // A second session of the admin's, ended from this one.
        await t.login();
        const sessions = (await (await t.admin('GET', 'account-sessions')).json()) as {
          id: number;
          current: boolean;
        }[];
        const other = sessions.find((s) => !s.current)!;
        return t.admin('DELETE', 'account-session', { params: { id: other.id } });
      },
    ],
    [
      'POST account-password',
      () =>
        t.admin('POST', 'account-password', {
          json: {
            current_password: t.deps.settings.adminPassword,
            new_password: t.deps.settings.adminPassword,
          },
        }),
    ],
    ['GET audit-log', () => t.admin('GET', 'audit-log', { params: { kind: 'post', limit: 5 } })],
    ['GET site-backups', () => t.admin('GET', 'site-backups')],
    ['POST logout', () => t.admin('POST', 'logout')],
  ];
}

/** The admin's import: the job it starts, and its state once done. */
function importRequests(): [CallKey, () => Promise<Response>][] {
  const xml = siteWxr();
  return [
    [
      'POST site-import',
      () =>
        t.admin('POST', 'site-import', {
          params: { name: 'old-site.xml', export_bytes: Buffer.byteLength(xml) },
          body: xml,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    ],
    [
      'GET site-import',
      async () => {
        await t.deps.imports!.idle();
        return t.admin('GET', 'site-import');
      },
    ],
  ];
}

/** Two-factor login, on and off, for a member of its own (the admin's session stays as it is). */
function twoFactorRequests(): [CallKey, () => Promise<Response>][] {
  let member: StaffMember | undefined;
  let secret = '';
  let recovery = '';
  const as = () => ({ cookie: member!.cookie });
  return [
    [
      'GET two-factor',
      async () => {
        member = await addStaff(t, 'author', 'twofactor@example.com');
        await t.deps.db.query('UPDATE admin_users SET password_hash = $2 WHERE id = $1', [
          member.id,
          await hashPassword('two-factor-password'),
        ]);
        return t.request('GET', 'two-factor', as());
      },
    ],
    [
      'POST two-factor-setup',
      async () => {
        const res = await t.request('POST', 'two-factor-setup', as());
        secret = ((await res.clone().json()) as { secret: string }).secret;
        return res;
      },
    ],
    [
      'POST two-factor-confirm',
      () =>
        t.request('POST', 'two-factor-confirm', {
          ...as(),
          json: { code: totpCode(base32Decode(secret)!, Date.now()) },
        }),
    ],
    [
      'POST two-factor-recovery-codes',
      async () => {
        const res = await t.request('POST', 'two-factor-recovery-codes', {
          ...as(),
          json: { password: 'two-factor-password' },
        });
        recovery = ((await res.clone().json()) as { recovery_codes: string[] }).recovery_codes[0]!;
        return res;
      },
    ],
    [
      'POST login-code',
      async () => {
        const login = await t.request('POST', 'login', {
          json: { username: 'twofactor@example.com', password: 'two-factor-password' },
        });
        const { challenge } = (await login.json()) as { challenge: string };
        return t.request('POST', 'login-code', { json: { challenge, code: recovery } });
      },
    ],
    [
      'POST two-factor-disable',
      () =>
        t.request('POST', 'two-factor-disable', {
          ...as(),
          json: { password: 'two-factor-password' },
        }),
    ],
    [
      'POST two-factor-required',
      () => t.admin('POST', 'two-factor-required', { json: { required: false } }),
    ],
    ...campaignRequests(),
    ['GET analytics', () => t.admin('GET', 'analytics', { params: { period: '7d' } })],
    ['GET analytics-summary', () => t.admin('GET', 'analytics-summary')],
    // The table's post is deleted above (DELETE post-delete): a post of its own.
    [
      'GET analytics-post',
      async () => {
        const id = await addPost(t, { title: 'Figures', category_id: ids.category });
        return t.admin('GET', 'analytics-post', { params: { id } });
      },
    ],
    ['GET most-read', () => t.request('GET', 'most-read', { params: { exclude: ids.post } })],
    ['GET trending', () => t.request('GET', 'trending')],
  ];
}

/** The campaign calls, on a campaign the first one makes. */
function campaignRequests(): [CallKey, () => Promise<Response>][] {
  const id = () => ({ id: ids.campaign });
  return [
    [
      'POST campaigns',
      async () => {
        const res = await t.admin('POST', 'campaigns', {
          form: {
            slot: 'post',
            advertiser: 'Ace Odds',
            link: 'https://ace.example/',
            categories: String(ids.category),
            image: file(await pngBytes(), 'creative.png'),
          },
        });
        ids.campaign = ((await res.clone().json()) as { id: number }).id;
        return res;
      },
    ],
    ['GET campaigns', () => t.admin('GET', 'campaigns')],
    ['GET campaign', () => t.admin('GET', 'campaign', { params: id() })],
    [
      'POST campaign-update',
      () => t.admin('POST', 'campaign-update', { form: { id: String(ids.campaign), weight: '5' } }),
    ],
    ['GET campaign-report', () => t.admin('GET', 'campaign-report', { params: id() })],
    [
      'POST campaign-report-link',
      async () => {
        const res = await t.admin('POST', 'campaign-report-link', { json: id() });
        ({ id: ids.reportLink, token: reportToken } = (await res.clone().json()) as {
          id: number;
          token: string;
        });
        return res;
      },
    ],
    ['GET campaign-report-links', () => t.admin('GET', 'campaign-report-links', { params: id() })],
    [
      'GET campaign-report',
      () => t.request('GET', 'campaign-report', { params: { token: reportToken } }),
    ],
    [
      'DELETE campaign-report-link',
      () => t.admin('DELETE', 'campaign-report-link', { params: { id: ids.reportLink } }),
    ],
    ['DELETE campaign-delete', () => t.admin('DELETE', 'campaign-delete', { params: id() })],
  ];
}

/** Calls answered with no body (204), each checked on its own below. */
const NO_BODY: CallKey[] = ['POST hit', 'POST ad-event'];
/** Calls answered with a file, not JSON, each checked on its own below. */
const FILES: CallKey[] = ['GET campaign-report-csv', 'GET site-export'];
/** A restore empties the site: its answer is checked in siteData.test.ts. */
const ELSEWHERE: CallKey[] = ['POST site-restore'];

describe('the calls table', () => {
  it('describes every answer of the reference server', async () => {
    const made = await requests();
    const untested = (Object.keys(CALLS) as CallKey[]).filter(
      (key) =>
        key !== 'POST login' &&
        !NO_BODY.includes(key) &&
        !FILES.includes(key) &&
        !ELSEWHERE.includes(key) &&
        !made.some(([k]) => k === key),
    );
    expect(untested).toEqual([]);
    for (const [key, send] of made) {
      const res = await send();
      const body: unknown = await res.json();
      expect([key, res.status, body]).toEqual([key, 200, body]);
      const checked = CALLS[key].answer.safeParse(body);
      expect([key, checked.success ? 'matches' : checked.error.issues]).toEqual([key, 'matches']);
    }
  });

  it('describes the answer to a login', async () => {
    const res = await t.request('POST', 'login', {
      json: { username: t.deps.settings.adminUsername, password: t.deps.settings.adminPassword },
    });
    expect(CALLS['POST login'].answer.safeParse(await res.json()).success).toBe(true);
  });

  it('answers a page-view beacon with 204 and no body', async () => {
    const res = await t.request('POST', 'hit', {
      body: JSON.stringify({ path: '/' }),
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 Firefox/133.0' },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  it('answers a banner beacon with 204 and no body, and a report as a CSV file', async () => {
    // The table above logged its session out: a session of its own.
    const cookie = await t.login();
    const created = await t.admin('POST', 'campaigns', {
      form: { slot: 'home', advertiser: 'Ace', image: file(await pngBytes(), 'c.png') },
      cookie,
    });
    const {
      campaign: { id },
    } = (await created.json()) as { campaign: { id: number } };
    const beacon = await t.request('POST', 'ad-event', {
      body: JSON.stringify({ campaign: id, kind: 'served' }),
      headers: { 'Content-Type': 'text/plain', 'User-Agent': 'Mozilla/5.0 Firefox/133.0' },
    });
    expect(beacon.status).toBe(204);
    expect(await beacon.text()).toBe('');
    const csv = await t.admin('GET', 'campaign-report-csv', { params: { id }, cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(CALLS['GET campaign-report-csv'].answer.safeParse(await csv.text()).success).toBe(true);
  });
});
