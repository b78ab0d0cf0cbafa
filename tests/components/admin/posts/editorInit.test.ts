import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clearDraft } from '../../../../src/features/admin/posts/editor/drafts';
import {
  editorInit,
  LICENSE_KEY,
  PLUGINS,
} from '../../../../src/features/admin/posts/editor/editorInit';

const settings = (over: Partial<Parameters<typeof editorInit>[0]> = {}) =>
  editorInit({ label: 'Content', dark: false, draftKey: 'post-7', narrow: false, ...over });

describe('rich-text editor settings', () => {
  it('is self-hosted under the GPL licence key, with no cloud key or script', () => {
    expect(LICENSE_KEY).toBe('gpl');
    expect(JSON.stringify(settings())).not.toMatch(/api_?key|tiny\.cloud/i);
  });

  it('is 500 px high and autosaves every 20 s, keeping drafts 30 minutes, one draft per post', () => {
    const init = settings();
    expect(init.height).toBe(500);
    expect(init.plugins).toContain('autosave');
    expect(init.autosave_interval).toBe('20s');
    expect(init.autosave_retention).toBe('30m');
    expect(init.autosave_prefix).toBe('tinymce-autosave-post-7-');
    expect(settings({ draftKey: 'post-new' }).autosave_prefix).toBe('tinymce-autosave-post-new-');
    expect(init.toolbar).toContain('restoredraft');
  });

  it('follows the theme: oxide and default content in light, oxide-dark and dark content in dark', () => {
    expect(settings({ dark: false })).toMatchObject({ skin: 'oxide' });
    expect(settings({ dark: false }).content_css[0]).toBe('default');
    expect(settings({ dark: true })).toMatchObject({ skin: 'oxide-dark' });
    expect(settings({ dark: true }).content_css[0]).toBe('dark');
  });

  it('draws the editing area with the site’s typefaces and post body styles, in both themes', () => {
    const light = settings({ dark: false });
    const dark = settings({ dark: true });
    // The site's style sheet for the editing area, after the skin's (its address is Vite's:
    // empty here, where style sheets are not built).
    expect(light.content_css).toHaveLength(2);
    expect(light.content_css[1]).toEqual(expect.any(String));
    expect(dark.content_css[1]).toBe(light.content_css[1]);
    // That sheet is the site's typefaces and its post body styles.
    const sheet = readFileSync('src/features/admin/posts/editor/editorContent.css', 'utf8');
    expect(sheet).toMatch(/@import '[./]*\/fonts\.css'/);
    expect(sheet).toMatch(/@import '[./]*\/posts\/components\/postBody\.css'/);
    // The body is the post's body, dark in the dark theme (postBody.css's .post-body.dark).
    expect(light.body_class.split(' ')).toEqual(['post-body']);
    expect(dark.body_class.split(' ').sort()).toEqual(['dark', 'post-body']);
    // No font of its own any more: the site's, from the style sheet.
    expect(light.content_style).not.toMatch(/font-family/);
  });

  it('gives a phone one toolbar row that slides out the rest, with every action still there', () => {
    const phone = settings({ narrow: true });
    const desktop = settings({ narrow: false });
    expect(phone.menubar).toBe(false);
    expect(phone.toolbar_mode).toBe('sliding');
    expect(desktop.toolbar_mode).toBe('wrap');
    const buttons = (toolbar: string) =>
      toolbar
        .split(/[\s|]+/)
        .filter(Boolean)
        .sort();
    expect(buttons(phone.toolbar)).toEqual(buttons(desktop.toolbar));
    // The essentials lead, so they are the ones in the row.
    expect(phone.toolbar.split('|').slice(0, 5).join(' ')).toMatch(
      /undo redo.*blocks.*bold italic.*bullist numlist.*link image/,
    );
  });

  it('offers bold, lists, links, images and tables, and names its editing area', () => {
    const init = settings();
    for (const plugin of ['lists', 'link', 'image', 'table']) expect(PLUGINS).toContain(plugin);
    for (const button of ['bold', 'bullist', 'link', 'image', 'table'])
      expect(init.toolbar).toContain(button);
    expect(init.iframe_attrs).toEqual({ title: 'Content editor' });
    expect(init.iframe_aria_text).toContain('Content');
  });

  it('drops the sideways-scrolling menu bar on a phone', () => {
    expect(settings({ narrow: false }).menubar).toBeTruthy();
    expect(settings({ narrow: true }).menubar).toBe(false);
  });

  it('forgets a saved post’s autosaved draft', () => {
    localStorage.setItem('tinymce-autosave-post-7-draft', '<p>old</p>');
    localStorage.setItem('tinymce-autosave-post-7-time', '1');
    localStorage.setItem('tinymce-autosave-post-8-draft', '<p>other</p>');
    clearDraft('post-7');
    expect(localStorage.getItem('tinymce-autosave-post-7-draft')).toBeNull();
    expect(localStorage.getItem('tinymce-autosave-post-7-time')).toBeNull();
    expect(localStorage.getItem('tinymce-autosave-post-8-draft')).toBe('<p>other</p>');
  });
});
