/**
 * The editor's skin and content styles for one theme, as modules: they register their CSS with
 * tinymce.Resource, so `skin` and `content_css` resolve without a network request. Each theme
 * is a small chunk of its own, fetched when first needed (most admins never switch themes).
 * Needs the `tinymce` global: call it only from RichTextEditor, which imports the editor first.
 */
const loaded = new Map<boolean, Promise<unknown>>();

export function loadSkin(dark: boolean): Promise<unknown> {
  let promise = loaded.get(dark);
  if (!promise) {
    promise = dark
      ? Promise.all([
          import('tinymce/skins/ui/oxide-dark/skin.js'),
          import('tinymce/skins/ui/oxide-dark/content.js'),
          import('tinymce/skins/content/dark/content.js'),
        ])
      : Promise.all([
          import('tinymce/skins/ui/oxide/skin.js'),
          import('tinymce/skins/ui/oxide/content.js'),
          import('tinymce/skins/content/default/content.js'),
        ]);
    loaded.set(dark, promise);
  }
  return promise;
}
