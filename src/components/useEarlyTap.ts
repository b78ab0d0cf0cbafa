import { useEffect, useRef } from 'react';
import { markAppReady, takeEarlyTap, type EarlyTap } from '../lib/earlyTaps';

/**
 * Replays a tap on the control `kind` that the reader made before the app started (see
 * lib/earlyTaps.ts), once, when the control has been hydrated (or first rendered), and from then
 * on leaves every tap to the app. Taking the tap and marking the app ready happen in one effect,
 * so no click can fall between them: a tap is handled either by the early script (and replayed
 * here) or by the app, never by both, never by neither.
 */
export function useEarlyTap(kind: EarlyTap, replay: () => void): void {
  const replayRef = useRef(replay);
  useEffect(() => {
    replayRef.current = replay;
  });
  useEffect(() => {
    const tapped = takeEarlyTap(kind);
    markAppReady();
    if (tapped) replayRef.current();
  }, [kind]);
}
