import { createContext } from 'react';

/**
 * The origin the server renders a page for (the request's, as its canonical link uses); null in
 * the browser. Set by entry-server.tsx, read by useSiteOrigin.
 */
export const ServerOriginContext = createContext<string | null>(null);
