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
import { use, useRef } from 'react';
import { loadSkin } from './loadSkin';
import type { EditorProps } from './editorProps';
import { editorInit, LICENSE_KEY } from './editorInit';

export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onReady,
  dark,
  draftKey,
}: EditorProps) {
  // The first initialisation sets the form's baseline; a re-initialisation for a theme change
  // must not, or edits made before it would stop counting as unsaved.
  const readyReported = useRef(false);
  // Suspends until this theme's skin is registered (the first time only).
  use(loadSkin(dark));
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
        init_instance_callback: (editor) => {
          if (readyReported.current) return;
          readyReported.current = true;
          onReady?.(editor.getContent());
        },
      }}
    />
  );
}
