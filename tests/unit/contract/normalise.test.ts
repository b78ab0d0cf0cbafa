import { describe, expect, it } from 'vitest';
import {
  normaliseBanners,
  normaliseCategories,
  normalisePopular,
  normalisePosts,
  normaliseSearch,
  normaliseSinglePost,
  parseJsonText,
} from '../../../src/contract/normalise';
import {
  normaliseAdminPost,
  normaliseSession,
  normaliseStatus,
} from '../../../src/contract/normaliseAdmin';

describe('normalisers accept every answer variant the seed lists', () => {
  it('reads categories as a plain list or as {categories}', () => {
    const list = [{ id: 1, name: 'Casino', slug: 'casino' }];
    expect(normaliseCategories(list)).toEqual([
      { id: 1, name: 'Casino', slug: 'casino', description: '' },
    ]);
    expect(normaliseCategories({ categories: list })).toEqual(normaliseCategories(list));
  });

  it('treats invalid JSON as empty', () => {
    expect(parseJsonText('<html>502 Bad Gateway</html>')).toBeNull();
    expect(parseJsonText('')).toBeNull();
    expect(normaliseCategories(parseJsonText('{oops'))).toEqual([]);
    expect(normalisePosts(parseJsonText('not json'))).toEqual([]);
  });

  it('reads category_id or categoryId and numeric-string ids', () => {
    const [a, b] = normalisePosts([
      { id: '7', slug: 'a', title: 'A', category_id: 3 },
      { id: 8, slug: 'b', title: 'B', categoryId: '4' },
    ]);
    expect(a).toMatchObject({ id: 7, category_id: 3, image_path: null, content: '' });
    expect(b).toMatchObject({ id: 8, category_id: 4 });
  });

  it('drops items without an id or slug instead of failing the list', () => {
    expect(normalisePosts([{ slug: 'x' }, null, 'x', { id: 1, slug: 'ok' }])).toHaveLength(1);
  });

  it('reads popular dates from published_at or date', () => {
    const [a, b] = normalisePopular([
      { id: 1, slug: 'a', published_at: '2026-01-01' },
      { id: 2, slug: 'b', date: '2026-02-02' },
    ]);
    expect(a?.published_at).toBe('2026-01-01');
    expect(b?.published_at).toBe('2026-02-02');
    expect(b?.created_at).toBe('2026-02-02');
  });

  it('reads empty or null banners as no banner', () => {
    const none = {
      home_banner_link: null,
      post_banner_link: null,
      home_campaign: null,
      post_campaign: null,
    };
    expect(normaliseBanners({ home_banner: '', post_banner: null })).toEqual({
      home_banner: null,
      post_banner: null,
      ...none,
    });
    expect(normaliseBanners(null)).toEqual({ home_banner: null, post_banner: null, ...none });
    expect(normaliseBanners({ home_banner: 'a.jpg' }).home_banner).toBe('a.jpg');
  });

  it("reads a slot's campaign (an addition) as its id, phone creative and whether it leads anywhere", () => {
    const read = (campaign: unknown) =>
      normaliseBanners({ home_banner: 'a.jpg', home_campaign: campaign }).home_campaign;
    expect(
      read({
        id: 7,
        advertiser: 'Bookie',
        image: 'a.jpg',
        phone_image: 'p.jpg',
        link: 'https://b.example/',
      }),
    ).toEqual({ id: 7, phone_image: 'p.jpg', link: true });
    expect(read({ id: '7', phone_image: '', link: 'javascript:alert(1)' })).toEqual({
      id: 7,
      phone_image: null,
      link: false,
    });
    for (const bad of [null, 'x', { id: 0 }, { id: -3 }, { id: 'seven' }, {}]) {
      expect(read(bad)).toBeNull();
    }
  });

  it('keeps a banner link only when it is an http(s) address', () => {
    const read = (link: unknown) =>
      normaliseBanners({ home_banner: 'a.jpg', home_banner_link: link });
    expect(read('https://shop.example/offer?a=1').home_banner_link).toBe(
      'https://shop.example/offer?a=1',
    );
    expect(read(' http://example.com ').home_banner_link).toBe('http://example.com');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/promotion', '', 42, null]) {
      expect(read(bad).home_banner_link).toBeNull();
    }
  });

  it('reads a single post from an object, a list or {post}', () => {
    const p = { id: 1, slug: 'a', title: 'A' };
    expect(normaliseSinglePost(p)?.id).toBe(1);
    expect(normaliseSinglePost([p])?.id).toBe(1);
    expect(normaliseSinglePost({ post: p })?.id).toBe(1);
    expect(normaliseSinglePost(null)).toBeNull();
    expect(normaliseSinglePost({ status: 'error', message: 'Post not found' })).toBeNull();
  });

  it('reads search results with title or name and content or description', () => {
    expect(normaliseSearch([{ slug: 'a', title: 'T', content: '<p>c</p>' }], 'post')).toEqual([
      { kind: 'post', slug: 'a', title: 'T', text: '<p>c</p>' },
    ]);
    expect(normaliseSearch([{ slug: 'c', name: 'N', description: 'd' }], 'category')).toEqual([
      { kind: 'category', slug: 'c', title: 'N', text: 'd' },
    ]);
  });

  it('reads {status, message}, {success, message} and {error}', () => {
    expect(normaliseStatus({ status: 'success', message: 'ok' })).toEqual({
      status: 'success',
      message: 'ok',
    });
    expect(normaliseStatus({ success: true, message: 'Added' }).status).toBe('success');
    expect(normaliseStatus({ error: 'Nope' })).toEqual({ status: 'error', message: 'Nope' });
    expect(normaliseStatus(null)).toEqual({ status: 'error', message: '' });
  });
});

describe('slugs become one safe path segment', () => {
  it('drops items whose slug would leave the site or the segment', () => {
    const posts = normalisePosts([
      { id: 1, slug: '/evil.example' },
      { id: 2, slug: '..' },
      { id: 3, slug: 'a/b' },
      { id: 4, slug: 'x?y' },
      { id: 5, slug: 'ok-slug' },
    ]);
    expect(posts.map((p) => p.slug)).toEqual(['ok-slug']);
    expect(normaliseCategories([{ id: 1, slug: '//evil.example', name: 'X' }])).toEqual([]);
  });
});

describe('the session', () => {
  it('keeps the staff additions a backend sends, and drops what it cannot make sense of', () => {
    expect(
      normaliseSession({
        authenticated: true,
        username: 'asha',
        role: 'author',
        display_name: 'Asha',
        user_id: 7,
        two_factor: true,
      }),
    ).toEqual({
      authenticated: true,
      username: 'asha',
      role: 'author',
      display_name: 'Asha',
      user_id: 7,
      two_factor: true,
    });
    // The seed's single admin: no role (every right), no id.
    expect(
      normaliseSession({ authenticated: true, username: 'admin', role: 'root', user_id: '7' }),
    ).toEqual({
      authenticated: true,
      username: 'admin',
    });
    expect(normaliseSession('not json')).toEqual({ authenticated: false });
  });
});

describe('the admin’s read of one post', () => {
  const raw = {
    id: 4,
    slug: 'derby',
    title: 'Derby',
    category_id: 1,
    category_name: 'Football',
    category_slug: 'football',
    author: { name: 'Asha Rao', slug: 'asha-rao' },
    author_id: 7,
  };
  it('keeps the author’s account id for the author select, which readers’ answers leave out', () => {
    expect(normaliseAdminPost({ ...raw, went_live: true })).toMatchObject({
      author: { name: 'Asha Rao' },
      author_id: 7,
      went_live: true,
    });
    expect(normaliseAdminPost({ post: raw })).toMatchObject({ author_id: 7 });
    expect(normaliseSinglePost({ ...raw, went_live: true })).not.toHaveProperty('author_id');
    expect(normaliseSinglePost({ ...raw, went_live: true })).not.toHaveProperty('went_live');
    // A seed backend's post: no author, no id.
    expect(
      normaliseAdminPost({ ...raw, author: undefined, author_id: undefined }),
    ).not.toHaveProperty('author_id');
  });
});
