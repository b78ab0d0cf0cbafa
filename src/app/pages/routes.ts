/**
 * The reading pages' route table (contract/pageRoutes.ts, shared with the server) and where each
 * page's component is.
 */
import type { PageName } from '../../contract/pageRoutes';

export * from '../../contract/pageRoutes';

/** The component module of page `name`, under app/routes/public/, without its extension. */
export const pageComponent = (name: PageName): string =>
  `${name[0]!.toUpperCase()}${name.slice(1)}Page`;
