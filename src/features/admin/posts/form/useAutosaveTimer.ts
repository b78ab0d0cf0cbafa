import { useEffect, useRef } from 'react';

/** Calls `tick` every `intervalMs` while `active` (the latest `tick`, without restarting). */
export function useAutosaveTimer(active: boolean, intervalMs: number, tick: () => void): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => latest.current(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}
