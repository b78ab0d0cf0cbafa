import { useContext, useMemo } from 'react';
import { ServerSanitizerContext } from '../../../components/serverSanitizer';
import { useHydrated } from '../../../components/useHydrated';
import { sanitizePostHtml } from '../../../lib/sanitize';
import { wrapTablesForScroll } from '../lib/wrapTables';
import './postBody.css';

/**
 * The post's HTML, sanitised (see lib/sanitize.ts) and set in the site's reading typography.
 * Rendered by the server, it carries the server's sanitised HTML; hydration keeps that in place
 * and the browser's own sanitiser's output replaces it right after.
 */
export function PostBody({ html }: { html: string }) {
  const hydrated = useHydrated();
  const serverSanitize = useContext(ServerSanitizerContext);
  const safe = useMemo(() => {
    if (hydrated) return wrapTablesForScroll(sanitizePostHtml(html));
    return serverSanitize ? serverSanitize(html) : '';
  }, [hydrated, html, serverSanitize]);
  // Only a sanitiser's output is ever set as HTML.
  return (
    <div
      className="post-body"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
