import { describe, expect, it } from 'vitest';
import { firstPageParam, pageFromSearch } from '../../../src/contract/paging';
import {
  mergePages,
  nextPageParam,
  readPostsPage,
  slicePage,
} from '../../../src/features/posts/lib/paging';
import { manyPosts } from './pagingBackend';

const total = (n: number) => new Headers({ 'X-Total-Count': String(n) });

describe('paging helpers', () => {
  it('reads a page with X-Total-Count as one page of the total', () => {
    const posts = manyPosts(12);
    expect(readPostsPage(posts, total(40), 12)).toEqual({ posts, total: 40, paged: true });
  });

  it('reads an answer without the total, or longer than the limit, as the full list', () => {
    const posts = manyPosts(30);
    expect(readPostsPage(posts, new Headers(), 12)).toEqual({ posts, total: 30, paged: false });
    expect(readPostsPage(posts, total(30), 12)).toMatchObject({ total: 30, paged: false });
    expect(readPostsPage(posts, new Headers({ 'X-Total-Count': 'lots' }), 100)).toMatchObject({
      paged: false,
    });
  });

  it('asks for up to 8 pages of 12 in the first request', () => {
    expect(firstPageParam(1)).toEqual({ page: 1, limit: 12 });
    expect(firstPageParam(3)).toEqual({ page: 1, limit: 36 });
    expect(firstPageParam(50)).toEqual({ page: 1, limit: 96 });
    expect(firstPageParam(0)).toEqual({ page: 1, limit: 12 });
  });

  it('asks for the page after those loaded, and stops at the end or on an empty page', () => {
    const page = (n: number, of: number) => ({ posts: manyPosts(n), total: of, paged: true });
    expect(nextPageParam([page(36, 40)])).toEqual({ page: 4, limit: 12 });
    expect(nextPageParam([page(12, 12)])).toBeUndefined();
    expect(nextPageParam([page(12, 40), page(0, 40)])).toBeUndefined();
    expect(nextPageParam([{ posts: manyPosts(30), total: 30, paged: false }])).toBeUndefined();
  });

  it('merges pages without showing a post twice', () => {
    const [a, b, c] = manyPosts(3);
    const merged = mergePages([
      { posts: [a!, b!], total: 3, paged: true },
      { posts: [b!, c!], total: 3, paged: true },
    ]);
    expect(merged.posts.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(merged.total).toBe(3);
  });

  it('ends the list at an empty page even when the total promised more', () => {
    const merged = mergePages([
      { posts: manyPosts(12), total: 30, paged: true },
      { posts: [], total: 30, paged: true },
    ]);
    expect(merged.total).toBe(12);
  });

  it('slices one page out of a full list', () => {
    expect(slicePage(manyPosts(45), { page: 3, limit: 20 }).map((p) => p.id)).toEqual([
      41, 42, 43, 44, 45,
    ]);
  });

  it('reads ?page= as a whole number from 1', () => {
    const page = (search: string) => pageFromSearch(new URLSearchParams(search));
    expect(page('')).toBe(1);
    expect(page('page=3')).toBe(3);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
    expect(page('page=2.5')).toBe(1);
    expect(page('page=abc')).toBe(1);
    expect(page('page=99999999')).toBe(500);
  });
});
