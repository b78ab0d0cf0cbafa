/**
 * While the admin area is mounted, records every fulfilled admin mutation (see activity.ts) with
 * a listener added to the store's listener middleware — no change to the store needed.
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { addListener, isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { describeMutation, recordActivity } from './activity';

interface MutationMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
}

function isFulfilledMutation(action: UnknownAction): boolean {
  if (!isFulfilled(action)) return false;
  const meta = (action as { meta?: MutationMeta }).meta;
  return meta?.arg?.type === 'mutation' && typeof meta.arg.endpointName === 'string';
}

export function useActivityRecorder(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    const unsubscribe = dispatch(
      addListener({
        predicate: isFulfilledMutation,
        effect: (action) => {
          const arg = (action as { meta?: MutationMeta }).meta?.arg;
          const text = describeMutation(arg?.endpointName ?? '', arg?.originalArgs);
          if (text) recordActivity(text);
        },
      }),
    );
    return () => {
      (unsubscribe as unknown as () => void)();
    };
  }, [dispatch]);
}
