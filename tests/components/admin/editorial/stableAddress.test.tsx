import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { adminDb, formFields, requestsTo } from '../../../msw/adminHandlers';
import { openPostForm } from '../adminTestSetup';
import { setupFormTests } from './formTestSetup';

// TinyMCE cannot run in jsdom: the forms get the plain text area.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));

setupFormTests();

const SLUG = 'roulette-odds-explained';

/** Post 1 as the reference server answers it once readers could see it. */
function live() {
  Object.assign(adminDb.posts[0]!, { status: 'published', went_live: true });
}

const sentSlug = async () => {
  await waitFor(() => expect(requestsTo('post-update')).toHaveLength(1));
  return formFields(requestsTo('post-update')[0]).slug;
};

describe('a live post keeps its address', () => {
  it('shows the address instead of a slug made from the title, and a title edit leaves it', async () => {
    live();
    const { user } = await openPostForm('/admin/posts/edit/1');
    expect(screen.getByText(`/casino/${SLUG}`)).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Roulette odds, explained simply');
    expect(screen.getByText(`/casino/${SLUG}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Slug')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await sentSlug()).toBe(SLUG);
  });

  it('changes it on purpose with Change, saying where the old one sends readers', async () => {
    live();
    const { user } = await openPostForm('/admin/posts/edit/1');
    await user.click(screen.getByRole('button', { name: "Change the post's address" }));
    const slug = screen.getByLabelText('Slug');
    expect(slug).toHaveAccessibleDescription(
      `The address becomes /casino/${SLUG}; the old one (${SLUG}) sends readers and search engines here.`,
    );
    await user.clear(slug);
    await user.type(slug, 'roulette-odds');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await sentSlug()).toBe('roulette-odds');
  });

  it('refuses a slug that is not one, at its field, and sends nothing', async () => {
    live();
    const { user } = await openPostForm('/admin/posts/edit/1');
    await user.click(screen.getByRole('button', { name: "Change the post's address" }));
    const slug = screen.getByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'Roulette Odds!');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(slug).toHaveAccessibleDescription(
      /The slug may have lowercase letters, digits and hyphens only\./,
    );
    expect(slug).toHaveFocus();
    expect(slug).toHaveValue('Roulette Odds!');
    expect(requestsTo('post-update')).toHaveLength(0);
    // "Keep the current address" puts it back.
    await user.click(screen.getByRole('button', { name: 'Keep the current address' }));
    expect(screen.getByText(`/casino/${SLUG}`)).toBeInTheDocument();
  });

  it('still makes the slug from the title for a post that never went live', async () => {
    Object.assign(adminDb.posts[0]!, { status: 'draft', went_live: false });
    const { user } = await openPostForm('/admin/posts/edit/1');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Roulette basics');
    expect(screen.getByLabelText('Slug')).toHaveValue('roulette-basics');
  });
});
