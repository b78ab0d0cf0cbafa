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
    expect(settings({ dark: false })).toMatchObject({ skin: 'oxide', content_css: 'default' });
    expect(settings({ dark: true })).toMatchObject({ skin: 'oxide-dark', content_css: 'dark' });
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
