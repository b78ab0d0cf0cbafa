/**
 * The id of the script element (JSON, never run) in which the server hands the browser the
 * answers it rendered a page with: written by server/pages/headTags.ts, read by src/main.tsx and
 * src/app/ssr/hydration.ts.
 */
export const SERVER_STATE_ID = 'server-state';
