/**
 * The dashboard's "recent activity" is worded from the kind each admin mutation declares
 * (mutationKinds.ts), not from endpoint names: a mutation without its kind, or a kind lost or
 * changed, fails here.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { baseApi } from '../../../src/api/baseApi';
import '../../../src/features/admin/auth/api';
import '../../../src/features/admin/banners/api';
import '../../../src/features/admin/categories/api';
import '../../../src/features/admin/popular/api';
import '../../../src/features/admin/posts/api';
import { describeActivity } from '../../../src/features/admin/dashboard/activity';
import type { ActivityKind } from '../../../src/features/admin/dashboard/activity';
import {
  describeMutation,
  MUTATION_KINDS,
  mutationKind,
  type AdminMutation,
} from '../../../src/app/routes/admin/mutationKinds';

/** The mutation endpoints the admin APIs inject, read from the running api. */
function injectedMutations(): string[] {
  return Object.entries(baseApi.endpoints as Record<string, object>)
    .filter(([, endpoint]) => 'useMutation' in endpoint)
    .map(([name]) => name)
    .sort();
}

describe('admin mutation kinds', () => {
  it('declares a kind (or null) for every admin mutation, and for nothing else', () => {
    expect(injectedMutations()).toHaveLength(13);
    expect(Object.keys(MUTATION_KINDS).sort()).toEqual(injectedMutations());
    expectTypeOf<AdminMutation>().toEqualTypeOf<
      | 'login'
      | 'loginCode'
      | 'logout'
      | 'createPost'
      | 'updatePost'
      | 'deletePost'
      | 'addCategory'
      | 'updateCategory'
      | 'deleteCategory'
      | 'savePopular'
      | 'uploadBanner'
      | 'updateBanner'
      | 'deleteBanner'
    >();
  });

  it.each<[AdminMutation, ActivityKind | null, unknown, string | null]>([
    ['createPost', 'post added', { title: 'Derby Preview' }, 'Added post “Derby Preview”'],
    ['updatePost', 'post updated', { id: 3, title: 'Derby' }, 'Updated post “Derby”'],
    ['deletePost', 'post deleted', 7, 'Deleted post #7'],
    ['addCategory', 'category added', { name: 'Tennis', slug: 't' }, 'Added category “Tennis”'],
    ['updateCategory', 'category updated', { id: 2, name: 'Golf' }, 'Updated category “Golf”'],
    ['deleteCategory', 'category deleted', 2, 'Deleted category #2'],
    ['savePopular', 'popular list saved', { post_ids: [4] }, 'Saved the popular list (1 post)'],
    ['uploadBanner', 'banner uploaded', { type: 'home' }, 'Uploaded the home banner'],
    ['updateBanner', 'banner updated', { type: 'post' }, 'Updated the post banner'],
    ['deleteBanner', 'banner deleted', 'home', 'Deleted the home banner'],
    ['login', null, { username: 'admin', password: 'secret1' }, null],
    ['logout', null, undefined, null],
  ])('%s is declared as %s', (endpoint, kind, arg, text) => {
    expect(mutationKind(endpoint)).toBe(kind);
    expect(describeMutation(endpoint, arg)).toBe(text);
  });

  it('words a change from its kind, whatever the endpoint is called', () => {
    expect(describeActivity('post added', { title: 'Derby' })).toBe('Added post “Derby”');
    expect(describeActivity('category deleted', undefined)).toBe('Deleted category');
    expect(describeActivity('popular list saved', null)).toBe('Saved the popular list');
  });

  it('records nothing for a mutation that declares no kind', () => {
    expect(describeMutation('addSuggestion', { name: 'x' })).toBeNull();
    expect(describeMutation('toString', undefined)).toBeNull();
  });
});
