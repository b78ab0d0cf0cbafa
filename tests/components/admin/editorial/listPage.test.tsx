import '../plainEditor';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import type { AdminPostsAnswer, EditorialPost } from '../../../../src/contract/schemas';
import { server } from '../../../msw/server';
import { call, editorialCapabilities } from '../../../msw/handlers';
import { confirmVia, renderAdmin, setupAdminTests } from '../adminTestSetup';

setupAdminTests();

// ---------- a q=admin-posts backend over its own posts ----------

const PUBLISHED_AT = '2026-03-01T10:00:00.000Z'; // 15:30 in Kolkata, 05:00 in New York
const SCHEDULED_AT = '2026-06-01T13:00:00.000Z'; // 18:30 in Kolkata

function editorialPost(
  id: number,
  title: string,
  status: EditorialPost['status'],
  published_at: string | null,
): EditorialPost {
  return {
    id,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    excerpt: 'A short excerpt.',
    content: '<p>Body.</p>',
    image_path: null,
    category_id: 1,
    category_name: 'Casino',
    category_slug: 'casino',
    created_at: '2026-02-01T08:00:00.000Z',
    posted_at: null,
    updated_at: '2026-02-01T08:00:00.000Z',
    meta_title: null,
    meta_description: null,
    image_alt: null,
    status,
    published_at,
  };
}

const fixture = (): EditorialPost[] => [
  editorialPost(11, 'Derby Day Preview', 'scheduled', SCHEDULED_AT),
  editorialPost(12, 'Roulette Odds Explained', 'published', PUBLISHED_AT),
  editorialPost(13, 'Poker Tells Draft', 'draft', null),
  editorialPost(14, 'Blackjack Basic Strategy', 'published', '2026-02-20T10:00:00.000Z'),
];

/** Answers q=admin-posts as the reference server does, and records what the app asked. */
function adminPostsBackend(initial: EditorialPost[] = fixture()) {
  let posts = initial;
  const requests: Record<string, string>[] = [];
  const handlers = [
    call('get', 'admin-posts', ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      requests.push(params);
      const status = params.status ?? 'all';
      const search = (params.search ?? '').toLowerCase();
      const matching = posts.filter(
        (p) => (status === 'all' || p.status === status) && p.title.toLowerCase().includes(search),
      );
      const limit = Number(params.limit ?? matching.length);
      const page = Number(params.page ?? 1);
      const scheduled = posts.filter((p) => p.status === 'scheduled');
      const answer: AdminPostsAnswer = {
        posts: matching.slice((page - 1) * limit, page * limit),
        total: matching.length,
        counts: {
          all: posts.length,
          draft: posts.filter((p) => p.status === 'draft').length,
          scheduled: scheduled.length,
          published: posts.filter((p) => p.status === 'published').length,
        },
        next_scheduled: scheduled[0]
          ? {
              id: scheduled[0].id,
              title: scheduled[0].title,
              published_at: scheduled[0].published_at!,
            }
          : null,
      };
      return HttpResponse.json(answer);
    }),
    call('delete', 'post-delete', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      posts = posts.filter((p) => p.id !== id);
      return HttpResponse.json({ status: 'success', message: 'Post deleted successfully' });
    }),
  ];
  return { handlers, requests };
}

function editorialBackend(posts?: EditorialPost[], timeZone = 'Asia/Kolkata') {
  const backend = adminPostsBackend(posts);
  server.use(editorialCapabilities(timeZone), ...backend.handlers);
  return backend;
}

const filter = () => screen.findByRole('navigation', { name: 'Filter by status' });
const table = () => screen.findByRole('table');
const titles = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;
const box = () => screen.findByRole('searchbox', { name: 'Search posts' });

// ---------- tests ----------

describe('the status filter', () => {
  it('links All, Drafts, Scheduled and Published with their counts, All current, and asks q=admin-posts for page 1 of 20', async () => {
    const backend = editorialBackend();
    renderAdmin('/admin/posts');
    const nav = within(await filter());
    expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'All (4)',
      'Drafts (1)',
      'Scheduled (1)',
      'Published (2)',
    ]);
    expect(nav.getByRole('link', { name: 'All (4)' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Drafts (1)' })).not.toHaveAttribute('aria-current');
    await table();
    expect(titles()).toHaveLength(4);
    expect(backend.requests[0]).toMatchObject({ status: 'all', page: '1', limit: '20' });
    expect(backend.requests[0]).not.toHaveProperty('search');
  });

  it('keeps the filter in the URL (?status=draft, from page 1) and asks the server for that status', async () => {
    const user = userEvent.setup();
    const backend = editorialBackend();
    const { router } = renderAdmin('/admin/posts');
    await table();
    await user.click(within(await filter()).getByRole('link', { name: 'Drafts (1)' }));
    expect(router.state.location.search).toBe('?status=draft');
    await waitFor(() => expect(titles()).toEqual(['Poker Tells Draft']));
    expect(backend.requests.at(-1)).toMatchObject({ status: 'draft', page: '1' });
    expect(screen.getByRole('link', { name: 'Drafts (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'All (4)' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(titles()).toHaveLength(4));
  });

  it('resets to page 1 when the filter changes on a later page', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      editorialPost(100 + i, `Story ${i + 1}`, 'published', PUBLISHED_AT),
    );
    const backend = editorialBackend([...many, editorialPost(200, 'A Draft', 'draft', null)]);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts?page=2');
    await table();
    expect(backend.requests[0]).toMatchObject({ page: '2' });
    await user.click(screen.getByRole('link', { name: 'Published (25)' }));
    expect(router.state.location.search).toBe('?status=published');
    await waitFor(() =>
      expect(backend.requests.at(-1)).toMatchObject({ status: 'published', page: '1' }),
    );
  });

  it('reads an unknown ?status as all', async () => {
    const backend = editorialBackend();
    renderAdmin('/admin/posts?status=archived');
    expect(within(await filter()).getByRole('link', { name: 'All (4)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await table();
    expect(titles()).toHaveLength(4);
    expect(backend.requests[0]).toMatchObject({ status: 'all' });
  });

  it('says "No drafts." and "Nothing scheduled." when those filters are empty', async () => {
    const user = userEvent.setup();
    editorialBackend([editorialPost(12, 'Roulette Odds Explained', 'published', PUBLISHED_AT)]);
    renderAdmin('/admin/posts?status=draft');
    expect(await screen.findByText('No drafts.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Scheduled (0)' }));
    expect(await screen.findByText('Nothing scheduled.')).toBeInTheDocument();
  });

  it('says "No published posts." when nothing is published', async () => {
    editorialBackend([editorialPost(13, 'Poker Tells Draft', 'draft', null)]);
    renderAdmin('/admin/posts?status=published');
    expect(await screen.findByText('No published posts.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All (1)' })).toBeInTheDocument();
  });
});

describe('searching on the server', () => {
  it('sends the typed text as search once typing settles, within the filter, with a count', async () => {
    const user = userEvent.setup();
    const backend = editorialBackend();
    const { router } = renderAdmin('/admin/posts?status=published');
    await table();
    await user.type(await box(), 'roulette');
    await waitFor(() => expect(titles()).toEqual(['Roulette Odds Explained']));
    const searches = backend.requests.filter((r) => r.search !== undefined);
    // One request for the settled text, not one per keystroke.
    expect(searches).toEqual([
      expect.objectContaining({ search: 'roulette', status: 'published', page: '1' }),
    ]);
    expect(screen.getByText('1 of 2 posts')).toHaveAttribute('aria-live', 'polite');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('roulette');
    expect(screen.getByRole('link', { name: 'Published (2)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('searches every post, not only the page on screen, and pages the results by total', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      editorialPost(100 + i, `Story ${i + 1}`, 'published', PUBLISHED_AT),
    );
    const backend = editorialBackend(many);
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    await table();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.type(await box(), 'story 4');
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(titles()).toContain('Story 45');
    expect(backend.requests.at(-1)).toMatchObject({ search: 'story 4', page: '1' });
    expect(screen.queryByRole('navigation', { name: 'Posts pages' })).toBeNull();
  });

  it('keeps the filter and the search in the pager links', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      editorialPost(100 + i, `Story ${i + 1}`, 'published', PUBLISHED_AT),
    );
    const backend = editorialBackend(many);
    const user = userEvent.setup();
    const { router } = renderAdmin('/admin/posts?status=published&q=story');
    await table();
    const pager = within(screen.getByRole('navigation', { name: 'Posts pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(pager.getByRole('link', { name: /Next/ }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ status: 'published', q: 'story', page: '2' });
    await waitFor(() =>
      expect(backend.requests.at(-1)).toMatchObject({
        status: 'published',
        search: 'story',
        page: '2',
      }),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says "No posts match “…”." when the search finds nothing, and Clear search lists every post again', async () => {
    const user = userEvent.setup();
    editorialBackend();
    const { router } = renderAdmin('/admin/posts');
    await table();
    await user.type(await box(), 'tennis');
    expect(await screen.findByText('No posts match “tennis”.')).toBeInTheDocument();
    expect(screen.queryByText('No posts found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(await box()).toHaveValue('');
    expect(await box()).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });
});

describe('each post’s status and time', () => {
  it('shows a Draft, Scheduled or Published badge and each time on the site’s clock', async () => {
    editorialBackend(undefined, 'Asia/Kolkata');
    renderAdmin('/admin/posts');
    await table();
    const published = within(rowOf('Roulette Odds Explained'));
    expect(published.getByRole('cell', { name: 'Published' })).toBeInTheDocument();
    const time = published.getByText(/^1 Mar 2026, 15:30/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', PUBLISHED_AT);

    const scheduled = within(rowOf('Derby Day Preview'));
    expect(scheduled.getByRole('cell', { name: 'Scheduled' })).toBeInTheDocument();
    expect(
      scheduled.getByRole('cell', { name: /^Goes out 1 Jun 2026, 18:30/ }),
    ).toBeInTheDocument();

    const draft = within(rowOf('Poker Tells Draft'));
    expect(draft.getByRole('cell', { name: 'Draft' })).toBeInTheDocument();
    expect(draft.getByRole('cell', { name: 'Not scheduled' })).toBeInTheDocument();
  });

  it('reads times in the zone the backend names, not a fixed one', async () => {
    editorialBackend(undefined, 'America/New_York');
    renderAdmin('/admin/posts');
    await table();
    expect(
      within(rowOf('Roulette Odds Explained')).getByText(/^1 Mar 2026, 05:00/),
    ).toBeInTheDocument();
  });

  it('shows "Next out: <title> · <time>" above the table, linking to the post’s edit form', async () => {
    editorialBackend();
    renderAdmin('/admin/posts?status=draft');
    const line = await screen.findByText(/^Next out:/);
    expect(line.tagName).toBe('P');
    expect(line.textContent).toMatch(/^Next out: Derby Day Preview · 1 Jun 2026, 18:30/);
    expect(within(line).getByRole('link', { name: 'Derby Day Preview' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/11',
    );
    await table();
    expect(line.compareDocumentPosition(screen.getByRole('table'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows no "Next out" line when nothing is scheduled', async () => {
    editorialBackend([editorialPost(12, 'Roulette Odds Explained', 'published', PUBLISHED_AT)]);
    renderAdmin('/admin/posts');
    await table();
    expect(screen.queryByText(/^Next out:/)).toBeNull();
  });

  it('offers Preview on drafts and scheduled posts, View (a new tab) on published ones, beside the edit link and the quiet delete', async () => {
    editorialBackend();
    renderAdmin('/admin/posts');
    await table();
    for (const [title, id] of [
      ['Derby Day Preview', 11],
      ['Poker Tells Draft', 13],
    ] as const) {
      const row = within(rowOf(title));
      const preview = row.getByRole('link', { name: `Preview ${title}` });
      expect(preview).toHaveAttribute('href', `/admin/posts/preview/${id}`);
      expect(preview).toHaveTextContent('Preview');
      expect(row.getByRole('link', { name: `Edit ${title}` })).toBeInTheDocument();
      expect(row.getByRole('button', { name: `Delete post: ${title}` })).toHaveTextContent('');
      expect(row.queryByRole('link', { name: /^View/ })).toBeNull();
    }
    const published = within(rowOf('Roulette Odds Explained'));
    expect(published.queryByRole('link', { name: /^Preview/ })).toBeNull();
    const view = published.getByRole('link', {
      name: 'View Roulette Odds Explained (opens in a new tab)',
    });
    expect(view).toHaveAttribute('href', '/casino/roulette-odds-explained');
    expect(view).toHaveAttribute('target', '_blank');
    expect(
      published.getByRole('link', { name: 'Edit Roulette Odds Explained' }),
    ).toBeInTheDocument();
  });

  it('deletes a draft once confirmed, keeps the focus on the list and lists the server’s posts again', async () => {
    const user = userEvent.setup();
    const backend = editorialBackend();
    renderAdmin('/admin/posts');
    await table();
    await confirmVia(user, 'Delete post: Poker Tells Draft', 'Delete');
    await waitFor(() => expect(titles()).not.toContain('Poker Tells Draft'));
    // The focus is not lost with the row: it goes to the delete button now in its place.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Delete post: /),
    );
    expect(await screen.findByRole('link', { name: 'Drafts (0)' })).toBeInTheDocument();
    expect(backend.requests.length).toBeGreaterThan(1);
  });
});

describe('which list the page shows', () => {
  it('shows the loading state until the backend says it has the editorial workflow, never the seed list', async () => {
    const backend = adminPostsBackend();
    let seedListAsked = 0;
    server.use(
      call('get', 'capabilities', async () => {
        await delay(200);
        return HttpResponse.json({ editorial: true, time_zone: 'Asia/Kolkata' });
      }),
      call('get', 'posts', () => {
        seedListAsked += 1;
        return HttpResponse.json([]);
      }),
      ...backend.handlers,
    );
    renderAdmin('/admin/posts');
    expect(await screen.findByText('Loading posts...')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await filter()).toBeInTheDocument();
    await table();
    expect(titles()).toHaveLength(4);
    expect(seedListAsked).toBe(0);
  });

  it('on a seed backend keeps the seed list: no status filter, draft or scheduled badges, Preview or Next out, and no q=admin-posts', async () => {
    const backend = adminPostsBackend();
    server.use(...backend.handlers);
    renderAdmin('/admin/posts');
    await table();
    expect(titles()).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Filter by status' })).toBeNull();
    expect(screen.queryByText('Draft')).toBeNull();
    expect(screen.queryByText('Scheduled')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Preview/ })).toBeNull();
    expect(screen.queryByText(/^Next out:/)).toBeNull();
    // The seed's own date: the creation day, not a time in a zone.
    expect(screen.getByText('Mar 1, 2026').tagName).toBe('TIME');
    expect(backend.requests).toHaveLength(0);
  });
});
