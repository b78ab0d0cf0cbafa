/**
 * Imported (first) for its effect by the admin tests that show the post form: its rich text
 * editor (TinyMCE, which jsdom cannot run) is the plain editor, a labelled textarea, instead.
 */
import { vi } from 'vitest';

vi.mock('../../../src/features/admin/posts/editor/RichTextEditor', async () => ({
  RichTextEditor: (await import('../../../src/features/admin/posts/editor/PlainEditor'))
    .PlainEditor,
}));
