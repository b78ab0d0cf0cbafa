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
import 'tinymce/plugins/image';
import 'tinymce/plugins/link';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/searchreplace';
import 'tinymce/plugins/table';
import 'tinymce/plugins/visualblocks';
import 'tinymce/plugins/wordcount';
import { Editor } from '@tinymce/tinymce-react';
import { use, useRef } from 'react';
import { draftPrefix } from './drafts';
import { loadSkin } from './loadSkin';
import type { EditorProps } from './editorProps';
import { AUTOSAVE_INTERVAL, AUTOSAVE_RETENTION, EDITOR_HEIGHT } from './editorProps';

const PLUGINS = [
  'advlist',
  'autolink',
  'autosave',
  'charmap',
  'code',
  'fullscreen',
  'image',
  'link',
  'lists',
  'searchreplace',
  'table',
  'visualblocks',
  'wordcount',
];

const TOOLBAR =
  'undo redo | blocks | bold italic underline strikethrough | bullist numlist outdent indent | ' +
  'link image table | alignleft aligncenter alignright | removeformat | restoredraft code fullscreen';

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
      licenseKey="gpl"
      value={value}
      onEditorChange={(html) => onChange(html)}
      init={{
        height: EDITOR_HEIGHT,
        menubar: 'edit view insert format table',
        plugins: PLUGINS,
        toolbar: TOOLBAR,
        toolbar_mode: 'wrap',
        skin: dark ? 'oxide-dark' : 'oxide',
        content_css: dark ? 'dark' : 'default',
        content_style:
          'body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 16px; line-height: 1.6; }',
        iframe_aria_text: `${label}. Press Alt+0 for help.`,
        promotion: false,
        branding: false,
        // Spec 9: autosave every 20 s, drafts kept 30 minutes, one draft per post.
        autosave_interval: AUTOSAVE_INTERVAL,
        autosave_retention: AUTOSAVE_RETENTION,
        autosave_prefix: draftPrefix(draftKey),
        autosave_restore_when_empty: false,
        // The form warns about unsaved changes itself.
        autosave_ask_before_unload: false,
        // Images are linked by URL; pasted or dropped files would stay blob: URLs no reader sees.
        image_uploadtab: false,
        paste_data_images: false,
        automatic_uploads: false,
        relative_urls: false,
        convert_urls: false,
        link_default_target: '_blank',
        table_default_attributes: {},
        init_instance_callback: (editor) => {
          if (readyReported.current) return;
          readyReported.current = true;
          onReady?.(editor.getContent());
        },
      }}
    />
  );
}
