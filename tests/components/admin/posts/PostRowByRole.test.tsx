/**
 * The admin's list leaves out Edit and Delete on a post the signed-in person may not change, as
 * the server's post policy decides (server/auth/postPolicy.ts): someone else's post needs
 * `posts.all`, one that is out or scheduled `posts.publish`. Preview or View stays.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from '../../../../src/contract/roles';
import type { Post } from '../../../../src/contract/schemas';
import { AccessContext, accessFor } from '../../../../src/features/admin/lib/access';
import { PostCells } from '../../../../src/features/admin/posts/list/PostCells';

const ME = 7;
const OTHER = 8;

function post(authorId: number | null, status: 'draft' | 'published'): Post {
  return {
    id: 41,
    slug: 'derby-preview',
    title: 'Derby preview',
    excerpt: '',
    content: '',
    image_path: null,
    category_id: 1,
    category_name: 'Football',
    category_slug: 'football',
    created_at: '2026-04-01T09:00:00.000Z',
    posted_at: '2026-04-01T09:00:00.000Z',
    updated_at: null,
    status,
    published_at: status === 'draft' ? null : '2026-04-01T09:00:00.000Z',
    author_id: authorId,
  };
}

/** The row's controls, by name, as `role` (signed in as account ME) sees them. */
function controls(role: Role | null, row: Post): string[] {
  render(
    <MemoryRouter>
      <AccessContext value={accessFor(role, role ? ME : null)}>
        <table>
          <tbody>
            <tr>
              <PostCells
                post={row}
                deleting={false}
                onDelete={() => {}}
                editorial={{ timeZone: 'UTC' }}
              />
            </tr>
          </tbody>
        </table>
      </AccessContext>
    </MemoryRouter>,
  );
  return [...screen.getAllByRole('link'), ...screen.queryAllByRole('button')].map(
    (el) => el.getAttribute('aria-label') ?? el.textContent ?? '',
  );
}

describe('a post row by role', () => {
  it('a contributor edits and deletes their own draft', () => {
    expect(controls('contributor', post(ME, 'draft'))).toEqual([
      'Derby preview',
      'Preview Derby preview',
      'Edit Derby preview',
      'Delete post: Derby preview',
    ]);
  });

  it('a contributor only previews someone else’s draft', () => {
    expect(controls('contributor', post(OTHER, 'draft'))).toEqual(['Preview Derby preview']);
    expect(screen.getByRole('rowheader')).toHaveTextContent('Derby preview');
  });

  it('a contributor only views their own post once it is out', () => {
    expect(controls('contributor', post(ME, 'published'))).toEqual([
      'View Derby preview (opens in a new tab)',
    ]);
  });

  it('an author changes their own published post, not someone else’s', () => {
    expect(controls('author', post(ME, 'published'))).toContain('Edit Derby preview');
    document.body.innerHTML = '';
    expect(controls('author', post(OTHER, 'published'))).not.toContain('Edit Derby preview');
  });

  it('an editor, and the seed’s single admin, change every post, authorless ones too', () => {
    expect(controls('editor', post(null, 'published'))).toContain('Delete post: Derby preview');
    document.body.innerHTML = '';
    expect(controls(null, post(OTHER, 'draft'))).toContain('Delete post: Derby preview');
  });
});
