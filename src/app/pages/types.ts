/**
 * What a reading page declares beside its component: how it asks for its first answers and the
 * head it makes of them (see the route table, app/pages/table.ts).
 */
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { PageHead, SiteInfo } from '../../contract/pageHead';
import type { AppStore } from '../store';
import type { FirstCall } from './firstCalls';

export interface FirstView {
  params: Params;
  search: URLSearchParams;
  /**
   * The store the page is rendered from: what the page asks for here is read once, and both its
   * head and its render come from that one answer.
   */
  store: AppStore;
  site: SiteInfo;
}

/** The head a page declares; what it leaves out has the defaults of `completeHead`. */
export type PageHeadFields = Partial<Omit<PageHead, 'title' | 'shareTitle' | 'preloadCalls'>> & {
  /** The page's own title, without the brand (null: the brand alone, as on home). */
  title: string | null;
};

/** Asks for the page's first answers (in `view.store`) and answers its head. */
export type FirstViewLoader = (view: FirstView) => Promise<PageHeadFields> | PageHeadFields;

/** A page's lazy module: the component and its first view. */
export interface PageModule {
  default: ComponentType;
  firstView: FirstViewLoader;
}

export interface PublicPage {
  /** The react-router path under `/` ('' for the index). */
  path: string;
  load: () => Promise<PageModule>;
  /**
   * false for a page that shows what only the browser has (the visitor's own suggestions): it
   * goes out with its head but is built in the browser.
   */
  render?: false;
  /**
   * The API calls of the page's `firstView` (besides the layout's), for a static host's early
   * script, which starts them before the app (see firstCalls.ts). None when left out.
   */
  firstCalls?: (at: { params: Params; search: URLSearchParams }) => FirstCall[];
}
