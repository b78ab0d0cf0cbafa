import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server } from '../../../msw/server';
import { call, seedCapabilities } from '../../../msw/handlers';
import { adminDb } from '../../../msw/adminHandlers';
import { renderRoute } from '../../../utils/render';
import { capabilitiesApi } from '../../../../src/api/capabilitiesApi';
import { formatInZone } from '../../../../src/features/admin/posts/time';
import { formatLongDate } from '../../../../src/lib/dates';
import { previewOf, reviewDb, setupReviewTests } from './reviewToolsSetup';

// TinyMCE cannot run in jsdom: the edit page gets the plain text area.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupReviewTests();

/** The frame the reader's page is drawn in, and queries inside it. */
const frameOf = () => screen.getByTitle(/, as readers see it$/) as HTMLIFrameElement;
const inFrame = () => within(frameOf().contentDocument!.body);

async function openPreview(id = 1) {
  const view = renderRoute(`/admin/posts/preview/${id}`);
  const note = await screen.findByRole('note');
  await inFrame().findByRole('article');
  return { ...view, note };
}

/** The date the article shows (its <time>). */
const shownDate = () => inFrame().getByRole('article').querySelector('time')!;

describe('edit page toolbar', () => {
  it('links to the preview and the history and opens the share dialog when editorial is on', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/posts/edit/3');
    const tools = await screen.findByRole('navigation', { name: 'Post tools' });
    expect(within(tools).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/admin/posts/preview/3',
    );
    expect(within(tools).getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/admin/posts/history/3',
    );
    await user.click(within(tools).getByRole('button', { name: 'Share link' }));
    expect(await screen.findByRole('dialog', { name: 'Share links' })).toBeInTheDocument();
  });

  it('shows no preview, history or share controls against a seed backend', async () => {
    server.use(seedCapabilities());
    const { store } = renderRoute('/admin/posts/edit/3');
    expect(await screen.findByLabelText('Title')).toHaveValue('Bitcoin Weekly Outlook');
    // The backend has said it has no editorial workflow (not merely not answered yet).
    await waitFor(() =>
      expect(capabilitiesApi.endpoints.getCapabilities.select()(store.getState()).isSuccess).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('navigation', { name: 'Post tools' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
  });
});

describe('post preview', () => {
  it('marks a draft "Draft — not visible to readers" above the post as readers see it', async () => {
    reviewDb.status[1] = { status: 'draft', published_at: null };
    const { note } = await openPreview(1);
    expect(note.textContent).toMatch(/^Preview/);
    expect(note).toHaveTextContent('Draft — not visible to readers');
    expect(
      inFrame().getByRole('heading', { level: 1, name: 'Roulette Odds Explained' }),
    ).toBeVisible();
    expect(await inFrame().findByText(/Every spin is independent of the last one/)).toBeVisible();
    expect(inFrame().getByRole('article')).toHaveTextContent('Casino');
    expect(within(note).getByRole('link', { name: 'Back to editing' })).toHaveAttribute(
      'href',
      '/admin/posts/edit/1',
    );
    expect(within(note).getByRole('button', { name: 'Share link' })).toBeInTheDocument();
  });

  it('says when a scheduled post goes out, in the site time zone', async () => {
    reviewDb.status[1] = { status: 'scheduled', published_at: '2026-05-01T13:00:00.000Z' };
    const { note } = await openPreview(1);
    const when = formatInZone('2026-05-01T13:00:00.000Z', 'Asia/Kolkata');
    expect(when).toMatch(/18:30/);
    expect(note.textContent).toMatch(/^Preview/);
    expect(note).toHaveTextContent(`Scheduled — goes out ${when}`);
  });

  it('says "Published — readers see this version" for a published post', async () => {
    reviewDb.status[1] = { status: 'published', published_at: '2026-03-01T10:00:00.000Z' };
    const { note } = await openPreview(1);
    expect(note.textContent).toMatch(/^Preview/);
    expect(note).toHaveTextContent('Published — readers see this version');
  });

  it('sanitises the body as the reader page does', async () => {
    adminDb.posts[0]!.content =
      '<p>Safe words.</p><img src="x" onerror="window.previewHacked = true"><script>window.previewHacked = true</script><p><a href="javascript:alert(1)">bad link</a></p>';
    await openPreview(1);
    expect(await inFrame().findByText('Safe words.')).toBeVisible();
    const article = inFrame().getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { previewHacked?: boolean }).previewHacked).toBeUndefined();
  });

  it('opens the share dialog from the banner', async () => {
    const user = userEvent.setup();
    const { note } = await openPreview(1);
    await user.click(within(note).getByRole('button', { name: 'Share link' }));
    expect(await screen.findByRole('dialog', { name: 'Share links' })).toBeInTheDocument();
  });

  it('dates the post when readers will see it: a scheduled post its time ahead, not its creation', async () => {
    reviewDb.status[1] = { status: 'scheduled', published_at: '2026-11-28T09:00:00.000Z' };
    await openPreview(1);
    expect(previewOf(1)!.created_at).not.toMatch(/^2026-11-28/);
    expect(shownDate()).toHaveTextContent('November 28, 2026');
    expect(shownDate().getAttribute('datetime')).toMatch(/^2026-11-28/);
  });

  it('dates a published post by its publication, and a draft with no time by today', async () => {
    reviewDb.status[1] = { status: 'published', published_at: '2026-04-02T08:00:00.000Z' };
    const first = await openPreview(1);
    expect(shownDate()).toHaveTextContent('April 2, 2026');
    first.unmount();

    server.use(
      call('get', 'post-preview', () =>
        HttpResponse.json({
          ...previewOf(1)!,
          status: 'draft',
          published_at: null,
          posted_at: null,
        }),
      ),
    );
    const { note } = await openPreview(1);
    expect(shownDate()).toHaveTextContent(formatLongDate(new Date().toISOString()));
    expect(note).toHaveTextContent('the date it gets if published now');
  });

  it('draws the reader’s page (its header and footer, no share buttons) outside the admin frame', async () => {
    await openPreview(1);
    const page = inFrame();
    // The site's header, its main links in it.
    expect(page.getAllByRole('banner')[0]).toContainElement(
      page.getByRole('navigation', { name: 'Main' }),
    );
    expect(page.getByRole('main')).toContainElement(page.getByRole('article'));
    expect(await page.findByRole('contentinfo')).toBeInTheDocument();
    expect(page.queryByRole('group', { name: 'Share' })).toBeNull();
    expect(page.queryByRole('button', { name: /copy link/i })).toBeNull();
    // Not in the admin's frame: no admin sidebar or header around it.
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /admin/i })).toBeNull();
  });

  it('draws the page as wide as a phone, a tablet or a desktop, as the admin picks', async () => {
    const user = userEvent.setup();
    await openPreview(1);
    const widths = screen.getByRole('group', { name: 'Preview width' });
    const phone = within(widths).getByRole('radio', { name: /^Phone/ });
    await user.click(phone);
    expect(phone).toBeChecked();
    expect(frameOf().style.width).toBe('375px');
    await user.click(within(widths).getByRole('radio', { name: /^Tablet/ }));
    expect(frameOf().style.width).toBe('820px');
    // By keyboard, as any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(widths).getByRole('radio', { name: /^Desktop/ })).toBeChecked();
    expect(frameOf().style.width).toBe('1280px');
    // The same post throughout.
    expect(inFrame().getByRole('heading', { level: 1 })).toHaveTextContent(
      'Roulette Odds Explained',
    );
  });

  it('shows "Post not found" with Back to posts for an unknown post', async () => {
    renderRoute('/admin/posts/preview/999');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to posts' })).toHaveAttribute(
      'href',
      '/admin/posts',
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" when the preview cannot be fetched, and shows the post after', async () => {
    const user = userEvent.setup();
    let failed = false;
    server.use(
      // The first answer fails; the next falls through to the usual handler.
      call('get', 'post-preview', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.error();
      }),
    );
    renderRoute('/admin/posts/preview/1');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Published — readers see this version',
    );
    expect(
      await inFrame().findByRole('heading', { level: 1, name: 'Roulette Odds Explained' }),
    ).toBeVisible();
  });

  it('leads to the edit page against a seed backend, which has no previews', async () => {
    server.use(seedCapabilities());
    const { router } = renderRoute('/admin/posts/preview/1');
    expect(await screen.findByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/posts/edit/1'));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
