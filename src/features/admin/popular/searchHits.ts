/**
 * The posts a q=search-posts answer names, with their ids (the selection is by id). The reference
 * server's hits carry the id; the spec's search result (slug, title, content) need not, so a hit
 * without one is looked up with q=post&slug=…, a bounded number of them.
 */
import { normalisePosts, normaliseSearch, normaliseSinglePost } from '../../../contract/normalise';
import type { Post } from '../../../contract/schemas';

/** The most hits looked up one by one for a single search. */
export const MAX_HIT_LOOKUPS = 24;

type LookupAnswer = { data?: unknown; error?: unknown };
type Lookup = (slug: string) => LookupAnswer | PromiseLike<LookupAnswer>;

export async function postsOfHits(raw: unknown, lookup: Lookup): Promise<Post[]> {
  const bySlug = new Map(normalisePosts(raw).map((post) => [post.slug, post]));
  const hits = normaliseSearch(raw, 'post');
  const missing = hits.filter((hit) => !bySlug.has(hit.slug)).slice(0, MAX_HIT_LOOKUPS);
  const looked = await Promise.all(
    missing.map(async ({ slug }) => {
      const answer = await lookup(slug);
      return [slug, answer.error ? null : normaliseSinglePost(answer.data)] as const;
    }),
  );
  for (const [slug, post] of looked) if (post) bySlug.set(slug, post);
  const seen = new Set<number>();
  return hits.flatMap((hit) => {
    const post = bySlug.get(hit.slug);
    if (!post || seen.has(post.id)) return [];
    seen.add(post.id);
    return [post];
  });
}
