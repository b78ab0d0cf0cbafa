import { useMemo } from 'react';
import { sanitizePostHtml } from '../../../lib/sanitize';
import { wrapTablesForScroll } from '../lib/wrapTables';
import './postBody.css';

/** The post's HTML, sanitised (see lib/sanitize.ts) and set in the site's reading typography. */
export function PostBody({ html }: { html: string }) {
  const safe = useMemo(() => wrapTablesForScroll(sanitizePostHtml(html)), [html]);
  // Only the sanitiser's output is ever set as HTML.
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
