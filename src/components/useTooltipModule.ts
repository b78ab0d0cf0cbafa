/**
 * Loads the Radix tooltip chunk once the browser is idle after the first view, so tooltips on
 * always-visible UI (the popular rail, the side buttons) do not weigh on the first download.
 * Returns null until it has loaded; every caller shares one load.
 */
import { useEffect, useState } from 'react';
import type * as TooltipParts from './tooltipModule';

type TooltipModule = typeof TooltipParts;

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

function load(): Promise<TooltipModule> {
  loading ??= import('./tooltipModule').then((mod) => (loaded = mod));
  return loading;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

export function useTooltipModule(): TooltipModule | null {
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (mod) return;
    let live = true;
    const cancel = whenIdle(() => {
      void load().then((m) => live && setMod(m));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [mod]);
  return mod;
}
