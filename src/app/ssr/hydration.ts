/** What the browser needs before it hydrates a page the server rendered (see start.tsx). */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SERVER_STATE_ID } from '../../lib/serverState';

/** The server's answers for this page, or undefined when the page was not rendered there. */
export function readServerState(doc: Document = document): unknown {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Loads the lazy route modules of `pathname` into the route objects, so the router starts with
 * the page the server rendered instead of a loading fallback (which hydration would not match).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
