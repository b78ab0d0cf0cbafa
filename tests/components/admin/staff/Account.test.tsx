import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { call, publicCall } from '../../../msw/handlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';
import { ASHA_ACCOUNT, ASHA_SESSION } from './asha';

let sent: { q: string; body: unknown }[] = [];
let sessions: { id: number; current: boolean; user_agent: string }[] = [];
let avatarPath: string | null = null;

const UA = {
  phone: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  laptop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Version/17.5 Safari/605.1.15',
};

setupAdminTests({
  pages: ['AccountPage'],
  prepare: () => {
    sent = [];
    avatarPath = null;
    sessions = [
      { id: 1, current: true, user_agent: UA.laptop },
      { id: 2, current: false, user_agent: UA.phone },
    ];
  },
  handlers: () => [
    publicCall('capabilities', () =>
      HttpResponse.json({ editorial: true, time_zone: 'UTC', staff: true }),
    ),
    publicCall('session', () => HttpResponse.json(ASHA_SESSION)),
    publicCall('account', () =>
      HttpResponse.json({
        ...ASHA_ACCOUNT,
        avatar_path: avatarPath,
      }),
    ),
    call('post', 'account-avatar', async ({ request }) => {
      const image = (await request.formData()).get('image');
      sent.push({ q: 'account-avatar', body: image !== null });
      // The first file is refused, as the server refuses what is not an image by its content.
      if (sent.length === 1) {
        return HttpResponse.json(
          { status: 'error', message: 'image must be a PNG, JPEG, WebP, GIF or AVIF image' },
          { status: 400 },
        );
      }
      avatarPath = 'uploads/asha.png';
      return HttpResponse.json({
        status: 'success',
        message: 'Photo saved',
        avatar_path: avatarPath,
      });
    }),
    call('delete', 'account-avatar', () => {
      sent.push({ q: 'account-avatar-delete', body: null });
      avatarPath = null;
      return HttpResponse.json({ status: 'success', message: 'Photo removed' });
    }),
    publicCall('account-sessions', () =>
      HttpResponse.json(
        sessions.map((s) => ({
          ...s,
          created_at: '2026-04-01T09:00:00.000Z',
          last_seen_at: '2026-04-02T09:30:00.000Z',
          address: '203.0.113.9',
        })),
      ),
    ),
    call('post', 'account', async ({ request }) => {
      sent.push({ q: 'account', body: await request.json() });
      return HttpResponse.json({ status: 'success', message: 'Account saved' });
    }),
    call('post', 'account-password', async ({ request }) => {
      const body = (await request.json()) as { current_password: string };
      sent.push({ q: 'account-password', body });
      return body.current_password === 'first-password'
        ? HttpResponse.json({
            status: 'success',
            message: 'Password changed. Your other sessions have ended.',
          })
        : HttpResponse.json(
            { status: 'error', message: 'The current password is not right' },
            { status: 400 },
          );
    }),
    call('delete', 'account-session', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      sent.push({ q: 'account-session', body: id });
      sessions = sessions.filter((s) => s.id !== id);
      return HttpResponse.json({ status: 'success', message: 'Session ended' });
    }),
  ],
});

describe('your account', () => {
  it('saves the name and a bio of at most 300 characters', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    const name = await screen.findByLabelText(/^Name readers see/);
    await user.clear(name);
    await user.type(name, 'Asha Rao');
    await user.type(screen.getByLabelText(/^Bio/), 'Covers cricket.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(sent).toEqual([
      { q: 'account', body: { display_name: 'Asha Rao', bio: 'Covers cricket.' } },
    ]);
  });

  it('changes the password only with the current one and a matching new one', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'second-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'second-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The two passwords differ',
    );
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'second-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right');
    // What was typed stays for another try.
    expect(screen.getByLabelText(/^New password/)).toHaveValue('second-password');
    const current = screen.getByLabelText(/^Current password/);
    await user.clear(current);
    await user.type(current, 'first-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions have ended.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('lists the sessions with this device marked, and ends another after asking', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/account');
    const table = await screen.findByRole('table', { name: 'Where you are signed in' });
    expect(await within(table).findByText('Chrome on Android')).toBeVisible();
    expect(within(table).getByText('This device')).toBeVisible();
    await confirmVia(user, /End the session on Chrome on Android/, 'End');
    await waitFor(() => expect(sent).toEqual([{ q: 'account-session', body: 2 }]));
    await waitFor(() => expect(within(table).queryByText('Chrome on Android')).toBeNull());
  });

  it('uploads a photo, keeps the chosen file when the server refuses it, and removes it after asking', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin('/admin/account');
    const save = await screen.findByRole('button', { name: 'Save photo' });
    await user.click(save);
    expect(screen.getByLabelText(/^Photo/, { selector: 'input' })).toHaveAccessibleDescription(
      /Choose a photo first/,
    );
    expect(sent).toEqual([]);

    await user.upload(
      screen.getByLabelText(/^Photo/, { selector: 'input' }),
      new File(['not an image'], 'notes.txt'),
    );
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('image must be a PNG');
    expect(screen.getByText('New photo: notes.txt')).toBeInTheDocument();

    await user.upload(
      screen.getByLabelText(/^Photo/, { selector: 'input' }),
      new File(['png'], 'asha.png'),
    );
    await user.click(save);
    expect(await screen.findByText('Photo saved')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      expect.stringContaining('uploads/asha.png'),
    );
    await confirmVia(user, 'Remove photo', 'Remove photo');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current photo' })).toBeNull());
    expect(sent.map((s) => s.q)).toEqual([
      'account-avatar',
      'account-avatar',
      'account-avatar-delete',
    ]);
  });
});
