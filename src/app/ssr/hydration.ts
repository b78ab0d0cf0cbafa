/** What the browser needs before it hydrates a page the server rendered (see start.tsx). */
import { SERVER_STATE_ID } from '../../contract/serverState';

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
