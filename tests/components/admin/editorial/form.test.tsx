import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Role } from '../../../../src/contract/roles';
import { server } from '../../../msw/server';
import { publicCall, seedCapabilities } from '../../../msw/handlers';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { formatInZone } from '../../../../src/features/admin/posts/time';
import { confirmVia, openPostForm, pngFile, formSentTo } from '../adminTestSetup';
import { setupFormTests } from './formTestSetup';

// TinyMCE cannot run in jsdom: the forms get the plain text area.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupFormTests();

const openForm = (path: string) => openPostForm(path);

async function fillNewPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Grand National Tips');
  await user.type(screen.getByLabelText('Excerpt'), 'Who to back this year.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Football');
}

const publication = () => screen.getByRole('group', { name: 'Publication' });
const preview = () => screen.getByRole('region', { name: 'Search result preview' });

describe('editorial post form: which fields show', () => {
  it('shows no publication, search and sharing or alt text fields against a seed backend', async () => {
    server.use(seedCapabilities());
    await openForm('/admin/posts/add');
    expect(screen.queryByRole('group', { name: 'Publication' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Search and sharing' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Image alt text')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Search result preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Post' })).toBeInTheDocument();
  });

  it("sends exactly the seed's fields to a seed backend", async () => {
    server.use(seedCapabilities());
    const { user } = await openForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
    expect(requestsTo('post-update')[0]!.form!.map(([name]) => name)).toEqual([
      'id',
      'title',
      'slug',
      'excerpt',
      'content',
      'category_id',
      'existingImage',
      'updated_at',
    ]);
  });

  it('shows Publication (Draft for a new post), Search and sharing and alt text when editorial is on', async () => {
    await openForm('/admin/posts/add');
    expect(within(publication()).getByRole('radio', { name: 'Draft' })).toBeChecked();
    expect(within(publication()).getByRole('radio', { name: 'Published' })).not.toBeChecked();
    expect(within(publication()).getByRole('radio', { name: 'Scheduled' })).not.toBeChecked();
    expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Search and sharing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image alt text')).toHaveAccessibleDescription(
      expect.stringContaining('Describe the image for readers who cannot see it.'),
    );
  });

  it('names the save button after the chosen status: Save draft, Schedule, Publish', async () => {
    const { user } = await openForm('/admin/posts/add');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    await user.click(within(publication()).getByRole('radio', { name: 'Scheduled' }));
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByLabelText('Publish at')).toHaveAccessibleDescription('Time in Asia/Kolkata');
    await user.click(within(publication()).getByRole('radio', { name: 'Published' }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Post' })).not.toBeInTheDocument();
  });
});

describe('editorial post form: publication', () => {
  it('sends a scheduled time entered in the site zone as UTC: 18:30 in Kolkata is 13:00Z', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    await user.click(within(publication()).getByRole('radio', { name: 'Scheduled' }));
    fireEvent.change(screen.getByLabelText('Publish at'), {
      target: { value: '2099-05-01T18:30' },
    });
    await confirmVia(user, 'Schedule', 'Schedule', 'Schedule this post?');

    await waitFor(() => expect(requestsTo('posts')).toHaveLength(1));
    const sent = requestsTo('posts')[0]!;
    expect(sent.form!.map(([name]) => name)).toEqual([
      'title',
      'slug',
      'excerpt',
      'content',
      'category_id',
      'status',
      'published_at',
      'meta_title',
      'meta_description',
      'image_alt',
    ]);
    expect(formFields(sent)).toMatchObject({
      status: 'scheduled',
      published_at: '2099-05-01T13:00:00.000Z',
      meta_title: '',
      meta_description: '',
      image_alt: '',
    });
  });

  it('refuses a scheduled post with no time or a past time, focusing the time and sending nothing', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    await user.click(within(publication()).getByRole('radio', { name: 'Scheduled' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const at = screen.getByLabelText('Publish at');
    expect(at).toHaveAccessibleDescription(expect.stringContaining('Choose when to publish'));
    expect(at).toHaveFocus();

    fireEvent.change(at, { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(at).toHaveAccessibleDescription(expect.stringContaining('Choose a time in the future'));
    expect(at).toHaveFocus();
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it('sends a new draft as status draft with no time', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    await user.click(within(publication()).getByRole('radio', { name: 'Draft' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const fields = await formSentTo('posts');
    expect(fields.status).toBe('draft');
    expect(fields).not.toHaveProperty('published_at');
  });

  it('opens a published post with its time in the site zone and keeps it when saved', async () => {
    Object.assign(adminDb.posts[0]!, {
      status: 'published',
      published_at: '2026-03-01T10:00:00.000Z',
    });
    const { user } = await openForm('/admin/posts/edit/1');
    expect(within(publication()).getByRole('radio', { name: 'Published' })).toBeChecked();
    expect(publication()).toHaveTextContent(
      `Published ${formatInZone('2026-03-01T10:00:00.000Z', 'Asia/Kolkata')}`,
    );
    expect(publication()).toHaveTextContent('Published 1 Mar 2026, 15:30');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const fields = await formSentTo('post-update');
    expect(fields.status).toBe('published');
    expect(fields).not.toHaveProperty('published_at');
  });

  it('opens a scheduled post with its time filled in the site zone (Update keeps it, a new time is Schedule)', async () => {
    Object.assign(adminDb.posts[0]!, {
      status: 'scheduled',
      published_at: '2099-06-01T13:00:00.000Z',
    });
    await openForm('/admin/posts/edit/1');
    expect(within(publication()).getByRole('radio', { name: 'Scheduled' })).toBeChecked();
    expect(screen.getByLabelText('Publish at')).toHaveValue('2099-06-01T18:30');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Publish at'), {
      target: { value: '2099-06-02T18:30' },
    });
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();
  });
});

describe('editorial post form: search and sharing', () => {
  it('counts the meta fields live, as part of their description', async () => {
    const { user } = await openForm('/admin/posts/add');
    const metaTitle = screen.getByLabelText('Meta title');
    expect(metaTitle).toHaveAccessibleDescription(
      'Used in search results and share cards; the title when empty. 0/70',
    );
    await user.type(metaTitle, 'Derby');
    expect(metaTitle).toHaveAccessibleDescription(expect.stringContaining('5/70'));
    const metaDescription = screen.getByLabelText('Meta description');
    await user.type(metaDescription, 'Odds');
    expect(metaDescription).toHaveAccessibleDescription(expect.stringContaining('4/200'));
  });

  it('previews the result with the title and excerpt while the meta fields are empty, and the meta fields once typed', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    expect(preview()).toHaveTextContent(`${window.location.origin}/football/grand-national-tips`);
    expect(preview()).toHaveTextContent('Grand National Tips');
    expect(preview()).toHaveTextContent('Who to back this year.');

    await user.type(screen.getByLabelText('Meta title'), 'Best bets for Aintree');
    await user.type(screen.getByLabelText('Meta description'), 'Our picks, race by race.');
    expect(preview()).toHaveTextContent('Best bets for Aintree');
    expect(preview()).not.toHaveTextContent('Grand National Tips');
    expect(preview()).toHaveTextContent('Our picks, race by race.');
    expect(preview()).not.toHaveTextContent('Who to back this year.');
  });

  it('clips a long title and description in the preview as a search engine would, with …', async () => {
    const { user } = await openForm('/admin/posts/add');
    const title = 'Horse '.repeat(20).trim(); // 119 characters
    await user.click(screen.getByLabelText('Title'));
    await user.paste(title);
    await user.click(screen.getByLabelText('Excerpt'));
    await user.paste('word '.repeat(60).trim());
    const [, titleLine, descriptionLine] = Array.from(preview().querySelectorAll('p')).slice(1);
    expect(titleLine!.textContent!.length).toBeLessThanOrEqual(60);
    expect(titleLine!.textContent).toMatch(/^Horse Horse .*…$/);
    expect(descriptionLine!.textContent!.length).toBeLessThanOrEqual(160);
    expect(descriptionLine!.textContent).toMatch(/…$/);
  });

  it('shows an over-limit meta title at once, keeps the text, and blocks the save with the focus on it', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    const metaTitle = screen.getByLabelText('Meta title');
    await user.click(metaTitle);
    await user.paste('m'.repeat(71));
    expect(metaTitle).toHaveValue('m'.repeat(71));
    expect(metaTitle).toHaveAttribute('aria-invalid', 'true');
    expect(metaTitle).toHaveAccessibleDescription(
      expect.stringContaining('The meta title must be at most 70 characters.'),
    );
    expect(metaTitle).toHaveAccessibleDescription(expect.stringContaining('71/70'));

    await user.click(screen.getByLabelText('Excerpt'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(metaTitle).toHaveFocus();
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it('blocks the save on an over-limit meta description, focusing it', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    const metaDescription = screen.getByLabelText('Meta description');
    await user.click(metaDescription);
    await user.paste('d'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(metaDescription).toHaveFocus();
    expect(metaDescription).toHaveAccessibleDescription(
      expect.stringContaining('The meta description must be at most 200 characters.'),
    );
    expect(requestsTo('posts')).toHaveLength(0);
  });

  it('sends the meta fields and the alt text with the image', async () => {
    const { user } = await openForm('/admin/posts/add');
    await fillNewPost(user);
    await user.upload(screen.getByLabelText('Image'), pngFile('cover.png'));
    await user.type(screen.getByLabelText('Image alt text'), 'Horses clearing the last fence');
    await user.type(screen.getByLabelText('Meta title'), 'Aintree picks');
    await user.type(screen.getByLabelText('Meta description'), 'Race by race.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const fields = await formSentTo('posts');
    expect(fields).toMatchObject({
      status: 'draft',
      image_alt: 'Horses clearing the last fence',
      meta_title: 'Aintree picks',
      meta_description: 'Race by race.',
    });
    expect(fields.image).toBeTruthy();
  });

  it('opens a post with its meta fields and clears one sent empty', async () => {
    Object.assign(adminDb.posts[0]!, {
      meta_title: 'Roulette odds, plainly',
      meta_description: 'Every bet explained.',
      image_alt: 'A roulette wheel',
    });
    const { user } = await openForm('/admin/posts/edit/1');
    expect(screen.getByLabelText('Meta title')).toHaveValue('Roulette odds, plainly');
    expect(screen.getByLabelText('Image alt text')).toHaveValue('A roulette wheel');
    await user.clear(screen.getByLabelText('Meta title'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
    expect(formFields(requestsTo('post-update')[0])).toMatchObject({
      meta_title: '',
      meta_description: 'Every bet explained.',
      image_alt: 'A roulette wheel',
    });
  });

  it('counts a change of a meta field as unsaved (the browser is asked before unloading)', async () => {
    const { user } = await openForm('/admin/posts/edit/1');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Meta title'), 'x');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});

describe('editorial post form: the byline of a new post', () => {
  /** A backend with staff, signed in as member 4 with `role`. */
  function signedInAs(role: Role) {
    const member = (id: number, name: string, memberRole: Role) => ({
      id,
      username: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      display_name: name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
      role: memberRole,
      suspended: false,
      created_at: '2026-01-01T00:00:00.000Z',
      posts: 0,
    });
    server.use(
      publicCall('capabilities', () =>
        HttpResponse.json({ editorial: true, time_zone: 'Asia/Kolkata', staff: true }),
      ),
      publicCall('session', () =>
        HttpResponse.json({
          authenticated: true,
          username: 'maya@example.com',
          role,
          user_id: 4,
          display_name: 'Maya Okafor',
        }),
      ),
      publicCall('staff', () =>
        HttpResponse.json({
          members: [member(1, 'Site Owner', 'owner'), member(4, 'Maya Okafor', role)],
          invitations: [],
        }),
      ),
    );
  }

  it('starts with the editor as the author, and sends the member chosen instead', async () => {
    signedInAs('editor');
    const { user } = await openForm('/admin/posts/add');
    const author = screen.getByRole('combobox', { name: 'Author' });
    expect(author).toHaveValue('4');
    expect(within(author).queryByRole('option', { name: 'No author' })).not.toBeInTheDocument();
    await fillNewPost(user);
    await user.selectOptions(author, 'Site Owner');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await formSentTo('posts')).author_id).toBe('1');
  });

  it('offers an author no select: their new post is theirs, sent without author_id', async () => {
    signedInAs('author');
    const { user } = await openForm('/admin/posts/add');
    expect(screen.queryByRole('combobox', { name: 'Author' })).not.toBeInTheDocument();
    await fillNewPost(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await formSentTo('posts')).not.toHaveProperty('author_id');
  });
});
