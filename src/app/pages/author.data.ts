/**
 * `/authors/{authorSlug}` (addition, bylines): an author's name, bio and photo, and their
 * published posts (`?page=N`). Only a backend with staff accounts (q=capabilities says `staff`)
 * is asked for it: the server's render asks its own; in the browser the page asks once the probe
 * says so. Elsewhere (a seed-only backend, whose posts have no bylines) the page is not found.
 * Its calls are the server's render's only (`renderedOnly`), never the early script's.
 */
import { capabilitiesApi, readCapabilities } from '../../api/capabilitiesApi';
import { readRequest } from '../../api/requests';
import { DESCRIPTION_CHARS } from '../../contract/pageHead';
import { pageFromSearch } from '../../contract/paging';
import { authorPath } from '../../contract/paths';
import { excerptChars } from '../../contract/text';
import { authorRequest, authorsApi, readAuthor, type AuthorArg } from '../../features/authors/api';
import { registerEndpoints } from './answers';
import { feedHead, notFoundHead } from './head';
import type { Answers, HeadView, PageAt, PageCall } from './types';

registerEndpoints({
  getCapabilities: capabilitiesApi.endpoints.getCapabilities,
  getAuthor: authorsApi.endpoints.getAuthor,
});

export const NOT_FOUND_TITLE = 'Page Not Found';

/** The author and the page of their posts the address asks for. */
export const authorArg = ({ params, search }: Omit<PageAt, 'counting'>): AuthorArg => ({
  slug: params.authorSlug ?? '',
  page: pageFromSearch(search),
});

export const calls = (at: PageAt) => {
  const arg = authorArg(at);
  return {
    capabilities: {
      endpoint: 'getCapabilities',
      request: readRequest('GET capabilities', {}),
      read: readCapabilities,
      renderedOnly: true,
    } satisfies PageCall<ReturnType<typeof readCapabilities>>,
    author: {
      endpoint: 'getAuthor',
      arg,
      request: authorRequest(arg),
      read: readAuthor,
      renderedOnly: true,
    } satisfies PageCall<ReturnType<typeof readAuthor>>,
  };
};

type AuthorAnswers = Answers<ReturnType<typeof calls>>;

export function head({ capabilities, author }: AuthorAnswers, view: HeadView) {
  if (view.pending && !author) return { title: null };
  // A backend without staff (a seed-only one), or no author by that slug.
  if (!capabilities?.staff || !author) return notFoundHead(NOT_FOUND_TITLE);
  const { name, slug, bio } = author.author;
  const page = authorArg(view).page;
  const fields = {
    title: page > 1 ? `${name}, page ${page}` : name,
    description: excerptChars(bio, DESCRIPTION_CHARS) || `Posts by ${name} on ${view.site.brand}.`,
    canonicalPath: `${authorPath(slug)}${page > 1 ? `?page=${page}` : ''}`,
  };
  return feedHead(fields, author.posts, name);
}
