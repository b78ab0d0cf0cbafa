import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazyRichTextEditor } from '../../../../src/features/admin/posts/editor/LazyRichTextEditor';

// The rich-text editor's chunk "fails": the form must stay usable.
vi.mock('../../../../src/features/admin/posts/editor/RichTextEditor', () => ({
  RichTextEditor: () => {
    throw new Error('chunk failed to load');
  },
}));

function Harness() {
  const [html, setHtml] = useState('<p>Kept</p>');
  return (
    <>
      <LazyRichTextEditor
        id="content"
        label="Content"
        value={html}
        onChange={setHtml}
        dark={false}
        draftKey="post-new"
      />
      <output aria-label="Value">{html}</output>
    </>
  );
}

describe('lazy rich-text editor', () => {
  it('falls back to a plain HTML text area, keeping the content, when the editor cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<Harness />);
    const area = await screen.findByRole('textbox', { name: 'Content' });
    expect(area).toHaveValue('<p>Kept</p>');
    await user.type(area, '<p>More</p>');
    expect(screen.getByLabelText('Value')).toHaveTextContent('<p>Kept</p><p>More</p>');
  });
});
