import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { requestsTo } from '../../../msw/adminHandlers';
import { renderRoute } from '../../../utils/render';
import { formatInZone } from '../../../../src/features/admin/posts/time';
import { reviewDb, setupReviewTests, TOKEN } from './reviewToolsSetup';

setupReviewTests();

const EXPLANATION =
  'Anyone with the link can read this post until it expires, without an account. It is not listed or indexed.';
const REVOKE_QUESTION = 'Revoke this link? Anyone who has it can no longer read the post.';
const day = 86_400_000;

/** The preview of post 1 with its share dialog open. */
async function openShareDialog() {
  const user = userEvent.setup();
  const view = renderRoute('/admin/posts/preview/1');
  const note = await screen.findByRole('note');
  await user.click(within(note).getByRole('button', { name: 'Share link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share links' });
  return { user, dialog, ...view };
}

const sharedUrl = `${window.location.origin}/shared/${TOKEN}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('share links dialog', () => {
  it('explains what a link allows and starts at 7 days valid', async () => {
    const { dialog } = await openShareDialog();
    expect(dialog).toHaveAccessibleDescription(EXPLANATION);
    expect(within(dialog).getByLabelText('Days valid')).toHaveValue(7);
    expect(await within(dialog).findByText('No links yet.')).toBeInTheDocument();
  });

  it('creates a link for the days chosen and shows its full address once', async () => {
    const { user, dialog } = await openShareDialog();
    const days = within(dialog).getByLabelText('Days valid');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByRole('textbox', { name: 'New link' });
    expect(link).toHaveValue(sharedUrl);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(/^Copy it now: it is not shown again\./);
    expect(requestsTo('share-links')).toHaveLength(1);
    expect(requestsTo('share-links')[0]!.json).toEqual({ post_id: 1, days: 3 });
    // The list below now has it.
    expect(await within(dialog).findByText('Active')).toBeInTheDocument();

    // Closed and opened again: the address is gone for good, the link stays listed.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(screen.getByRole('note')).getByRole('button', { name: 'Share link' }));
    const again = await screen.findByRole('dialog', { name: 'Share links' });
    expect(await within(again).findByText('Active')).toBeInTheDocument();
    expect(within(again).queryByRole('textbox', { name: 'New link' })).toBeNull();
    expect(again).not.toHaveTextContent(TOKEN);
  });

  it('copies the new link with the Clipboard API and says "Link copied"', async () => {
    const { user, dialog } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'New link' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(sharedUrl);
  });

  it('selects the link for copying by hand when the clipboard cannot be used', async () => {
    const { user, dialog } = await openShareDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByRole<HTMLInputElement>('textbox', {
      name: 'New link',
    });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    const execCommand = vi.fn(() => false);
    const original = document.execCommand;
    document.execCommand = execCommand;
    onTestFinished(() => {
      document.execCommand = original;
    });
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(dialog).findByText(
        'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
      ),
    ).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, sharedUrl.length]);
  });

  it('refuses days outside 1 to 30 with "Choose 1 to 30 days" and sends nothing', async () => {
    const { user, dialog } = await openShareDialog();
    const days = within(dialog).getByLabelText('Days valid');
    for (const value of ['31', '0', '']) {
      await user.clear(days);
      if (value) await user.type(days, value);
      await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
      expect(within(dialog).getByText('Choose 1 to 30 days')).toBeInTheDocument();
      expect(days).toHaveAccessibleDescription('Choose 1 to 30 days');
      expect(days).toBeInvalid();
    }
    expect(requestsTo('share-links')).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '30');
    expect(within(dialog).queryByText('Choose 1 to 30 days')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByRole('textbox', { name: 'New link' });
    expect(requestsTo('share-links')[0]!.json).toEqual({ post_id: 1, days: 30 });
  });

  it('shows a refused creation inline and keeps the days typed', async () => {
    server.use(
      call('post', 'share-links', () =>
        HttpResponse.json({ status: 'error', message: 'Post not found' }, { status: 404 }),
      ),
    );
    const { user, dialog } = await openShareDialog();
    const days = within(dialog).getByLabelText('Days valid');
    await user.clear(days);
    await user.type(days, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Post not found');
    expect(days).toHaveValue(12);
    expect(within(dialog).queryByRole('textbox', { name: 'New link' })).toBeNull();
  });

  it('lists links with their times in the site zone and whether they still work', async () => {
    const now = Date.now();
    const active = {
      id: 1,
      post_id: 1,
      created_at: new Date(now - day).toISOString(),
      expires_at: new Date(now + 6 * day).toISOString(),
      revoked: false,
    };
    const expired = { ...active, id: 2, expires_at: new Date(now - 60_000).toISOString() };
    const revoked = { ...active, id: 3, revoked: true };
    reviewDb.links = [active, expired, revoked];
    const { dialog } = await openShareDialog();
    const items = await within(dialog).findAllByRole('listitem');
    // Newest first.
    expect(
      items.map((item) => within(item).getByText(/^(Active|Expired|Revoked)$/).textContent),
    ).toEqual(['Revoked', 'Expired', 'Active']);
    const activeRow = items[2]!;
    expect(activeRow).toHaveTextContent(
      `Created ${formatInZone(active.created_at, 'Asia/Kolkata')}`,
    );
    expect(activeRow).toHaveTextContent(
      `Expires ${formatInZone(active.expires_at, 'Asia/Kolkata')}`,
    );
    expect(activeRow).toHaveTextContent(/IST|GMT\+5:30/);
    // Only a working link can be revoked.
    expect(within(dialog).getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    expect(within(activeRow).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
  });

  it('revokes an active link after confirming, with DELETE q=share-link-delete', async () => {
    reviewDb.links = [
      {
        id: 4,
        post_id: 1,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 7 * day).toISOString(),
        revoked: false,
      },
    ];
    const { user, dialog } = await openShareDialog();
    const revoke = await within(dialog).findByRole('button', { name: 'Revoke' });

    // Cancelled: nothing sent.
    await user.click(revoke);
    let confirm = await screen.findByRole('dialog', { name: REVOKE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REVOKE_QUESTION })).toBeNull());
    expect(requestsTo('share-link-delete')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Share links' })).toBeInTheDocument();

    await user.click(revoke);
    confirm = await screen.findByRole('dialog', { name: REVOKE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(requestsTo('share-link-delete')).toHaveLength(1));
    expect(requestsTo('share-link-delete')[0]).toMatchObject({
      method: 'DELETE',
      params: { q: 'share-link-delete', id: '4' },
    });
    expect(await within(dialog).findByText('Revoked')).toBeInTheDocument();
    expect(within(dialog).getByText('Link revoked')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('closes on Escape and gives the focus back to "Share link"', async () => {
    const { user } = await openShareDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('note')).getByRole('button', { name: 'Share link' }),
    ).toHaveFocus();
  });

  it('keeps the focus inside the dialog on Tab', async () => {
    const { user, dialog } = await openShareDialog();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
