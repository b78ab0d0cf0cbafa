/**
 * TinyMCE, self-hosted: the editor, its theme, model, icons and plugins are bundled from the
 * `tinymce` package into this lazy chunk, and the skins into small chunks beside it (loadSkin.ts).
 * No cloud script, no API key, nothing fetched from elsewhere. The global must be imported first:
 * the other modules and the React wrapper use it.
 */
import 'tinymce/tinymce';
import 'tinymce/models/dom/model';
import 'tinymce/themes/silver';
import 'tinymce/icons/default';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/autolink';
import 'tinymce/plugins/autosave';
import 'tinymce/plugins/charmap';
import 'tinymce/plugins/code';
import 'tinymce/plugins/fullscreen';
import 'tinymce/plugins/help';
// The help dialog's keyboard-navigation page, registered like the skins (no fetch).
import 'tinymce/plugins/help/js/i18n/keynav/en.js';
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/searchreplace';
import 'tinymce/plugins/table';
import 'tinymce/plugins/visualblocks';
import 'tinymce/plugins/wordcount';
import { Editor } from '@tinymce/tinymce-react';
import { use, useEffect, useRef } from 'react';
import type { Editor as TinyEditor } from 'tinymce';
import { PREDICTION_ATTRIBUTE } from '../../../../contract/predictionMarks';
import { loadSkin } from './loadSkin';
import type { EditorProps } from './editorProps';
import { editorInit, LICENSE_KEY } from './editorInit';

/** Editors whose author has been in the editing area (and so put the cursor somewhere). */
const placedCursor = new WeakSet<TinyEditor>();

/**
 * Ctrl+S saves the post (see below). A prediction's block is made with its form (the post form's Predictions panel), never by hand:
 * in the editing area it is one non-editable piece (selected, moved or deleted whole), and the
 * attribute that makes it so is never saved.
 */
function setupEditor(editor: TinyEditor) {
  editor.on('focus', () => placedCursor.add(editor));
  // Keys pressed in the editing area stay in its frame: Ctrl+S (Cmd+S) there saves the post, as
  // it does elsewhere on the form, rather than opening the browser's "Save page" dialog.
  editor.addShortcut('meta+s', 'Save the post', () => {
    editor.getElement().closest('form')?.requestSubmit();
  });
  editor.on('PreInit', () => {
    editor.parser.addAttributeFilter(PREDICTION_ATTRIBUTE, (nodes) => {
      for (const node of nodes) node.attr('contenteditable', 'false');
    });
    editor.serializer.addAttributeFilter(PREDICTION_ATTRIBUTE, (nodes) => {
      for (const node of nodes) node.attr('contenteditable', null);
    });
  });
}

/**
 * Inserts at the author's cursor; at the end of the post when they have not put it anywhere yet
 * (the editor's own starting selection, the top of the post, is nobody's choice).
 */
function insertBlock(editor: TinyEditor, html: string) {
  if (placedCursor.has(editor)) editor.insertContent(html);
  // After the last block (not inside it, as a collapsed selection at the end would be: in a
  // closing quote or list), as one step the author can undo.
  else editor.undoManager.transact(() => editor.setContent(editor.getContent() + html));
}

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onReady,
  dark,
  draftKey,
  handleRef,
}: EditorProps) {
  // The first initialisation sets the form's baseline; a re-initialisation for a theme change
  // must not, or edits made before it would stop counting as unsaved.
  const readyReported = useRef(false);
  // Suspends until this theme's skin is registered (the first time only).
  use(loadSkin(dark));
  useEffect(
    () => () => {
      if (handleRef) handleRef.current = null;
    },
    [handleRef],
  );
  return (
    <Editor
      // TinyMCE cannot switch skins on a live editor: a theme change re-initialises it, and the
      // controlled value carries the content over.
      key={dark ? 'dark' : 'light'}
      id={id}
      licenseKey={LICENSE_KEY}
      value={value}
      onEditorChange={(html) => onChange(html)}
      init={{
        ...editorInit({
          label,
          dark,
          draftKey,
          narrow: globalThis.matchMedia?.('(max-width: 639px)').matches ?? false,
        }),
        setup: setupEditor,
        init_instance_callback: (editor) => {
          // Each (re-)initialised editor is the one blocks go into.
          if (handleRef) handleRef.current = { insert: (html) => insertBlock(editor, html) };
          if (readyReported.current) return;
          readyReported.current = true;
          onReady?.(editor.getContent());
        },
      }}
    />
  );
}
