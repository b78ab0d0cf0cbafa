import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { server } from '../../../msw/server';
import { seedCapabilities } from '../../../msw/handlers';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { formatInZone } from '../../../../src/features/admin/posts/time';
import { openPostForm } from '../adminTestSetup';
import { setupFormTests } from './formTestSetup';

// TinyMCE cannot run in jsdom: the forms get the plain text area.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupFormTests();

const ORIGIN = window.location.origin;
const publication = () => screen.getByRole('group', { name: 'Publication' });
const actionBar = () => screen.getByRole('group', { name: 'Save and publish' });

async function fillNewPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Grand National Tips');
  await user.type(screen.getByLabelText('Excerpt'), 'Who to back this year.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Football');
}

const pressSave = (target: Element = document.body, key: 'ctrlKey' | 'metaKey' = 'ctrlKey') =>
  fireEvent.keyDown(target, { key: 's', [key]: true });

describe('publish flow with the editorial workflow', () => {
  it('starts a new post as a Draft, its one button saying "Save draft", in a bar with the status', async () => {
    await openPostForm('/admin/posts/add');
    expect(within(publication()).getByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(within(actionBar()).getByRole('button', { name: 'Save draft' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(actionBar()).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(actionBar()).toHaveTextContent('New post, not saved yet');
    // The autosave's state is in the bar too (empty until the first autosave).
    expect(within(actionBar()).getByRole('status')).toBeInTheDocument();
  });

  it('asks before publishing, showing the final address and when it goes live; Cancel sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-01T13:05:00.000Z'));
    try {
      const { user, router } = await openPostForm('/admin/posts/add');
      await fillNewPost(user);
      await user.click(within(publication()).getByRole('radio', { name: 'Published' }));
      await user.click(within(actionBar()).getByRole('button', { name: 'Publish' }));

      const dialog = await screen.findByRole('dialog', { name: 'Publish this post now?' });
      expect(dialog).toHaveAccessibleDescription(
        `It goes live now (${formatInZone('2026-04-01T13:05:00.000Z', 'Asia/Kolkata')}) at ${ORIGIN}/football/grand-national-tips`,
      );
      expect(dialog).toHaveTextContent('1 Apr 2026, 18:35');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requestsTo('posts')).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/admin/posts/add');
      expect(screen.getByLabelText('Title')).toHaveValue('Grand National Tips');
      expect(within(publication()).getByRole('radio', { name: 'Published' })).toBeChecked();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before scheduling, with the scheduled time in the site zone, and sends once confirmed', async () => {
    const { user } = await openPostForm('/admin/posts/add');
    await fillNewPost(user);
    await user.click(within(publication()).getByRole('radio', { name: 'Scheduled' }));
    fireEvent.change(screen.getByLabelText('Publish at'), {
      target: { value: '2099-05-01T18:30' },
    });
    await user.click(within(actionBar()).getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this post?' });
    expect(dialog).toHaveAccessibleDescription(
      `It goes live on ${formatInZone('2099-05-01T13:00:00.000Z', 'Asia/Kolkata')} at ${ORIGIN}/football/grand-national-tips`,
    );
    expect(requestsTo('posts')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(requestsTo('posts')).toHaveLength(1));
    expect(formFields(requestsTo('posts')[0])).toMatchObject({
      status: 'scheduled',
      published_at: '2099-05-01T13:00:00.000Z',
    });
  });

  it("goes on to the new post's edit page after adding it, the notice offering its Preview", async () => {
    const { user, router } = await openPostForm('/admin/posts/add');
    await fillNewPost(user);
    await user.click(within(actionBar()).getByRole('button', { name: 'Save draft' }));
    const added = await waitFor(() => {
      const post = adminDb.posts.find((p) => p.title === 'Grand National Tips');
      expect(post).toBeDefined();
      return post!;
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/posts/edit/${added.id}`),
    );
    expect(await screen.findByText('Post added successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/admin/posts/preview/${added.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
  });

  it('stays on the edit page after a save, with a "View post" link to its public address, and saves again from there', async () => {
    const { user, router } = await openPostForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' More.');
    // A published post: no question, the button says it updates it.
    await user.click(within(actionBar()).getByRole('button', { name: 'Update' }));
    const toast = await screen.findByText('Post updated successfully');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(toast.closest('[role="status"]')!).getByRole('link', { name: 'View post' }),
    ).toHaveAttribute('href', '/casino/roulette-odds-explained');
    expect(router.state.location.pathname).toBe('/admin/posts/edit/1');
    expect(screen.getByLabelText('Excerpt')).toHaveValue(`${adminDb.posts[0]!.excerpt}`);

    // Nothing unsaved once saved: the browser is not asked before leaving.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);

    // The next save is guarded against the version just saved, not the one first opened.
    const savedVersion = adminDb.posts[0]!.updated_at;
    expect(savedVersion).not.toBe(formFields(requestsTo('post-update')[0]).updated_at);
    await user.type(screen.getByLabelText('Excerpt'), ' Again.');
    await user.click(within(actionBar()).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(2));
    expect(formFields(requestsTo('post-update')[1]).updated_at).toBe(savedVersion);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves with Ctrl+S and Cmd+S, keeping the browser from its "Save page" dialog', async () => {
    const { user } = await openPostForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' More.');
    const excerpt = screen.getByLabelText('Excerpt');
    expect(pressSave(excerpt)).toBe(false); // defaultPrevented
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
    expect(formFields(requestsTo('post-update')[0]).excerpt).toMatch(/ More\.$/);
    await screen.findByText('Post updated successfully');

    await user.type(excerpt, '!');
    expect(pressSave(document.body, 'metaKey')).toBe(false);
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(2));
  });

  it('asks before Ctrl+S publishes a draft, as the button does', async () => {
    Object.assign(adminDb.posts[0]!, { status: 'draft', published_at: null });
    const { user } = await openPostForm('/admin/posts/edit/1');
    expect(actionBar()).toHaveTextContent('Draft');
    await user.click(within(publication()).getByRole('radio', { name: 'Published' }));
    pressSave();
    const dialog = await screen.findByRole('dialog', { name: 'Publish this post now?' });
    expect(dialog).toHaveTextContent(`${ORIGIN}/casino/roulette-odds-explained`);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
    expect(formFields(requestsTo('post-update')[0]).status).toBe('published');
    // Now out: the bar says so, and the next save is an update.
    await waitFor(() => expect(actionBar()).toHaveTextContent('Published'));
    expect(within(actionBar()).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});

describe("publish flow against a seed backend: the seed's", () => {
  it('adds with "Add Post" at once (no question, no status) and goes back to the list', async () => {
    server.use(seedCapabilities());
    const { user, router } = await openPostForm('/admin/posts/add');
    expect(screen.queryByRole('group', { name: 'Publication' })).not.toBeInTheDocument();
    await fillNewPost(user);
    await user.click(within(actionBar()).getByRole('button', { name: 'Add Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('posts')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'View post' })).not.toBeInTheDocument();
  });

  it('saves with "Save" and goes back to the list; Ctrl+S does the same', async () => {
    server.use(seedCapabilities());
    const { user, router } = await openPostForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' More.');
    pressSave(screen.getByLabelText('Excerpt'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(requestsTo('post-update')).toHaveLength(1);
  });
});
