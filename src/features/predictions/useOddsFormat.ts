import { useSyncExternalStore } from 'react';
import type { OddsFormat } from './lib/odds';

/** The reader's odds format, as public/theme-init.js keeps it on <html data-odds>. */
function current(): OddsFormat {
  const chosen = document.documentElement.getAttribute('data-odds');
  return chosen === 'fractional' || chosen === 'american' ? chosen : 'decimal';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-odds'] });
  return () => observer.disconnect();
}

/**
 * The odds format the reader chose, followed as it changes (a click on any `[data-odds-choice]`
 * button: theme-init.js saves it and sets the attribute). Decimal on the server and while the
 * page hydrates, as the server's HTML has it.
 */
export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribe, current, () => 'decimal');
}
