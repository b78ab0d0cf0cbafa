import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call } from '../../../msw/handlers';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { confirmVia, objectUrls, openPostForm, pngFile, setupAdminTests } from '../adminTestSetup';

vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupAdminTests();

const openAddForm = () => openPostForm('/admin/posts/add', 'Add Post');

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Grand National Tips');
  await user.type(screen.getByLabelText('Excerpt'), 'Who to back this year.');
  await user.type(screen.getByLabelText('Content'), '<p>Back the <strong>favourite</strong>.</p>');
  await user.selectOptions(screen.getByLabelText('Category'), 'Football');
}

describe('add post form', () => {
  it('shows "Please select a category" on the category select and sends nothing', async () => {
    const { user } = await openAddForm();
    await user.type(screen.getByLabelText('Title'), 'No category');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    const select = screen.getByLabelText('Category');
    expect(await screen.findByText('Please select a category')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a category');
    expect(select).toHaveFocus();
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it('asks for a title and sends nothing when it is blank', async () => {
    const { user } = await openAddForm();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.selectOptions(screen.getByLabelText('Category'), 'Casino');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it('refuses a title over 200 characters and a title with no letter or digit for the slug', async () => {
    const { user } = await openAddForm();
    const title = screen.getByLabelText('Title');
    await user.selectOptions(screen.getByLabelText('Category'), 'Casino');
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(title).toHaveAccessibleDescription('The title must be at most 200 characters.');

    await user.clear(title);
    await user.type(title, '!!! ???');
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      expect.stringContaining('The slug is empty: the title needs at least one letter or digit.'),
    );
    // The slug is made from the title: the title is what to fix.
    expect(title).toHaveFocus();
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it.each([
    ['Hello World', 'hello-world'],
    ['  Trim me  ', 'trim-me'],
    ['Already-hyphenated title', 'already-hyphenated-title'],
    ['Café Crème Brûlée', 'caf-crme-brle'],
    ["What's new? Odds, tips & more!", 'whats-new-odds-tips-more'],
    ['Big    Win     Tonight', 'big-win-tonight'],
    ['UPPER case 2026', 'upper-case-2026'],
  ])('regenerates the read-only slug live from the title: %j gives %j', async (title, slug) => {
    const { user } = await openAddForm();
    const slugInput = screen.getByLabelText('Slug');
    expect(slugInput).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Title'), title);
    expect(slugInput).toHaveValue(slug);
  });

  it('sends exactly title, slug, excerpt, content, category_id and image as multipart, then returns to the list with a notice', async () => {
    const { user, router } = await openAddForm();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Image'), pngFile('cover.png'));
    await user.click(screen.getByRole('button', { name: 'Add Post' }));

    expect(await screen.findByText('Post created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(
      await screen.findByRole('rowheader', { name: 'Grand National Tips' }),
    ).toBeInTheDocument();

    const sent = requestsTo('posts');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.form!.map(([name]) => name)).toEqual([
      'title',
      'slug',
      'excerpt',
      'content',
      'category_id',
      'image',
    ]);
    const fields = formFields(sent[0]);
    expect(fields).toMatchObject({
      title: 'Grand National Tips',
      slug: 'grand-national-tips',
      excerpt: 'Who to back this year.',
      content: '<p>Back the <strong>favourite</strong>.</p>',
      category_id: '3',
    });
    // The chosen file's bytes (jsdom's File loses its name on its way through Node's fetch).
    expect(fields.image).toMatchObject({ type: 'image/png', size: pngFile().size });
  });

  it('sends no image field when no image was chosen', async () => {
    const { user } = await openAddForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    await screen.findByText('Post created successfully');
    expect(requestsTo('posts')[0]!.form!.map(([name]) => name)).not.toContain('image');
  });

  it('takes images only (accept="image/*") and previews the chosen one, releasing the preview URL', async () => {
    const { user } = await openAddForm();
    const input = screen.getByLabelText('Image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();

    await user.upload(input, pngFile('first.png'));
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen image' });
    expect(preview).toHaveAttribute('src', objectUrls.created[0]);
    expect(screen.getByText('New image: first.png')).toBeInTheDocument();

    await user.upload(input, pngFile('second.png'));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
        'src',
        objectUrls.created.at(-1),
      ),
    );
    expect(objectUrls.revoked).toContain(objectUrls.created[0]);

    await user.click(screen.getByRole('button', { name: 'Remove the chosen image' }));
    expect(screen.queryByRole('img', { name: 'Preview of the chosen image' })).toBeNull();
    expect(objectUrls.revoked).toEqual(objectUrls.created);
  });

  it('shows "Error" when the server refuses without a message, keeping what was typed', async () => {
    server.use(call('post', 'posts', () => HttpResponse.json({ status: 'error' })));
    const { user, router } = await openAddForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error$/);
    expect(router.state.location.pathname).toBe('/admin/posts/add');
    expect(screen.getByLabelText('Title')).toHaveValue('Grand National Tips');
    expect(screen.getByLabelText('Content')).toHaveValue(
      '<p>Back the <strong>favourite</strong>.</p>',
    );
  });

  it("shows the server's message when it refuses the post", async () => {
    adminDb.posts[0]!.slug = 'grand-national-tips';
    const { user } = await openAddForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A post with this slug already exists',
    );
  });

  it('shows "Something went wrong." when the backend cannot be reached', async () => {
    server.use(call('post', 'posts', () => HttpResponse.error()));
    const { user } = await openAddForm();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});

describe('leaving the add form', () => {
  it('leaves at once with Cancel when nothing was typed', async () => {
    const { user, router } = await openAddForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with unsaved changes: staying keeps the edits, leaving goes', async () => {
    const { user, router } = await openAddForm();
    await user.type(screen.getByLabelText('Title'), 'Half-written');
    await confirmVia(
      user,
      'Cancel',
      'Cancel',
      'You have unsaved changes. Leave this page and lose them?',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/posts/add');
    expect(screen.getByLabelText('Title')).toHaveValue('Half-written');

    // A link elsewhere in the admin (the sidebar) is guarded too.
    await user.click(
      within(screen.getByRole('complementary')).getByRole('link', { name: /Posts/ }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'You have unsaved changes. Leave this page and lose them?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts'));
  });

  it('warns the browser before unloading the page only while there are unsaved changes', async () => {
    const { user } = await openAddForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Excerpt'), 'Draft');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
