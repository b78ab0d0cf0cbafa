/**
 * A way for a part of the app to see every action the store handles, after its reducers ran,
 * without the store knowing about it: the admin's activity log uses it. Smaller than Redux
 * Toolkit's listener middleware (which a reader's first view would otherwise download for two
 * state watchers), and enough for "call me on each action until I unsubscribe".
 */
import type { Dispatch, Middleware, UnknownAction } from '@reduxjs/toolkit';

export type ActionTap = (action: UnknownAction) => void;

const ADD_TAP = 'actionTaps/add';

interface AddTapAction extends UnknownAction {
  type: typeof ADD_TAP;
  payload: ActionTap;
}

/** Starts calling `tap` with each action the store handles; returns the function that stops. */
export function tapActions(dispatch: Dispatch, tap: ActionTap): () => void {
  const add: AddTapAction = { type: ADD_TAP, payload: tap };
  return dispatch(add) as unknown as () => void;
}

function isAddTap(action: unknown): action is AddTapAction {
  return (action as { type?: unknown } | null)?.type === ADD_TAP;
}

/** The middleware that runs the taps; the add action stops here and never reaches a reducer. */
export function actionTapMiddleware(): Middleware {
  const taps = new Set<ActionTap>();
  return () => (next) => (action) => {
    if (isAddTap(action)) {
      const tap = action.payload;
      taps.add(tap);
      return () => void taps.delete(tap);
    }
    const result = next(action);
    for (const tap of taps) tap(action as UnknownAction);
    return result;
  };
}
