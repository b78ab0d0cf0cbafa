import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { API_ORIGIN, call } from '../../../msw/handlers';
import { adminDb, formFields, POST_CONFLICT, requestsTo } from '../../../msw/adminHandlers';
import { confirmVia, openPostForm, pngFile, renderAdmin, setupAdminTests } from '../adminTestSetup';

vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupAdminTests();

const ROULETTE_CONTENT =
  '<p>Roulette is a game of <strong>pure chance</strong>. Every spin is independent of the last one.</p><p>Second paragraph.</p>';

const openEditForm = (id = 1) => openPostForm(`/admin/posts/edit/${id}`, 'Edit Post');

describe('edit post form', () => {
  it('shows "Loading post..." and then the post\'s values', async () => {
    server.use(
      call('get', 'post', async ({ request }) => {
        await delay(100);
        const id = Number(new URL(request.url).searchParams.get('id'));
        return HttpResponse.json(adminDb.posts.find((p) => p.id === id));
      }),
    );
    renderAdmin('/admin/posts/edit/1');
    expect(await screen.findByText('Loading post...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Roulette Odds Explained');
    expect(screen.queryByText('Loading post...')).toBeNull();
    expect(screen.getByLabelText('Slug')).toHaveValue('roulette-odds-explained');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('A short excerpt.');
    expect(await screen.findByLabelText('Content')).toHaveValue(ROULETTE_CONTENT);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('1'));
    expect(screen.getByRole('option', { name: 'Casino', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      `${API_ORIGIN}/backend/public/uploads/roulette.jpg`,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('asks the backend for the post by id (q=post&id=…)', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.url);
    });
    await openEditForm(3);
    expect(screen.getByLabelText('Title')).toHaveValue('Bitcoin Weekly Outlook');
    expect(seen).toContain(`${API_ORIGIN}/backend/index.php?q=post&id=3`);
    server.events.removeAllListeners();
  });

  it('shows "Post not found" for an id the backend does not know', async () => {
    renderAdmin('/admin/posts/edit/999');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to posts' })).toHaveAttribute(
      'href',
      '/admin/posts',
    );
  });

  it('keeps the stored slug until the title changes, then regenerates it live', async () => {
    adminDb.posts[0]!.slug = 'custom-roulette-slug';
    const { user } = await openEditForm();
    expect(screen.getByLabelText('Slug')).toHaveValue('custom-roulette-slug');
    await user.type(screen.getByLabelText('Title'), ' 2026');
    expect(screen.getByLabelText('Slug')).toHaveValue('roulette-odds-explained-2026');
  });

  it('sends id, the fields, existingImage and the loaded updated_at when no new image is chosen', async () => {
    const { user, router } = await openEditForm();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Roulette Odds Revisited');
    await user.selectOptions(screen.getByLabelText('Category'), 'Poker');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    const sent = requestsTo('post-update');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form!.map(([name]) => name)).toEqual([
      'id',
      'title',
      'slug',
      'excerpt',
      'content',
      'category_id',
      'existingImage',
      'updated_at',
    ]);
    expect(formFields(sent[0])).toEqual({
      id: '1',
      title: 'Roulette Odds Revisited',
      slug: 'roulette-odds-revisited',
      excerpt: 'A short excerpt.',
      content: ROULETTE_CONTENT,
      category_id: '4',
      existingImage: 'uploads/roulette.jpg',
      updated_at: '2026-03-01T10:00:00.000Z',
    });
    expect(
      await screen.findByRole('rowheader', { name: 'Roulette Odds Revisited' }),
    ).toBeInTheDocument();
  });

  it('sends the new image, and no existingImage, when a new file is chosen', async () => {
    const { user } = await openEditForm();
    await user.upload(screen.getByLabelText('Image'), pngFile('new-cover.png'));
    expect(
      await screen.findByRole('img', { name: 'Preview of the chosen image' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Post updated successfully');
    const fields = formFields(requestsTo('post-update')[0]);
    expect(Object.keys(fields)).not.toContain('existingImage');
    expect(fields.image).toMatchObject({ type: 'image/png', size: pngFile().size });
  });

  it('can go back to the current image after choosing a new one', async () => {
    const { user } = await openEditForm();
    await user.upload(screen.getByLabelText('Image'), pngFile('new-cover.png'));
    await user.click(await screen.findByRole('button', { name: 'Keep the current image' }));
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Post updated successfully');
    expect(formFields(requestsTo('post-update')[0]).existingImage).toBe('uploads/roulette.jpg');
  });

  it('shows "Error updating post" when the server refuses without a message, keeping the edits', async () => {
    server.use(
      call('post', 'post-update', () => HttpResponse.json({ status: 'error' }, { status: 500 })),
    );
    const { user, router } = await openEditForm();
    await user.type(screen.getByLabelText('Content'), '<p>More.</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error updating post$/);
    expect(router.state.location.pathname).toBe('/admin/posts/edit/1');
    expect(screen.getByLabelText('Content')).toHaveValue(`${ROULETTE_CONTENT}<p>More.</p>`);
  });

  it('shows "Something went wrong." when the backend cannot be reached', async () => {
    server.use(call('post', 'post-update', () => HttpResponse.error()));
    const { user } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('shows "Please select a category" when the post has none and nothing is chosen', async () => {
    adminDb.posts[0]!.category_id = null;
    const { user } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'Please select a category',
    );
    expect(requestsTo('post-update')).toHaveLength(0);
  });
});

describe('a post changed elsewhere since the form opened (409)', () => {
  async function saveAfterSomeoneElse() {
    const view = await openEditForm();
    // Someone else saves the post after this form loaded it.
    adminDb.posts[0]!.title = 'Their Title';
    adminDb.posts[0]!.updated_at = '2026-03-02T08:00:00.000Z';
    await view.user.type(screen.getByLabelText('Content'), '<p>My new paragraph.</p>');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    return view;
  }

  it("shows the server's message and keeps everything the admin typed", async () => {
    const { router } = await saveAfterSomeoneElse();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(POST_CONFLICT);
    expect(alert).toHaveTextContent('Your edits are still in the form.');
    expect(router.state.location.pathname).toBe('/admin/posts/edit/1');
    expect(screen.getByLabelText('Content')).toHaveValue(
      `${ROULETTE_CONTENT}<p>My new paragraph.</p>`,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Roulette Odds Explained');
    expect(adminDb.posts[0]!.title).toBe('Their Title');
  });

  it('saves over the other version only when the admin chooses to keep their edits', async () => {
    const { user, router } = await saveAfterSomeoneElse();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Keep my edits' }));
    expect(
      await screen.findByText(
        'Your edits are kept. Press Save to replace the other version with yours.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo('post-update')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(formFields(requestsTo('post-update')[1]).updated_at).toBe('2026-03-02T08:00:00.000Z');
    expect(adminDb.posts[0]!.content).toBe(`${ROULETTE_CONTENT}<p>My new paragraph.</p>`);
  });

  it('loads the latest version, discarding the edits, only after confirming', async () => {
    const { user } = await saveAfterSomeoneElse();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Discard your edits and load the latest version of this post?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Discard my edits' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their Title'));
    expect(screen.getByLabelText('Content')).toHaveValue(ROULETTE_CONTENT);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('leaving the edit form', () => {
  it('does not ask when nothing was changed', async () => {
    const { user, router } = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving once the content was edited', async () => {
    const { user, router } = await openEditForm();
    await user.type(screen.getByLabelText('Content'), '<p>Unsaved</p>');
    await confirmVia(
      user,
      'Cancel',
      'Leave',
      'You have unsaved changes. Leave this page and lose them?',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
  });
});
