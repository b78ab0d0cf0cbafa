import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Role } from '../../../../src/contract/roles';
import type { StaffAnswer } from '../../../../src/contract/staffCalls';
import { call, publicCall } from '../../../msw/handlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';

/** The signed-in role, the staff list the server keeps, and what the app sent. */
let role: Role = 'owner';
let staff: StaffAnswer;
let sent: { q: string; body: unknown }[] = [];
let staffBackend = true;
let staffAsked = 0;
let auditAsked: string[] = [];
const AUDIT = [
  {
    id: 2,
    at: '2026-04-02T10:00:00.000Z',
    actor: 'Asha Rao',
    action: 'POST post-update',
    item_kind: 'post',
    item_id: '12',
    detail: 'Derby preview · published',
    address: '203.0.113.9',
  },
  {
    id: 1,
    at: '2026-04-02T09:00:00.000Z',
    actor: 'Asha Rao',
    action: 'login',
    item_kind: 'session',
    item_id: '',
    detail: '',
    address: '203.0.113.9',
  },
];

const TOKEN = 'T'.repeat(43);
/** What became of the mail of an invitation or a reset (`off`: the server has no SMTP_URL). */
let mail: 'sent' | 'failed' | 'off' = 'off';

setupAdminTests({
  pages: ['StaffPage', 'AdminNotFoundPage', 'DashboardPage', 'CategoriesListPage', 'AuditLogPage'],
  prepare: () => {
    role = 'owner';
    staffBackend = true;
    mail = 'off';
    staffAsked = 0;
    auditAsked = [];
    sent = [];
    staff = {
      members: [
        member(1, 'admin', 'Site Owner', 'owner'),
        member(2, 'asha@example.com', 'Asha Rao', 'author'),
      ],
      invitations: [
        {
          id: 7,
          name: 'Ben',
          email: 'ben@example.com',
          role: 'contributor',
          invited_by: 'Site Owner',
          created_at: '2026-04-01T09:00:00.000Z',
          expires_at: '2026-04-08T09:00:00.000Z',
        },
      ],
    };
  },
  handlers: () => [
    // The owner's two-factor rule reads their own state (TwoFactorRule.test.tsx covers it).
    publicCall('two-factor', () =>
      HttpResponse.json({ enabled: false, recovery_codes_left: 0, required: false }),
    ),
    publicCall('capabilities', () =>
      HttpResponse.json({
        editorial: true,
        time_zone: 'UTC',
        predictions: true,
        site_texts: true,
        staff: staffBackend,
      }),
    ),
    publicCall('session', () =>
      HttpResponse.json({
        authenticated: true,
        username: role === 'owner' ? 'admin' : `${role}@example.com`,
        ...(staffBackend ? { role, display_name: 'Someone' } : {}),
      }),
    ),
    publicCall('staff', () => {
      staffAsked += 1;
      return HttpResponse.json(staff);
    }),
    ...['staff-invite', 'staff-role', 'staff-suspend'].map((q) =>
      call('post', q, async ({ request }) => {
        sent.push({ q, body: await request.json() });
        if (q === 'staff-invite') {
          return HttpResponse.json({
            status: 'success',
            message:
              mail === 'sent' ? 'Invitation mailed to cara@example.com' : 'Invitation created',
            id: 8,
            token: TOKEN,
            expires_at: '2026-04-08T09:00:00.000Z',
            mail,
          });
        }
        return HttpResponse.json({
          status: 'success',
          message: q === 'staff-role' ? 'Role changed' : 'Account suspended',
        });
      }),
    ),
    publicCall('audit-log', ({ request }) => {
      const params = new URL(request.url).searchParams;
      auditAsked.push(params.toString());
      const entries = AUDIT.filter(
        (e) => !params.get('kind') || e.item_kind === params.get('kind'),
      );
      return HttpResponse.json({ entries, total: entries.length });
    }),
    call('post', 'staff-password-reset', async ({ request }) => {
      sent.push({ q: 'staff-password-reset', body: await request.json() });
      return HttpResponse.json({
        status: 'success',
        message:
          mail === 'failed'
            ? 'Reset link created, but the mail could not be sent: copy the link and send it to Asha Rao yourself. Asha Rao is signed out everywhere.'
            : 'Reset link mailed to asha@example.com. Asha Rao is signed out everywhere.',
        token: TOKEN,
        expires_at: '2026-04-02T09:00:00.000Z',
        mail,
      });
    }),
    call('delete', 'staff-member', ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.delete('q');
      sent.push({ q: 'staff-member', body: Object.fromEntries(params) });
      if (params.get('posts_to') === '3') {
        return HttpResponse.json(
          {
            status: 'error',
            message: 'The staff member chosen to receive the posts does not exist',
          },
          { status: 400 },
        );
      }
      staff = { ...staff, members: staff.members.filter((m) => String(m.id) !== params.get('id')) };
      return HttpResponse.json({ status: 'success', message: "Asha Rao's account deleted." });
    }),
    call('delete', 'staff-invitation', ({ request }) => {
      sent.push({ q: 'staff-invitation', body: new URL(request.url).searchParams.get('id') });
      return HttpResponse.json({ status: 'success', message: 'Invitation revoked' });
    }),
  ],
});

function member(id: number, username: string, display_name: string, role: Role) {
  return {
    id,
    username,
    display_name,
    email: username.includes('@') ? username : '',
    role,
    suspended: false,
    created_at: '2026-01-01T00:00:00.000Z',
    posts: id,
  };
}

const sidebarLinks = () =>
  within(screen.getByRole('complementary', { name: 'Sidebar' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the Staff screen', () => {
  it('lists the team and the open invitations, and is in the owner’s sidebar', async () => {
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const team = await screen.findByRole('table', { name: 'Team' });
    expect(within(team).getByText('Asha Rao')).toBeVisible();
    expect(within(team).getByText('asha@example.com')).toBeVisible();
    const invitations = screen.getByRole('table', { name: 'Open invitations' });
    expect(within(invitations).getByText('ben@example.com')).toBeVisible();
    expect(within(invitations).getByText('8 Apr 2026, 09:00 UTC')).toBeVisible();
    expect(sidebarLinks()).toContain('Staff');
    // The owner is not offered to suspend themselves.
    expect(screen.queryByRole('button', { name: 'Suspend Site Owner' })).toBeNull();
  });

  it('invites: refuses a missing name and a bad email at their fields, then shows the link once', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Email must be an address like name@example.com',
    );
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Cara');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'Cara@Example.com');
    expect(
      within(within(dialog).getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Contributor', 'Author', 'Editor', 'Owner']);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'author');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    // The same dialog now shows the link this once.
    const shown = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    const link = await within(shown).findByLabelText('Invitation link');
    expect(link).toHaveValue(`${window.location.origin}/admin/join#${TOKEN}`);
    expect(sent).toEqual([
      { q: 'staff-invite', body: { name: 'Cara', email: 'cara@example.com', role: 'author' } },
    ]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the owner changes a role at once and suspends after asking', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    await user.selectOptions(await screen.findByLabelText('Role of Asha Rao'), 'editor');
    expect(await screen.findByText('Role changed: Asha Rao is now Editor')).toBeInTheDocument();
    await confirmVia(user, 'Suspend Asha Rao', 'Suspend');
    await waitFor(() =>
      expect(sent).toEqual([
        { q: 'staff-role', body: { id: 2, role: 'editor' } },
        { q: 'staff-suspend', body: { id: 2, suspended: true } },
      ]),
    );
  });

  it('says when the invitation was mailed, and still shows the link once', async () => {
    mail = 'sent';
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Cara');
    await user.type(within(dialog).getByLabelText(/^Email/), 'cara@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    const shown = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    expect(
      await within(shown).findByText('Invitation mailed to cara@example.com'),
    ).toBeInTheDocument();
    expect(within(shown).getByLabelText('Invitation link')).toHaveValue(
      `${window.location.origin}/admin/join#${TOKEN}`,
    );
  });

  it('the owner resets a password after asking, and sees the reset link once, with what the mail did', async () => {
    mail = 'failed';
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    // Not for themselves: their own password is changed on Your account.
    await screen.findByRole('button', { name: 'Reset password of Asha Rao' });
    expect(screen.queryByRole('button', { name: 'Reset password of Site Owner' })).toBeNull();
    await confirmVia(
      user,
      'Reset password of Asha Rao',
      'Reset password',
      'Reset the password of Asha Rao? They are signed out everywhere at once and get a link to choose a new one.',
    );
    const shown = await screen.findByRole('dialog', { name: 'Password reset link' });
    expect(
      within(shown).getByText(/the mail could not be sent: copy the link and send it to Asha Rao/),
    ).toBeInTheDocument();
    expect(within(shown).getByLabelText('Reset link')).toHaveValue(
      `${window.location.origin}/admin/reset#${TOKEN}`,
    );
    expect(sent).toEqual([{ q: 'staff-password-reset', body: { id: 2 } }]);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deleting asks who receives the posts, requires it, says how many, and offers only the others', async () => {
    staff.members.push(member(3, 'cleo@example.com', 'Cleo', 'editor'));
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    expect(screen.queryByRole('button', { name: 'Delete Site Owner' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Asha Rao?' });
    expect(
      within(dialog).getByText('Asha Rao has 2 posts. Who receives them?'),
    ).toBeInTheDocument();
    const receiver = within(dialog).getByLabelText(/^Give their posts to/);
    expect(
      within(receiver)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose someone', 'Site Owner', 'Cleo']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(receiver).toHaveAccessibleDescription('Choose who receives their posts');
    expect(sent).toEqual([]);

    // What the server refuses stays in the dialog.
    await user.selectOptions(receiver, 'Cleo');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'The staff member chosen to receive the posts does not exist',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(receiver, 'Site Owner');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ q: 'staff-member', body: { id: '2', posts_to: '1' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Team' })).queryByText('Asha Rao'),
      ).toBeNull(),
    );
  });

  it('someone without posts is deleted with no receiver to choose', async () => {
    staff.members[1] = { ...staff.members[1]!, posts: 0 };
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Asha Rao?' });
    expect(within(dialog).queryByLabelText(/^Give their posts to/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent).toEqual([{ q: 'staff-member', body: { id: '2' } }]));
  });

  it('an editor invites contributors and authors only, and changes no role', async () => {
    role = 'editor';
    const user = userEvent.setup();
    renderAdmin('/admin/staff');
    const team = await screen.findByRole('table', { name: 'Team' });
    expect(within(team).getByText('Author')).toBeVisible();
    expect(screen.queryByLabelText('Role of Asha Rao')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Suspend/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reset password/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    expect(
      within(within(dialog).getByLabelText('Role'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Contributor', 'Author']);
    expect(sidebarLinks()).not.toContain('Responsible gambling');
  });
});

describe('the sidebar by role', () => {
  it('a contributor sees posts only: no lists, banners, settling, staff or settings', async () => {
    role = 'contributor';
    renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Posts', 'Your account']));
  });

  it('a contributor opening /admin/staff is not allowed, and the list is never asked', async () => {
    role = 'contributor';
    renderAdmin('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(
      screen.getByText(
        'Your role (Contributor) lacks the right to invite contributors and authors.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Team' })).toBeNull();
    expect(staffAsked).toBe(0);
  });

  it('an author opening the categories is told which right they lack, and the dashboard does not lead there', async () => {
    role = 'author';
    renderAdmin('/admin/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
    expect(
      screen.getByText(
        'Your role (Author) lacks the right to manage categories, the popular list, banners and predictions.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
  });

  it('an author’s dashboard shows the figures without the links to manage the lists', async () => {
    role = 'author';
    renderAdmin('/admin');
    expect(await screen.findByRole('link', { name: 'Manage posts' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Manage categories' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage banners' })).toBeNull();
  });

  it('a backend without staff accounts keeps the seed’s sidebar, with no Staff entry', async () => {
    staffBackend = false;
    renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sidebarLinks()).toContain('Advertisement Banner'));
    expect(sidebarLinks()).not.toContain('Staff');
    expect(sidebarLinks()).toContain('Categories');
  });
});

describe('the audit log', () => {
  it('lists who did what to which item, and filters by area through the address', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Asha Rao saved a post')).toBeVisible();
    expect(within(table).getByText('Post 12 · Derby preview · published')).toBeVisible();
    expect(within(table).getByText('Asha Rao signed in')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Area'), 'post');
    await waitFor(() => expect(within(table).queryByText('Asha Rao signed in')).toBeNull());
    expect(auditAsked.at(-1)).toBe('q=audit-log&kind=post&limit=50');
    expect(sidebarLinks()).toContain('Audit log');
  });

  it('the dashboard’s recent activity is the team’s, from the log, beside the staff figure', async () => {
    renderAdmin('/admin');
    const figure = await screen.findByRole('region', { name: 'Staff' });
    expect(await within(figure).findByText('2')).toBeVisible();
    expect(within(figure).getByText('1 owner · 1 author · 1 pending invitation')).toBeVisible();
    const saved = await screen.findByText(
      'Asha Rao saved a post: Post 12 · Derby preview · published',
    );
    expect(saved).toBeVisible();
    // Timed in the site's zone (UTC here), as the audit log page times it.
    expect(saved.nextElementSibling).toHaveTextContent('2 Apr 2026, 10:00 UTC');
  });
});
