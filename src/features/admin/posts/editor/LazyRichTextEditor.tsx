import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/Spinner';
import { EditorErrorBoundary } from './EditorErrorBoundary';
import type { EditorProps } from './editorProps';
import { EDITOR_HEIGHT } from './editorProps';
import { PlainEditor } from './PlainEditor';
import { loadRichTextEditor } from './prefetchEditor';

// TinyMCE is a chunk of its own, fetched when a post form opens (or ahead of it, from the posts
// list and the dashboard: prefetchEditor.ts): a reader never downloads it.
const RichTextEditor = lazy(() =>
  loadRichTextEditor().then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text editor, loaded on demand, with a plain HTML text area if it cannot load. */
export function LazyRichTextEditor(props: EditorProps) {
  return (
    <EditorErrorBoundary fallback={<PlainEditor {...props} />}>
      <Suspense
        fallback={
          <div
            style={{ height: EDITOR_HEIGHT }}
            className="flex items-center justify-center rounded-lg border border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-ink-900"
          >
            <Spinner label="Loading editor..." />
          </div>
        }
      >
        <RichTextEditor {...props} />
      </Suspense>
    </EditorErrorBoundary>
  );
}
