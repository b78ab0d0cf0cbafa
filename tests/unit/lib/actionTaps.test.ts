import { describe, expect, it } from 'vitest';
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { actionTapMiddleware, tapActions } from '../../../src/lib/actionTaps';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, seen: [] as string[] },
  reducers: { bump: (state) => void (state.value += 1) },
  extraReducers: (builder) =>
    builder.addDefaultCase((state, action) => void state.seen.push(action.type)),
});

function makeStore() {
  return configureStore({
    reducer: counter.reducer,
    middleware: (getDefault) => getDefault().prepend(actionTapMiddleware()),
  });
}

describe('action taps', () => {
  it('calls a tap with each action after the reducers have run, until it is stopped', () => {
    const store = makeStore();
    const calls: Array<[string, number]> = [];
    const stop = tapActions(store.dispatch, (action) =>
      calls.push([action.type, store.getState().value]),
    );

    store.dispatch(counter.actions.bump());
    store.dispatch(counter.actions.bump());
    stop();
    store.dispatch(counter.actions.bump());

    expect(calls).toEqual([
      ['counter/bump', 1],
      ['counter/bump', 2],
    ]);
    expect(store.getState().value).toBe(3);
  });

  it('keeps the add action away from the reducers', () => {
    const store = makeStore();
    tapActions(store.dispatch, () => {});
    expect(store.getState().seen).not.toContain('actionTaps/add');
  });

  it('runs several taps, each stopped on its own', () => {
    const store = makeStore();
    const a: string[] = [];
    const b: string[] = [];
    const stopA = tapActions(store.dispatch, (x) => a.push(x.type));
    tapActions(store.dispatch, (x) => b.push(x.type));
    stopA();
    store.dispatch(counter.actions.bump());
    expect(a).toEqual([]);
    expect(b).toEqual(['counter/bump']);
  });
});
