/**
 * While the admin area is mounted, records every fulfilled admin mutation (see activity.ts) with
 * a tap on the store's actions (app/actionTaps.ts) — no change to the store needed. `describe`
 * words a mutation by its endpoint name and argument (null: nothing to record).
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { isFulfilled, type UnknownAction } from '@reduxjs/toolkit';
import { tapActions } from '../../../lib/actionTaps';
import { recordActivity } from './activity';

interface MutationMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
}

function isFulfilledMutation(action: UnknownAction): boolean {
  if (!isFulfilled(action)) return false;
  const meta = (action as { meta?: MutationMeta }).meta;
  return meta?.arg?.type === 'mutation' && typeof meta.arg.endpointName === 'string';
}

export function useActivityRecorder(
  describe: (endpointName: string, arg: unknown) => string | null,
): void {
  const dispatch = useDispatch();
  useEffect(() => {
    return tapActions(dispatch, (action) => {
      if (!isFulfilledMutation(action)) return;
      const arg = (action as { meta?: MutationMeta }).meta?.arg;
      const text = describe(arg?.endpointName ?? '', arg?.originalArgs);
      if (text) recordActivity(text);
    });
  }, [dispatch, describe]);
}
