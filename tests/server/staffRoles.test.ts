/**
 * Staff roles on the server: every admin call of the contract tried by every role (allowed or
 * 403 naming the missing right), and the post rules (own posts, drafts, publishing) that a
 * crafted request cannot get round.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { CALLS, type CallKey } from '../../src/contract/calls';
import { ROLES, type Role } from '../../src/contract/roles';
import { hashPassword } from '../../server/auth/password';
import { addCategory, makeTestApp, snapshot, type RequestInit, type TestApp } from './helpers';
import { addStaff, type StaffMember } from './staff';

let t: TestApp;
beforeEach(async () => {
  // Staff accounts are added by each test: none may survive into the next one.
  t = await makeTestApp({}, { freshAuth: true });
});
afterEach(() => t.close());

/**
 * The least role that may make each admin call, and the right a lesser role is told it lacks
 * (`GET post&id=`: the admin form's read).
 */
const SITE = 'manage categories, the popular list, banners and predictions';
const INVITE = 'invite contributors and authors';
const MANAGE = 'manage staff and site settings';
const ANALYTICS = "read the site's analytics and campaign reports";
const DATA = 'import, export and restore the site';
const LEAST_ROLE: Record<string, [Role, string?]> = {
  'GET category': ['contributor'],
  'POST posts': ['contributor'],
  'POST post-update': ['contributor'],
  'DELETE post-delete': ['contributor'],
  'POST categories': ['editor', SITE],
  'POST category-update': ['editor', SITE],
  'DELETE category-delete': ['editor', SITE],
  'POST popular-save': ['editor', SITE],
  'POST banners': ['editor', SITE],
  'DELETE banner-delete': ['editor', SITE],
  'GET admin-posts': ['contributor'],
  'GET post-revisions': ['contributor'],
  'GET post-revision': ['contributor'],
  'POST post-revision-restore': ['contributor'],
  'POST post-autosave': ['contributor'],
  'GET post-preview': ['contributor'],
  'POST share-links': ['contributor'],
  'GET share-links': ['contributor'],
  'DELETE share-link-delete': ['contributor'],
  'GET predictions-to-settle': ['contributor'],
  'POST prediction-settle': ['editor', SITE],
  'POST prediction-void': ['editor', SITE],
  'GET prediction-history': ['contributor'],
  'POST site-texts': ['owner', MANAGE],
  'GET staff': ['editor', INVITE],
  'POST staff-invite': ['editor', INVITE],
  'DELETE staff-invitation': ['editor', INVITE],
  'POST staff-role': ['owner', MANAGE],
  'POST staff-suspend': ['owner', MANAGE],
  'POST staff-password-reset': ['owner', MANAGE],
  'DELETE staff-member': ['owner', MANAGE],
  'GET audit-log': ['contributor'],
  'GET account': ['contributor'],
  'POST account': ['contributor'],
  'POST account-password': ['contributor'],
  'GET account-sessions': ['contributor'],
  'DELETE account-session': ['contributor'],
  'POST account-sessions-end-others': ['contributor'],
  'POST account-avatar': ['contributor'],
  'DELETE account-avatar': ['contributor'],
  'GET two-factor': ['contributor'],
  'POST two-factor-setup': ['contributor'],
  'POST two-factor-confirm': ['contributor'],
  'POST two-factor-disable': ['contributor'],
  'POST two-factor-recovery-codes': ['contributor'],
  'POST two-factor-required': ['owner', MANAGE],
  'GET campaigns': ['editor', SITE],
  'GET campaign': ['editor', SITE],
  'POST campaigns': ['editor', SITE],
  'POST campaign-update': ['editor', SITE],
  'DELETE campaign-delete': ['editor', SITE],
  'GET campaign-report': ['editor', ANALYTICS],
  'GET campaign-report-csv': ['editor', ANALYTICS],
  'POST campaign-report-link': ['editor', ANALYTICS],
  'GET campaign-report-links': ['editor', ANALYTICS],
  'DELETE campaign-report-link': ['editor', ANALYTICS],
  'GET analytics': ['editor', ANALYTICS],
  'GET analytics-summary': ['editor', ANALYTICS],
  // Anyone who writes may read their own post's figures (someone else's: site.analytics).
  'GET analytics-post': ['contributor'],
  'GET post&id=': ['contributor'],
  'POST site-import': ['owner', DATA],
  'GET site-import': ['owner', DATA],
  'GET site-backups': ['owner', DATA],
  'GET site-export': ['owner', DATA],
  'POST site-restore': ['owner', DATA],
};

interface Target {
  category: number;
  post: number;
  revision: number;
  shareLink: number;
  invitation: number;
  member: number;
}

/** A category, and a draft of `staff`'s own with a revision and a share link. */
async function ownDraft(staff: StaffMember, slug: string): Promise<Target> {
  const category = await addCategory(t, `Cat ${slug}`, `cat-${slug}`);
  const created = await t.admin('POST', 'posts', {
    form: { title: `Draft ${slug}`, slug, category_id: String(category), status: 'draft' },
  });
  const { id: post } = (await created.json()) as { id: number };
  await t.deps.db.query('UPDATE posts SET author_id = $2 WHERE id = $1', [post, staff.id]);
  const revisions = await t.admin('GET', 'post-revisions', { params: { post_id: post } });
  const [revision] = (await revisions.json()) as { id: number }[];
  const link = await t.admin('POST', 'share-links', { json: { post_id: post } });
  const { id: shareLink } = (await link.json()) as { id: number };
  const invited = await t.admin('POST', 'staff-invite', {
    json: { name: 'Invitee', email: `${slug}@example.com`, role: 'contributor' },
  });
  const { id: invitation } = (await invited.json()) as { id: number };
  const member = await addStaff(t, 'contributor', `member-${slug}`);
  return { category, post, revision: revision!.id, shareLink, invitation, member: member.id };
}

function requestFor(
  key: string,
  at: Target,
  slug: string,
): { method: string; q: string } & RequestInit {
  const [method, q] = key.replace('&id=', '').split(' ') as [string, string];
  const draft = { title: 'Changed', slug, category_id: String(at.category), status: 'draft' };
  const inits: Record<string, RequestInit> = {
    'GET category': { params: { id: at.category } },
    'POST posts': { form: { ...draft, slug: `${slug}-new` } },
    'POST post-update': { form: { ...draft, id: String(at.post) } },
    'DELETE post-delete': { params: { id: at.post } },
    'POST categories': { json: { name: `New ${slug}`, slug: `new-${slug}` } },
    'POST category-update': { json: { id: at.category, name: 'Renamed', slug: `ren-${slug}` } },
    'DELETE category-delete': { params: { id: at.category } },
    'POST popular-save': { json: { post_ids: [] } },
    'POST banners': { form: { type: 'top', link: '' } },
    'DELETE banner-delete': { params: { type: 'top' } },
    'GET post-revisions': { params: { post_id: at.post } },
    'GET post-revision': { params: { id: at.revision } },
    'POST post-revision-restore': { json: { id: at.revision } },
    'POST post-autosave': { json: { post_id: at.post, title: 'Typing', content: '<p>x</p>' } },
    'GET post-preview': { params: { id: at.post } },
    'POST share-links': { json: { post_id: at.post } },
    'GET share-links': { params: { post_id: at.post } },
    'DELETE share-link-delete': { params: { id: at.shareLink } },
    'POST prediction-settle': { json: { id: 'p1a2b3c4d5e6', result: 'won' } },
    'POST prediction-void': { json: { id: 'p1a2b3c4d5e6', reason: 'Abandoned' } },
    'GET prediction-history': { params: { id: 'p1a2b3c4d5e6' } },
    'POST site-texts': { json: { help_label: 'Get help' } },
    'GET staff': {},
    'POST staff-invite': {
      json: { name: 'New', email: `new-${slug}@example.com`, role: 'contributor' },
    },
    'DELETE staff-invitation': { params: { id: at.invitation } },
    'POST staff-role': { json: { id: at.member, role: 'author' } },
    'POST staff-suspend': { json: { id: at.member, suspended: true } },
    'POST staff-password-reset': { json: { id: at.member } },
    'DELETE staff-member': { params: { id: at.member } },
    'GET audit-log': {},
    'POST account': { json: { display_name: `Name ${slug}`, bio: '' } },
    'POST account-password': {
      json: { current_password: 'not-the-password', new_password: 'a-new-password' },
    },
    'DELETE account-session': { params: { id: 999_999 } },
    'POST two-factor-confirm': { json: { code: '123456' } },
    'POST two-factor-disable': { json: { password: 'not-the-password' } },
    'POST two-factor-recovery-codes': { json: { password: 'not-the-password' } },
    'POST two-factor-required': { json: { required: false } },
    // No such campaign or link: past the permissions, the handler's own 400 or 404.
    'GET campaign': { params: { id: 999_999 } },
    'POST campaigns': { form: { slot: 'home' } },
    'POST campaign-update': { form: { id: '999999' } },
    'DELETE campaign-delete': { params: { id: 999_999 } },
    'GET campaign-report': { params: { id: 999_999 } },
    'GET campaign-report-csv': { params: { id: 999_999 } },
    'POST campaign-report-link': { json: { id: 999_999 } },
    'GET campaign-report-links': { params: { id: 999_999 } },
    'DELETE campaign-report-link': { params: { id: 999_999 } },
    'GET post&id=': { params: { id: at.post } },
    // Past the permissions: no file sent (400), and a site with content (409): nothing changes.
    'POST site-import': { params: { name: 'old-site.xml', export_bytes: 10 } },
    'POST site-restore': { form: { archive: new Blob(['not an archive']) } },
  };
  return { method, q, ...inits[key] };
}

describe('the role matrix: every admin call by every role', () => {
  it('names every admin call of the contract', () => {
    const adminCalls = (Object.keys(CALLS) as CallKey[]).filter(
      (key) => CALLS[key].access === 'admin',
    );
    expect(Object.keys(LEAST_ROLE).sort()).toEqual([...adminCalls, 'GET post&id='].sort());
    expect(adminCalls.length).toBeGreaterThanOrEqual(29);
  });

  it.each(ROLES)(
    'a %s is allowed exactly the calls of its role, else 403 naming the right',
    async (role) => {
      const staff = await addStaff(t, role, `${role}-member`);
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      let n = 0;
      for (const [key, [least, right]] of Object.entries(LEAST_ROLE)) {
        const slug = `m${n++}`;
        const at = await ownDraft(staff, slug);
        const { method, q, ...init } = requestFor(key, at, slug);
        const res = await t.request(method, q, { ...init, cookie: staff.cookie });
        const allowed = ROLES.indexOf(role) >= ROLES.indexOf(least);
        expected[key] = allowed ? 'allowed' : `403: Your role lacks the right to ${right}`;
        if (res.status === 403) {
          const { message } = (await res.json()) as { message: string };
          outcomes[key] = `403: ${message.replace(/ \(\w+\)/, '')}`;
        } else {
          // Past the permissions: the handler's own answer (done, or a 400/404/409 of its own,
          // e.g. a banner write without an image, or a category that still has a post).
          outcomes[key] = res.status === 401 ? '401' : 'allowed';
        }
      }
      expect(outcomes).toEqual(expected);
    },
  );
});

/** A post through the owner's session, then given to `author` (null: written before staff). */
async function postBy(author: StaffMember | null, status: 'draft' | 'published', slug: string) {
  const category = await addCategory(t, `Cat ${slug}`, `cat-${slug}`);
  const created = await t.admin('POST', 'posts', {
    form: { title: `Post ${slug}`, slug, category_id: String(category), status },
  });
  const { id } = (await created.json()) as { id: number };
  await t.deps.db.query('UPDATE posts SET author_id = $2 WHERE id = $1', [id, author?.id ?? null]);
  return { id, category };
}

async function refused(res: Response, right: string) {
  expect(res.status).toBe(403);
  expect(((await res.json()) as { message: string }).message).toMatch(right);
}

describe('the post rules a crafted request cannot get round', () => {
  it('a contributor writes drafts of their own: a new post without a status (publish now) is refused', async () => {
    const contributor = await addStaff(t, 'contributor');
    const category = await addCategory(t);
    const before = await snapshot(t);
    const form = { title: 'Mine', slug: 'mine', category_id: String(category) };
    await refused(
      await t.request('POST', 'posts', { form, cookie: contributor.cookie }),
      'Your role (Contributor) lacks the right to publish and schedule their own posts',
    );
    const scheduled = { ...form, status: 'scheduled', published_at: '2099-01-01T10:00:00Z' };
    await refused(
      await t.request('POST', 'posts', { form: scheduled, cookie: contributor.cookie }),
      'publish and schedule',
    );
    expect(await snapshot(t)).toEqual(before);

    const draft = await t.request('POST', 'posts', {
      form: { ...form, status: 'draft' },
      cookie: contributor.cookie,
    });
    expect(draft.status).toBe(200);
    const { rows } = await t.deps.db.query('SELECT author_id, status FROM posts');
    expect(rows).toEqual([{ author_id: contributor.id, status: 'draft' }]);
  });

  it("a contributor cannot publish their draft, edit a post that is out, or touch another's", async () => {
    const contributor = await addStaff(t, 'contributor');
    const other = await addStaff(t, 'author');
    const own = await postBy(contributor, 'draft', 'own');
    const ownOut = await postBy(contributor, 'published', 'own-out');
    const theirs = await postBy(other, 'draft', 'theirs');
    const before = await snapshot(t);
    const as = { cookie: contributor.cookie };
    const edit = (post: { id: number; category: number }, status: string) => ({
      form: {
        id: String(post.id),
        title: 'Mine now',
        slug: `x${post.id}`,
        category_id: String(post.category),
        status,
      },
    });

    await refused(
      await t.request('POST', 'post-update', { ...edit(own, 'published'), ...as }),
      'publish and schedule',
    );
    await refused(
      await t.request('POST', 'post-update', { ...edit(ownOut, 'draft'), ...as }),
      'publish and schedule',
    );
    await refused(
      await t.request('DELETE', 'post-delete', { params: { id: ownOut.id }, ...as }),
      'publish and schedule',
    );
    await refused(
      await t.request('POST', 'post-update', { ...edit(theirs, 'draft'), ...as }),
      'edit and publish every post',
    );
    await refused(
      await t.request('DELETE', 'post-delete', { params: { id: theirs.id }, ...as }),
      'edit and publish every post',
    );
    await refused(
      await t.request('POST', 'post-autosave', { json: { post_id: theirs.id, title: 'x' }, ...as }),
      'edit and publish every post',
    );
    await refused(
      await t.request('POST', 'share-links', { json: { post_id: theirs.id }, ...as }),
      'edit and publish every post',
    );
    const revisions = await t.admin('GET', 'post-revisions', { params: { post_id: theirs.id } });
    const [revision] = (await revisions.json()) as { id: number }[];
    await refused(
      await t.request('POST', 'post-revision-restore', { json: { id: revision!.id }, ...as }),
      'edit and publish every post',
    );
    expect(await snapshot(t)).toEqual(before);

    // Their own draft, kept a draft: allowed.
    expect((await t.request('POST', 'post-update', { ...edit(own, 'draft'), ...as })).status).toBe(
      200,
    );
  });

  it("an author publishes and schedules their own posts, not another's", async () => {
    const author = await addStaff(t, 'author');
    const other = await addStaff(t, 'contributor');
    const own = await postBy(author, 'draft', 'own');
    const theirs = await postBy(other, 'draft', 'theirs');
    const legacy = await postBy(null, 'published', 'legacy');
    const as = { cookie: author.cookie };
    const form = (post: { id: number; category: number }, extra: Record<string, string>) => ({
      form: {
        id: String(post.id),
        title: 'T',
        slug: `y${post.id}`,
        category_id: String(post.category),
        ...extra,
      },
    });

    const scheduled = await t.request('POST', 'post-update', {
      ...form(own, { status: 'scheduled', published_at: '2099-01-01T10:00:00Z' }),
      ...as,
    });
    expect(scheduled.status).toBe(200);
    expect(
      (await t.request('POST', 'post-update', { ...form(own, { status: 'published' }), ...as }))
        .status,
    ).toBe(200);
    await refused(
      await t.request('POST', 'post-update', { ...form(theirs, { status: 'published' }), ...as }),
      'edit and publish every post',
    );
    // A post written before staff accounts has no author: only editors and owners change it.
    await refused(
      await t.request('DELETE', 'post-delete', { params: { id: legacy.id }, ...as }),
      'edit and publish every post',
    );
  });

  it("an editor changes and publishes anyone's post, and one without an author", async () => {
    const editor = await addStaff(t, 'editor');
    const other = await addStaff(t, 'contributor');
    const theirs = await postBy(other, 'draft', 'theirs');
    const legacy = await postBy(null, 'published', 'legacy');
    const as = { cookie: editor.cookie };
    const publish = await t.request('POST', 'post-update', {
      form: {
        id: String(theirs.id),
        title: 'Edited',
        slug: 'theirs',
        category_id: String(theirs.category),
        status: 'published',
      },
      ...as,
    });
    expect(publish.status).toBe(200);
    // The post stays its writer's: editing is not taking over the byline.
    const { rows } = await t.deps.db.query('SELECT author_id, status FROM posts WHERE id = $1', [
      theirs.id,
    ]);
    expect(rows).toEqual([{ author_id: other.id, status: 'published' }]);
    expect(
      (await t.request('DELETE', 'post-delete', { params: { id: legacy.id }, ...as })).status,
    ).toBe(200);
  });
});

describe('sessions and sign-in of staff', () => {
  it('the session names the role and the display name', async () => {
    const author = await addStaff(t, 'author', 'asha');
    await t.deps.db.query("UPDATE admin_users SET display_name = 'Asha Rao' WHERE id = $1", [
      author.id,
    ]);
    const res = await t.request('GET', 'session', { cookie: author.cookie });
    expect(await res.json()).toEqual({
      authenticated: true,
      username: 'asha',
      user_id: expect.any(Number),
      role: 'author',
      display_name: 'Asha Rao',
      two_factor: false,
      two_factor_required: false,
    });
    const owner = await t.admin('GET', 'session');
    expect(await owner.json()).toMatchObject({ role: 'owner' });
  });

  it('a suspended account loses its sessions, and its right password only learns it is suspended', async () => {
    const editor = await addStaff(t, 'editor', 'suspended-editor');
    await t.deps.db.query(
      'UPDATE admin_users SET suspended_at = now(), password_hash = $2 WHERE id = $1',
      [editor.id, await hashPassword('a-long-enough-password')],
    );
    const calls = await t.request('GET', 'admin-posts', { cookie: editor.cookie });
    expect(calls.status).toBe(401);
    const login = (password: string) =>
      t.request('POST', 'login', { json: { username: 'suspended-editor', password } });
    expect((await login('a-wrong-password-here')).status).toBe(401);
    const right = await login('a-long-enough-password');
    expect(right.status).toBe(403);
    expect(((await right.json()) as { message: string }).message).toBe(
      'This account is suspended. Ask the site owner to restore it.',
    );
    expect(right.headers.get('set-cookie')).toBeNull();
  });
});
