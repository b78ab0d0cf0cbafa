import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call, seedCapabilities } from '../../../msw/handlers';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { formatInZone } from '../../../../src/features/admin/posts/time';
import { openPostForm } from '../adminTestSetup';
import { formDb, revisionOf, SAVED_AT, setupFormTests } from './formTestSetup';

// TinyMCE cannot run in jsdom: the forms get the plain text area.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupFormTests();

// Only the autosave's interval runs on the test's clock; everything else keeps real time.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const INTERVAL = 20_000;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const openForm = (path: string) => openPostForm(path);

describe('server autosave', () => {
  it('autosaves an edited post after 20 s of unsaved changes, with its post_id, and says when', async () => {
    const { user } = await openForm('/admin/posts/edit/1');
    await advance(INTERVAL);
    expect(requestsTo('post-autosave')).toHaveLength(0);

    await user.type(screen.getByLabelText('Excerpt'), ' Updated.');
    await advance(INTERVAL - 1000);
    expect(requestsTo('post-autosave')).toHaveLength(0);
    await advance(1000);
    await waitFor(() => expect(requestsTo('post-autosave')).toHaveLength(1));
    expect(requestsTo('post-autosave')[0]!.json).toMatchObject({
      post_id: 1,
      title: 'Roulette Odds Explained',
      excerpt: 'A short excerpt. Updated.',
      category_id: 1,
    });
    // 13:05 UTC is 18:35 in the site's zone.
    expect(await screen.findByText('Draft saved to the server at 18:35:00')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows "Saving draft to the server…" while the autosave is on its way', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openForm('/admin/posts/edit/1');
    server.use(
      call('post', 'post-autosave', async () => {
        await held;
        return HttpResponse.json({
          status: 'success',
          message: 'Autosaved',
          post_id: 1,
          revision_id: 9,
          saved_at: SAVED_AT,
          created: false,
        });
      }),
    );
    await user.type(screen.getByLabelText('Excerpt'), '!');
    await advance(INTERVAL);
    expect(await screen.findByText('Saving draft to the server…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Draft saved to the server at 18:35:00')).toBeInTheDocument();
  });

  it('sends nothing again while the work is what the server already keeps', async () => {
    const { user } = await openForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), '!');
    await advance(INTERVAL);
    await screen.findByText('Draft saved to the server at 18:35:00');
    await advance(INTERVAL * 3);
    expect(requestsTo('post-autosave')).toHaveLength(1);

    await user.type(screen.getByLabelText('Excerpt'), '?');
    await advance(INTERVAL);
    await waitFor(() => expect(requestsTo('post-autosave')).toHaveLength(2));
    expect(requestsTo('post-autosave')[1]!.json).toMatchObject({
      post_id: 1,
      excerpt: 'A short excerpt.!?',
    });
  });

  it('says "Could not save to the server; your work is kept in this browser." when an autosave fails', async () => {
    formDb.autosaveFails = true;
    const { user } = await openForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' Kept.');
    await advance(INTERVAL);
    expect(
      await screen.findByText('Could not save to the server; your work is kept in this browser.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Excerpt')).toHaveValue('A short excerpt. Kept.');

    // It tries again at the next turn, and says so once it worked.
    formDb.autosaveFails = false;
    await advance(INTERVAL);
    expect(await screen.findByText('Draft saved to the server at 18:35:00')).toBeInTheDocument();
    expect(requestsTo('post-autosave')).toHaveLength(2);
  });

  it('creates a new post as a draft once, then autosaves and saves that same post', async () => {
    const { user, router } = await openForm('/admin/posts/add');
    await user.type(screen.getByLabelText('Title'), 'Cheltenham Preview');
    // No category yet: nothing the server could keep.
    await advance(INTERVAL);
    expect(requestsTo('post-autosave')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Category'), 'Football');
    await advance(INTERVAL);
    await waitFor(() => expect(requestsTo('post-autosave')).toHaveLength(1));
    const first = requestsTo('post-autosave')[0]!.json as Record<string, unknown>;
    expect(first).not.toHaveProperty('post_id');
    expect(first).toMatchObject({
      title: 'Cheltenham Preview',
      slug: 'cheltenham-preview',
      category_id: 3,
    });
    await screen.findByText('Draft saved to the server at 18:35:00');
    const draft = adminDb.posts.find((p) => p.title === 'Cheltenham Preview')!;

    await user.type(screen.getByLabelText('Excerpt'), 'Day one.');
    await advance(INTERVAL);
    await waitFor(() => expect(requestsTo('post-autosave')).toHaveLength(2));
    expect(requestsTo('post-autosave')[1]!.json).toMatchObject({
      post_id: draft.id,
      excerpt: 'Day one.',
    });

    // A new post starts as a draft: saving it goes on to the draft's own edit page.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/posts/edit/${draft.id}`),
    );
    expect(requestsTo('posts')).toHaveLength(0);
    expect(requestsTo('post-update')).toHaveLength(1);
    expect(formFields(requestsTo('post-update')[0])).toMatchObject({
      id: String(draft.id),
      title: 'Cheltenham Preview',
      excerpt: 'Day one.',
      status: 'draft',
      updated_at: SAVED_AT,
    });
    expect(adminDb.posts.filter((p) => p.title === 'Cheltenham Preview')).toHaveLength(1);
  });

  it('makes no autosave or revision call against a seed backend', async () => {
    server.use(seedCapabilities());
    const { user } = await openForm('/admin/posts/edit/1');
    await user.type(screen.getByLabelText('Excerpt'), ' Changed.');
    await advance(INTERVAL * 2);
    expect(requestsTo('post-autosave')).toHaveLength(0);
    expect(requestsTo('post-revisions')).toHaveLength(0);
    expect(screen.queryByText(/to the server/)).not.toBeInTheDocument();
  });
});

describe('unsaved work on the server', () => {
  const AUTOSAVED_AT = '2026-03-02T12:00:00.000Z';

  it('offers the newest autosave on opening, and "Load it" puts it in the form as unsaved work', async () => {
    formDb.revisions = [
      revisionOf(1, 1),
      revisionOf(1, 2, {
        kind: 'autosave',
        created_at: AUTOSAVED_AT,
        title: 'Roulette Odds, Revised',
        excerpt: 'Kept by the server.',
        meta_title: 'Roulette odds',
      }),
    ];
    const { user } = await openForm('/admin/posts/edit/1');
    const when = formatInZone(AUTOSAVED_AT, 'Asia/Kolkata');
    expect(
      await screen.findByText(`You have unsaved work from ${when} on the server.`),
    ).toBeInTheDocument();
    expect(when).toMatch(/^2 Mar 2026, 17:30/);

    await user.click(screen.getByRole('button', { name: 'Load it' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveValue('Roulette Odds, Revised'),
    );
    expect(screen.getByLabelText('Slug')).toHaveValue('roulette-odds-revised');
    expect(screen.getByLabelText('Excerpt')).toHaveValue('Kept by the server.');
    expect(screen.getByLabelText('Meta title')).toHaveValue('Roulette odds');
    expect(requestsTo('post-revision')[0]!.params.id).toBe('2');
    expect(screen.queryByText(/You have unsaved work/)).not.toBeInTheDocument();

    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  it('"Dismiss" hides the offer and leaves the form as the post is', async () => {
    formDb.revisions = [
      revisionOf(1, 1),
      revisionOf(1, 2, { kind: 'autosave', created_at: AUTOSAVED_AT, title: 'Other' }),
    ];
    const { user } = await openForm('/admin/posts/edit/1');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/You have unsaved work/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Roulette Odds Explained');
    expect(requestsTo('post-revision')).toHaveLength(0);
  });

  it('offers nothing when the newest revision is a save', async () => {
    formDb.revisions = [
      revisionOf(1, 1, { kind: 'autosave', created_at: AUTOSAVED_AT }),
      revisionOf(1, 2),
    ];
    await openForm('/admin/posts/edit/1');
    await waitFor(() => expect(requestsTo('post-revisions')).toHaveLength(1));
    // Give the answer time to arrive and be read.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/You have unsaved work/)).not.toBeInTheDocument();
  });

  it("does not offer this form's own autosaves while it is open", async () => {
    const { user } = await openForm('/admin/posts/edit/1');
    await waitFor(() => expect(requestsTo('post-revisions')).toHaveLength(1));
    formDb.revisions = [revisionOf(1, 5, { kind: 'autosave', created_at: SAVED_AT })];
    await user.type(screen.getByLabelText('Excerpt'), '!');
    await advance(INTERVAL);
    await screen.findByText('Draft saved to the server at 18:35:00');
    await waitFor(() => expect(requestsTo('post-revisions')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/You have unsaved work/)).not.toBeInTheDocument();
  });
});
