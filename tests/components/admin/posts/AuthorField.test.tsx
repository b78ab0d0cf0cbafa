/**
 * The post form's author select (editors and owners: the page passes the staff to them alone):
 * a labelled choice of the staff, and the choice sent as `author_id` with the save; a form
 * without the select sends no `author_id`, so the server keeps the author.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthorField } from '../../../../src/features/admin/posts/form/AuthorField';
import { postFields } from '../../../../src/features/admin/posts/form/postFields';
import { updatePostForm } from '../../../../src/features/admin/posts/api';
import {
  EDITORIAL_DEFAULTS,
  type PostFormValues,
} from '../../../../src/features/admin/posts/form/validatePost';

const STAFF = [
  { id: 1, name: 'Site Owner' },
  { id: 4, name: 'Maya Okafor' },
];

function Select({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AuthorField authors={STAFF} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

const values = (authorId: string): PostFormValues => ({
  title: 'Derby preview',
  slug: 'derby-preview',
  excerpt: '',
  content: '<p>Body</p>',
  categoryId: '3',
  ...EDITORIAL_DEFAULTS,
  authorId,
});

describe('the author select', () => {
  it('offers the staff by name, the post’s author chosen', async () => {
    render(<Select initial="1" />);
    const select = screen.getByRole('combobox', { name: 'Author' });
    expect(select).toHaveValue('1');
    expect(
      Array.from(select.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Site Owner', 'Maya Okafor']);
    await userEvent.selectOptions(select, 'Maya Okafor');
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });

  it('offers "No author" only for a post that has none', () => {
    render(<Select initial="" />);
    expect(screen.getByRole('combobox', { name: 'Author' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'No author' })).toBeInTheDocument();
  });

  it('sends the chosen author as author_id, and none without a choice', () => {
    const chosen = updatePostForm({
      ...postFields(values('4'), { timeZone: 'UTC' }),
      id: 9,
      existingImage: null,
      updated_at: null,
    });
    expect(chosen.get('author_id')).toBe('4');
    const none = updatePostForm({
      ...postFields(values(''), { timeZone: 'UTC' }),
      id: 9,
      existingImage: null,
      updated_at: null,
    });
    expect(none.has('author_id')).toBe(false);
    // Nor to a seed backend (no editorial workflow), whatever the form holds.
    expect(
      updatePostForm({
        ...postFields(values('4')),
        id: 9,
        existingImage: null,
        updated_at: null,
      }).has('author_id'),
    ).toBe(false);
  });
});
