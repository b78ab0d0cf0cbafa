/**
 * Loads the Radix tooltip chunk at the reader's first sign of interaction (the pointer moving,
 * a touch, a key), so tooltips on always-visible UI (the popular rail, the side buttons) are not
 * part of the first view's download: a pointer reaches a tooltip's trigger well after it first
 * moves, and a reader who only scrolls by touch or reads never needs them. Returns null until it
 * has loaded; every caller shares one load.
 */
import { useEffect, useState } from 'react';
import { onFirstInteraction } from '../lib/firstInteraction';
import type * as TooltipParts from './tooltipModule';

type TooltipModule = typeof TooltipParts;

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

function load(): Promise<TooltipModule> {
  loading ??= import('./tooltipModule').then((mod) => (loaded = mod));
  return loading;
}

export function useTooltipModule(): TooltipModule | null {
  const [mod, setMod] = useState(loaded);
  useEffect(() => {
    if (mod) return;
    let live = true;
    const cancel = onFirstInteraction(() => {
      void load().then((m) => live && setMod(m));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [mod]);
  return mod;
}
