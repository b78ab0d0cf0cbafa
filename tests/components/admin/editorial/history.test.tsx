import '../plainEditor';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call, failsOnce, seedCapabilities } from '../../../msw/handlers';
import { requestsTo } from '../../../msw/adminHandlers';
import { renderRoute } from '../../../utils/render';
import { formatInZone, formatInZoneToSecond } from '../../../../src/features/admin/posts/time';
import { expectPostNotFound, reviewDb, revisionOf, setupReviewTests } from './reviewToolsSetup';

// TinyMCE cannot run in jsdom: the edit page gets the plain text area.
setupReviewTests();

const RESTORE_QUESTION = 'Restore this version? The current version stays in the history.';
const ZONE = 'Asia/Kolkata';
const OLD_CONTENT = '<p>Roulette is a game of chance.</p><p>Second paragraph.</p>';

/** Post 1's history: a first draft, an autosave of it, then the save that is the post now. */
function arrangeHistory() {
  const first = {
    kind: 'save' as const,
    title: 'Roulette Odds',
    excerpt: 'A longer short excerpt.',
    content: OLD_CONTENT,
    category_id: 2,
    status: 'draft' as const,
    published_at: null,
  };
  reviewDb.revisions = [
    revisionOf(1, 1, { ...first, created_at: '2026-02-28T04:30:00.000Z' }),
    revisionOf(1, 2, {
      ...first,
      kind: 'autosave',
      title: 'Roulette Odds Explained',
      created_at: '2026-02-28T06:00:00.000Z',
    }),
    revisionOf(1, 3, { created_at: '2026-03-01T10:00:00.000Z' }),
  ];
}

async function openHistory(id = 1) {
  const user = userEvent.setup();
  const view = renderRoute(`/admin/posts/history/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'Post History' });
  const rows = await within(await screen.findByRole('list', { name: 'Revisions' })).findAllByRole(
    'listitem',
  );
  return { user, rows, ...view };
}

const revisionRows = () =>
  within(screen.getByRole('list', { name: 'Revisions' })).getAllByRole('listitem');

/** The row of the revision saved at `iso`. */
const rowAt = (iso: string) =>
  screen.getByText(formatInZoneToSecond(iso, ZONE)).closest('li') as HTMLElement;

async function compare(user: ReturnType<typeof userEvent.setup>, iso: string) {
  await user.click(within(rowAt(iso)).getByRole('button', { name: 'Compare' }));
  return screen.findByRole('region', { name: 'Compared with the current version' });
}

/** The diff shown for one field (its <dd>). */
const fieldDiff = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('post history', () => {
  it('lists each revision with its time in the site zone, kind, status and changes in words', async () => {
    arrangeHistory();
    const { rows } = await openHistory();
    expect(screen.getByText('Roulette Odds Explained')).toBeInTheDocument();
    expect(rows).toHaveLength(3);
    // Newest first.
    expect(rows[0]).toHaveTextContent(formatInZoneToSecond('2026-03-01T10:00:00.000Z', ZONE));
    expect(rows[0]).toHaveTextContent('Saved');
    expect(rows[0]).toHaveTextContent('Published');
    expect(rows[0]).toHaveTextContent(
      'Changed: Excerpt, Content, Category, Status, Publication time',
    );
    expect(rows[1]).toHaveTextContent('Autosave');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('Changed: Title');
    expect(rows[2]).toHaveTextContent(
      'Changed: Title, Excerpt, Content, Category, Image, Status, Publication time, Meta title, Meta description, Image alt text',
    );
    expect(screen.getByRole('link', { name: 'Back to editing' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/1',
    );
  });

  it('compares a revision with the current version word by word, with ins and del', async () => {
    arrangeHistory();
    const { user } = await openHistory();
    const region = await compare(user, '2026-02-28T04:30:00.000Z');
    expect(
      within(rowAt('2026-02-28T04:30:00.000Z')).getByRole('button', { name: 'Compare' }),
    ).toHaveAttribute('aria-expanded', 'true');

    // Read as what restoring would do: the current text removed, this version's added.
    const title = fieldDiff(region, 'Title');
    expect(title.querySelector('del')).toHaveTextContent('[removed: Explained]');
    expect(title.querySelector('ins')).toBeNull();
    expect(title).toHaveTextContent('Roulette Odds [removed: Explained]');

    const excerpt = fieldDiff(region, 'Excerpt');
    expect(excerpt.querySelector('ins')).toHaveTextContent('[added: longer ]');
    expect(excerpt).toHaveTextContent('A [added: longer ] short excerpt.');

    // The body compared as text, paragraph by paragraph.
    const content = fieldDiff(region, 'Content');
    expect(content.querySelector('del')).toHaveTextContent('[removed: pure ]');
    expect(content.textContent).toContain('\n\nSecond paragraph.');
    expect(content.textContent).not.toContain('<p>');

    expect(fieldDiff(region, 'Category')).toHaveTextContent('[removed: Casino] → [added: Crypto]');
    // Status and time are shown, and said to stay as they are on a restore.
    const status = fieldDiff(region, 'Status');
    expect(status).toHaveTextContent('[removed: Published] → [added: Draft]');
    expect(status).toHaveTextContent('Restoring keeps the current one.');
    expect(fieldDiff(region, 'Publication time')).toHaveTextContent(
      `[removed: ${formatInZone('2026-03-01T10:00:00.000Z', ZONE)}] → [added: Not set]`,
    );
    expect(fieldDiff(region, 'Category')).not.toHaveTextContent('Restoring keeps');
    // Unchanged fields are left out.
    expect(within(region).queryByText('Image', { selector: 'dt' })).toBeNull();
  });

  it('says when a revision is the same as the current version', async () => {
    arrangeHistory();
    const { user } = await openHistory();
    const region = await compare(user, '2026-03-01T10:00:00.000Z');
    expect(region).toHaveTextContent(
      'This version is the same as the current one: there is nothing to restore.',
    );
    expect(within(region).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('offers no restore when only what a restore keeps differs (the status)', async () => {
    arrangeHistory();
    reviewDb.revisions.push(
      revisionOf(1, 4, { status: 'draft', created_at: '2026-02-28T09:00:00.000Z' }),
    );
    const { user } = await openHistory();
    const region = await compare(user, '2026-02-28T09:00:00.000Z');
    expect(fieldDiff(region, 'Status')).toHaveTextContent('Restoring keeps the current one.');
    expect(region).toHaveTextContent('Restoring this version would change nothing');
    expect(within(region).queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('tells two saves of the same minute apart by their seconds', async () => {
    arrangeHistory();
    reviewDb.revisions.push(
      revisionOf(1, 4, { title: 'Roulette Odds, again', created_at: '2026-03-01T10:00:41.000Z' }),
    );
    await openHistory();
    const times = revisionRows().map((row) => row.querySelector('time')?.textContent);
    expect(times.slice(0, 2)).toEqual([
      formatInZoneToSecond('2026-03-01T10:00:41.000Z', ZONE),
      formatInZoneToSecond('2026-03-01T10:00:00.000Z', ZONE),
    ]);
    expect(times[0]).toMatch(/15:30:41/);
    expect(times[0]).not.toBe(times[1]);
  });

  it('restores a version after confirming, says so, and lists the new restore revision', async () => {
    arrangeHistory();
    const { user } = await openHistory();
    const region = await compare(user, '2026-02-28T04:30:00.000Z');

    // Cancelled: nothing sent.
    await user.click(within(region).getByRole('button', { name: 'Restore this version' }));
    let confirm = await screen.findByRole('dialog', { name: RESTORE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo('post-revision-restore')).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Restore this version' }));
    confirm = await screen.findByRole('dialog', { name: RESTORE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    expect(requestsTo('post-revision-restore')).toHaveLength(1);
    expect(requestsTo('post-revision-restore')[0]).toMatchObject({
      method: 'POST',
      json: { id: 1 },
    });
    // The list is asked again: the restore is on top.
    await waitFor(() => expect(revisionRows()).toHaveLength(4));
    expect(revisionRows()[0]).toHaveTextContent('Restored');
    // And the comparison is now with the restored post: the title is the same again.
    await waitFor(() =>
      expect(
        within(
          screen.getByRole('region', { name: 'Compared with the current version' }),
        ).queryByText('Title', { selector: 'dt' }),
      ).toBeNull(),
    );
  });

  it('says the current image was kept when the restored version’s image is gone', async () => {
    arrangeHistory();
    reviewDb.imageGone.add(1);
    const { user } = await openHistory();
    const region = await compare(user, '2026-02-28T04:30:00.000Z');
    await user.click(within(region).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: RESTORE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(
        'Version restored; its image was deleted, so the current image was kept',
      ),
    ).toBeInTheDocument();
  });

  it('says why a restore failed', async () => {
    arrangeHistory();
    server.use(
      call('post', 'post-revision-restore', () =>
        HttpResponse.json({ status: 'error', message: 'Revision not found' }, { status: 404 }),
      ),
    );
    const { user } = await openHistory();
    const region = await compare(user, '2026-02-28T04:30:00.000Z');
    await user.click(within(region).getByRole('button', { name: 'Restore this version' }));
    const confirm = await screen.findByRole('dialog', { name: RESTORE_QUESTION });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revision not found');
    expect(revisionRows()).toHaveLength(3);
  });

  it('offers "Try again" when a version cannot be loaded', async () => {
    arrangeHistory();
    server.use(failsOnce('get', 'post-revision'));
    const { user } = await openHistory();
    await user.click(
      within(rowAt('2026-02-28T04:30:00.000Z')).getByRole('button', { name: 'Compare' }),
    );
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Something went wrong.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Compared with the current version' }),
    ).toBeInTheDocument();
  });

  it('says when the post has no revisions yet', async () => {
    renderRoute('/admin/posts/history/1');
    expect(await screen.findByText('No revisions yet: each save keeps one.')).toBeInTheDocument();
  });

  it('shows "Post not found" with Back to posts for an unknown post', async () => {
    renderRoute('/admin/posts/history/999');
    await expectPostNotFound();
  });

  it('offers "Try again" when the history cannot be fetched', async () => {
    arrangeHistory();
    server.use(failsOnce('get', 'post-revisions'));
    const user = userEvent.setup();
    renderRoute('/admin/posts/history/1');
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Something went wrong.');
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Revisions' })).findAllByRole(
        'listitem',
      ),
    ).toHaveLength(3);
  });

  it('leads to the edit page against a seed backend, which has no revisions', async () => {
    server.use(seedCapabilities());
    const { router } = renderRoute('/admin/posts/history/1');
    expect(await screen.findByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/edit/1'));
  });
});
