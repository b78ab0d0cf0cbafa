/**
 * The early script matches the route table without react-router (boot/pathMatch.ts): it
 * must open the same entry, with the same parameters, as matchPublicPage (react-router's
 * matchRoutes) for every path a reader can type.
 */
import { describe, expect, it, vi } from 'vitest';
import { matchPagePath } from '../../../src/boot/pathMatch';
import { isAdminPath, matchPublicPage, PUBLIC_PAGES } from '../../../src/app/pages/table';

const SEGMENTS = [
  '',
  'trending',
  'TRENDING',
  'blogs',
  'categories',
  'about',
  'policy',
  'promotion',
  'suggestions',
  'posts',
  'popular',
  'football',
  'derby-day',
  'caf%C3%A9',
  'a%2Fb',
  '%E0%A4%A',
  'x%20y',
  'index.html',
  'admin',
  '..',
  '*',
  ':slug',
];

/** Every path of one to three of the segments above, with and without a trailing slash. */
function paths(): string[] {
  const out = ['/', '//', '///'];
  for (const a of SEGMENTS) {
    out.push(`/${a}`, `/${a}/`, `//${a}`);
    for (const b of SEGMENTS) {
      out.push(`/${a}/${b}`, `/${a}/${b}/`, `/${a}//${b}`);
      for (const c of ['football', 'derby-day', '']) out.push(`/${a}/${b}/${c}`);
    }
  }
  return out;
}

describe('matchPagePath (the early script’s matching)', () => {
  it('opens the entry and parameters matchPublicPage opens, for every path', () => {
    // react-router warns of each badly encoded path it is given (it still matches it).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const all = paths();
    expect(all.length).toBeGreaterThan(1500);
    for (const path of all) {
      const expected = matchPublicPage(path);
      const actual = isAdminPath(path) ? null : matchPagePath(PUBLIC_PAGES, path);
      expect(actual?.page.path, path).toBe(expected?.page.path);
      expect(actual?.params, path).toEqual(expected ? { ...expected.params } : undefined);
    }
    warn.mockRestore();
  });

  it('ranks static paths above a category slug, whatever the table’s order', () => {
    const reversed = [...PUBLIC_PAGES].reverse();
    expect(matchPagePath(reversed, '/trending')?.page.path).toBe('trending');
    expect(matchPagePath(reversed, '/posts/derby-day')?.page.path).toBe('posts/:slug');
    expect(matchPagePath(reversed, '/football')?.page.path).toBe(':categorySlug');
    expect(matchPagePath(reversed, '/')?.page.path).toBe('');
    expect(matchPagePath(reversed, '/a/b/c')?.page.path).toBe('*');
  });
});
