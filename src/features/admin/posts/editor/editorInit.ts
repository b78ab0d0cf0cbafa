/**
 * TinyMCE's settings for the post forms, as a pure function (RichTextEditor adds its callbacks).
 * Everything the spec asks of the editor is here: height 500, autosave every 20 s kept 30
 * minutes, self-hosted under the GPL licence key, and a skin per theme. The editing area is drawn
 * as readers see a post (the site's typefaces and post body styles); on a phone, one toolbar row
 * of the essentials, its other buttons behind "More".
 */
import { draftPrefix } from './drafts';
// Built by Vite like the app's own styles (its @imports inlined, the fonts' files beside it).
import contentCssUrl from './editorContent.css?url';
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

/** A phone's toolbar: one row, the rest of TOOLBAR behind its "More" button (sliding). */
export const PHONE_TOOLBAR =
  'undo redo | blocks | bold italic | bullist numlist | link image | ' +
  'underline strikethrough outdent indent table alignleft aligncenter alignright removeformat | ' +
  'restoredraft code fullscreen help';

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
    // On a phone no menu bar (it took five rows), and one toolbar row: what does not fit slides
    // out from its "More" button. Every action is in the toolbar.
    menubar: narrow ? false : 'edit view insert format table help',
    plugins: PLUGINS,
    toolbar: narrow ? PHONE_TOOLBAR : TOOLBAR,
    toolbar_mode: narrow ? ('sliding' as const) : ('wrap' as const),
    skin: dark ? 'oxide-dark' : 'oxide',
    // The skin's content styles, then the site's own (editorContent.css) on the post's body.
    content_css: [dark ? 'dark' : 'default', contentCssUrl],
    body_class: dark ? 'post-body dark' : 'post-body',
    content_style:
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
