import { useContext, useSyncExternalStore } from 'react';
import { ServerOriginContext } from '../../components/serverOrigin';

const never = () => () => {};

/** The origin of the page's canonical link: the one the server rendered it with. */
function renderedOrigin(): string {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return href ? new URL(href).origin : '';
  } catch {
    return '';
  }
}

/**
 * The site's origin (`https://example.com`). The server renders with the request's (as its
 * canonical link does); hydration reads that same one back from the canonical link, then moves
 * on to the browser's own, so the two renders never disagree.
 */
export function useSiteOrigin(): string {
  const serverOrigin = useContext(ServerOriginContext);
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => serverOrigin ?? renderedOrigin(),
  );
}
