/**
 * The entry: the styles, and the app once the browser has painted. A page the server rendered is
 * readable from its HTML alone, so the app (boot.tsx, fetched in parallel through modulepreload)
 * starts only after the first paint: no script stands between a reader and the content.
 */
import { SERVER_STATE_ID } from './lib/serverState';
import './index.css';

let started = false;
const boot = () => {
  if (started) return;
  started = true;
  void import('./boot');
};

if (document.getElementById(SERVER_STATE_ID)) {
  // After the next frame is painted; a tab opened in the background (no frames) starts anyway.
  requestAnimationFrame(() => setTimeout(boot, 0));
  setTimeout(boot, 500);
} else {
  boot();
}
