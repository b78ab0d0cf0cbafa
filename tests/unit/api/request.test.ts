/**
 * The request type follows the contract: only the calls of `CALLS`, with the method and the input
 * their schemas read, compile. The `@ts-expect-error` lines are checked by `tsc` (tsconfig.json
 * includes tests/): each fails the type check the day its request starts to compile.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiRequest } from '../../../src/api/baseApi';
import { apiUrl } from '../../../src/api/http';
import { CALLS, type CallKey } from '../../../src/contract/calls';

type QOf<K> = K extends `${string} ${infer Q}` ? Q : never;

describe('ApiRequest', () => {
  it('takes its q values from the contract’s call list', () => {
    expectTypeOf<ApiRequest['q']>().toEqualTypeOf<QOf<CallKey>>();
    const qs = new Set((Object.keys(CALLS) as CallKey[]).map((key) => key.split(' ')[1]));
    expect(qs).toContain('posts');
    expect(qs).toContain('login');
  });

  it('accepts the contract’s calls with their inputs', () => {
    const requests: ApiRequest[] = [
      { q: 'posts', params: { page: 2, limit: 10 } },
      { q: 'post', params: { slug: 'derby-preview' } },
      { q: 'post', params: { id: 3 } },
      { q: 'posts', method: 'POST', form: new FormData() },
      { q: 'category-update', method: 'POST', json: { id: 2, name: 'Tennis', slug: 'tennis' } },
      { q: 'popular-save', method: 'POST', json: { post_ids: [1, 2] } },
      { q: 'banner-delete', method: 'DELETE', params: { type: 'home' } },
      { q: 'login', method: 'POST', json: { username: 'admin', password: 'secret1' } },
      { q: 'session' },
    ];
    expect(requests).toHaveLength(9);
  });

  it('refuses a misspelled q, a method the call lacks and an input it does not read', () => {
    const refused = [
      // @ts-expect-error: 'postz' is no call of the contract
      { q: 'postz' } satisfies ApiRequest,
      // @ts-expect-error: the contract has no 'sesion' either
      { q: 'sesion' } satisfies ApiRequest,
      // @ts-expect-error: q=login is a POST
      { q: 'login', json: { username: 'admin', password: 'secret1' } } satisfies ApiRequest,
      // @ts-expect-error: q=popular-save reads {post_ids}
      { q: 'popular-save', method: 'POST', json: { ids: [1] } } satisfies ApiRequest,
      // @ts-expect-error: q=post-delete needs the post's id
      { q: 'post-delete', method: 'DELETE' } satisfies ApiRequest,
      // @ts-expect-error: q=popular takes no params
      { q: 'popular', params: { page: 1 } } satisfies ApiRequest,
    ];
    // At run time a request is only a URL: the type is what keeps a typo out.
    expect(apiUrl(refused[0]!.q)).toContain('q=postz');
  });
});
