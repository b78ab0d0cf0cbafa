/**
 * TinyMCE's settings for the post forms, as a pure function (RichTextEditor adds its callbacks).
 * Everything the spec asks of the editor is here: height 500, autosave every 20 s kept 30
 * minutes, self-hosted under the GPL licence key, and a skin per theme.
 */
import { draftPrefix } from './drafts';
import { AUTOSAVE_INTERVAL, AUTOSAVE_RETENTION, EDITOR_HEIGHT } from './editorProps';

/** Self-hosted TinyMCE under the GPL: no API key, no cloud. */
export const LICENSE_KEY = 'gpl';

/** Must match the plugin modules RichTextEditor imports. */
export const PLUGINS = [
  'advlist',
  'autolink',
  'autosave',
  'charmap',
  'code',
  'fullscreen',
  'help',
  'image',
  'link',
  'lists',
  'searchreplace',
  'table',
  'visualblocks',
  'wordcount',
];

export const TOOLBAR =
  'undo redo | blocks | bold italic underline strikethrough | bullist numlist outdent indent | ' +
  'link image table | alignleft aligncenter alignright | removeformat | restoredraft code fullscreen help';

export function editorInit({
  label,
  dark,
  draftKey,
  narrow,
}: {
  label: string;
  dark: boolean;
  draftKey: string;
  /** A phone-sized screen. */
  narrow: boolean;
}) {
  return {
    height: EDITOR_HEIGHT,
    // On a phone the menu bar would scroll sideways; the wrapped toolbar has every action.
    menubar: narrow ? false : 'edit view insert format table help',
    plugins: PLUGINS,
    toolbar: TOOLBAR,
    toolbar_mode: 'wrap' as const,
    skin: dark ? 'oxide-dark' : 'oxide',
    content_css: dark ? 'dark' : 'default',
    content_style:
      'body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 16px; line-height: 1.6; } ' +
      // A prediction's block: its plain-text line, framed as one piece made with its own form.
      '[data-bp-prediction] { margin: 1em 0; padding: 0.5em 0.75em; border: 1px dashed #64748b; border-radius: 8px; cursor: default; } ' +
      '[data-bp-prediction] p { margin: 0; }',
    iframe_aria_text: `${label}. Press Alt+0 for help.`,
    // TinyMCE titles its iframe only in Firefox; every browser's assistive tech needs it.
    iframe_attrs: { title: `${label} editor` },
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
    // The site styles post tables itself.
    table_default_attributes: {},
  };
}
