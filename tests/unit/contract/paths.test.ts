import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  postCardPath,
  postPath,
  postPathUnder,
  sharedPostPath,
} from '../../../src/contract/paths';

describe('the site paths', () => {
  it('give slugs of the slug rule as they are', () => {
    expect(categoryPath('casino')).toBe('/casino');
    expect(postPath({ slug: 'roulette-odds', category_slug: 'casino' })).toBe(
      '/casino/roulette-odds',
    );
    expect(postCardPath('roulette-odds')).toBe('/posts/roulette-odds');
    expect(postPathUnder('popular', 'roulette-odds')).toBe('/popular/roulette-odds');
    expect(sharedPostPath('abc_DEF-123')).toBe('/shared/abc_DEF-123');
  });

  it('keep any other slug one path segment', () => {
    expect(postPath({ slug: 'a/b?c#d', category_slug: 'café bar' })).toBe(
      '/caf%C3%A9%20bar/a%2Fb%3Fc%23d',
    );
    expect(postCardPath('../admin')).toBe('/posts/..%2Fadmin');
  });
});
