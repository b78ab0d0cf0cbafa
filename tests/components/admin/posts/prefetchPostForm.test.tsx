import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, setupAdminTests } from '../adminTestSetup';
import { renderRoute } from '../../../utils/render';
import type * as PrefetchEditor from '../../../../src/features/admin/posts/editor/prefetchEditor';

const { prefetch } = vi.hoisted(() => ({ prefetch: vi.fn(() => Promise.resolve()) }));

// What is fetched ahead is the editor's chunk: the test sees that it is asked for, and when.
vi.mock('../../../../src/features/admin/posts/editor/prefetchEditor', async (original) => ({
  ...(await original<typeof PrefetchEditor>()),
  prefetchRichTextEditor: prefetch,
}));
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupAdminTests({ pages: ['PostsListPage', 'DashboardPage'] });

/** A browser with idle callbacks that go idle at once. */
function idleAtOnce() {
  window.requestIdleCallback = ((task: IdleRequestCallback) =>
    window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 0)) as never;
  window.cancelIdleCallback = ((id: number) => window.clearTimeout(id)) as never;
}

beforeEach(() => {
  prefetch.mockClear();
  // jsdom has no idle callbacks: each test says whether the browser has them.
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('the post editor fetched ahead', () => {
  it('is fetched (with the light skin) once the posts list is idle', async () => {
    idleAtOnce();
    renderAdmin('/admin/posts');
    await screen.findByRole('table');
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(false));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('is fetched once the dashboard is idle', async () => {
    idleAtOnce();
    renderAdmin('/admin');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
  });

  it('is fetched on hovering "Add Post" in a browser without idle callbacks', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/posts');
    await screen.findByRole('table');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetch).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('link', { name: 'Add Post' }));
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("is never fetched from a reader's page", async () => {
    idleAtOnce();
    renderRoute('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
