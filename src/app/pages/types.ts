/**
 * What a reading page declares in its data module (app/pages/<page>.data.ts): the calls its first
 * view makes and the head it makes of their answers. No React and no RTK Query here: the early
 * script reads these declarations too.
 */
import type { ComponentType } from 'react';
import type { PageParam } from '../../contract/paging';
import type { PageHead, SiteInfo } from '../../contract/pageHead';
import type { PostListArg } from '../../features/posts/api';
import type { ListArg, RecordArg } from '../../features/predictions/api';
import type { AuthorArg } from '../../features/authors/api';
import type { ApiRequest } from '../../api/baseApi';
import type { PageRoute } from './routes';

/** Where a page is opened: its path parameters and its query string. */
export interface PageAt {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /**
   * The server that served the page counts views (an addition: the reference server with
   * analytics on), so it can rank posts by them; never on a seed-only backend.
   */
  counting: boolean;
}

/** The endpoint that makes a call, with its argument, as the page's components call it. */
export type CallEndpoint =
  | { endpoint: 'getCategories' | 'getPopular'; arg?: undefined }
  /** A post's page's banners are asked for that post (its slug). */
  | { endpoint: 'getBanners'; arg?: string }
  | { endpoint: 'getPostBySlug' | 'getSharedPost'; arg: string }
  /** A grid's first request: every page up to the URL's `?page=N` (usePagedPosts). */
  | { endpoint: 'getPostPages'; arg: PostListArg; pageParam: PageParam }
  /** The predictions' record page's (registered by its data module: registerEndpoints). */
  | { endpoint: 'getCapabilities'; arg?: undefined }
  | { endpoint: 'getPredictionRecord'; arg: RecordArg }
  | { endpoint: 'getPredictionList'; arg: ListArg }
  /** An author's page's (registered by its data module). */
  | { endpoint: 'getAuthor'; arg: AuthorArg }
  /** The layout's site texts (the server's render registers it: entry-server.tsx). */
  | { endpoint: 'getSiteTexts'; arg?: undefined };

/**
 * One call of a first view: the endpoint that makes it (the browser's and the server's store),
 * the request it sends (the early script, which starts it before the app), and how its answer
 * reads, the backend's JSON normalised as the endpoint does it (answering `T`).
 */
export type PageCall<T> = CallEndpoint & {
  request: ApiRequest;
  read: (raw: unknown) => T;
  /**
   * Made by the server's render only (its own backend answers it): in the browser the page makes
   * it itself, the predictions' record only once the backend's capabilities say it keeps one, so
   * neither the early script nor the first render sends it, and a seed-only backend never sees
   * it.
   */
  renderedOnly?: true;
};

export type PageCalls = Record<string, PageCall<unknown>>;

/** Each call's answer, or undefined when there is none (the call failed). */
export type Answers<C extends PageCalls> = {
  [K in keyof C]: (C[K] extends PageCall<infer T> ? T : never) | undefined;
};

/** Where the page is opened, on which site, and whether its calls reached a backend. */
export interface HeadView extends PageAt {
  site: SiteInfo;
  /** A call of the page failed for want of a working backend (unreachable, or a 5xx). */
  failed: boolean;
  /**
   * A call has not answered yet (its answer reads as undefined meanwhile): only in the browser,
   * on a page opened there, whose head follows its answers as they come in.
   */
  pending: boolean;
}

/** The head a page declares; what it leaves out has the defaults of `completeHead`. */
export type PageHeadFields = Partial<Omit<PageHead, 'title' | 'shareTitle' | 'preloadCalls'>> & {
  /** The page's own title, without the brand (null: the brand alone, as on home). */
  title: string | null;
};

/**
 * A reading page's data module: what its first view asks (none when left out), and its head,
 * made from those answers, on the server (the head tags) and in the browser (usePageHead) alike.
 */
export interface PageData<C extends PageCalls = PageCalls> {
  calls?: (at: PageAt) => C;
  // Method syntax below: a page's own answers are a narrower type than the table's.
  /**
   * Its likely LCP image (none when left out), from the same answers: its head's `hero`, which
   * the early script preloads on a page built in the browser without building the head.
   */
  hero?(answers: Answers<C>, at: PageAt): PageHead['hero'];
  head(answers: Answers<C>, view: HeadView): PageHeadFields;
}

/** A route table entry (routes.ts) with its page's data module and its component's module. */
export interface PublicPage extends PageRoute {
  loadData: () => Promise<PageData>;
  load: () => Promise<{ default: ComponentType }>;
}
