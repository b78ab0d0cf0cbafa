/**
 * An author's public page (addition, bylines: q=author), asked only of a backend whose
 * capabilities say `staff`: a seed-only backend has no authors, and never sees the call. Read
 * without the validator (a reader's page), checked for the shape the page draws: anything else
 * reads as nothing. An unknown slug is a 404 answer, not a failure.
 */
import type { ApiError } from '../../api/baseApi';
import { baseApi } from '../../api/baseApi';
import { useGetCapabilitiesQuery } from '../../api/capabilitiesApi';
import { logFailure } from '../../api/logFailure';
import { readRequest } from '../../api/requests';
import type { AuthorAnswer } from '../../contract/authorCalls';
import { normalisePosts } from '../../contract/normalise';

export interface AuthorArg {
  slug: string;
  page: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's answer, when it is one; else null. */
export function readAuthor(raw: unknown): AuthorAnswer | null {
  if (!isObject(raw) || !isObject(raw.author)) return null;
  const { name, slug, bio, avatar_path } = raw.author;
  if (typeof name !== 'string' || typeof slug !== 'string') return null;
  const count = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
  const posts = normalisePosts(raw.posts);
  return {
    author: {
      name,
      slug,
      bio: typeof bio === 'string' ? bio : '',
      avatar_path: typeof avatar_path === 'string' && avatar_path ? avatar_path : null,
    },
    posts,
    total: count(raw.total, posts.length),
    page: Math.max(1, count(raw.page, 1)),
    per_page: Math.max(1, count(raw.per_page, posts.length || 1)),
  };
}

export const authorRequest = ({ slug, page }: AuthorArg) =>
  readRequest('GET author', { params: page > 1 ? { slug, page } : { slug } });

export const authorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The author and a page of their posts; null for an unknown author (a 404). */
    getAuthor: build.query<AuthorAnswer | null, AuthorArg>({
      queryFn: async (arg, _api, _extra, baseQuery) => {
        const result = await baseQuery(authorRequest(arg));
        if (!result.error) return { data: readAuthor(result.data) };
        return (result.error as ApiError).status === 404 ? { data: null } : { error: result.error };
      },
      onQueryStarted: logFailure('Error fetching the author'),
      providesTags: [{ type: 'Post', id: 'LIST' }],
    }),
  }),
});

export const { useGetAuthorQuery } = authorsApi;

/**
 * Whether the backend has staff, and so bylines and author pages (false while asking). Here, with
 * the page, not with the capabilities: no reading page's first view needs it.
 */
export function useAuthorPages(): { available: boolean; pending: boolean } {
  const { data, isLoading } = useGetCapabilitiesQuery();
  return { available: data?.staff === true, pending: isLoading };
}
