import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '../api/baseApi';
import { themeReducer, applyTheme } from '../features/theme/themeSlice';
import { authReducer, writeAdminFlag } from '../features/admin/auth/authSlice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  theme: themeReducer,
  auth: authReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/**
 * A fresh store per app (and per test, and per server render), so cached answers never leak
 * between them. `extra.fetch` replaces the network for the server's render of a page.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiExtra = {}) {
  // Storage side effects follow state changes, so reducers stay pure.
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).theme.theme !== (previous as RootState).theme.theme,
    effect: (_action, api) => applyTheme((api.getState() as RootState).theme.theme),
  });
  listener.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).auth.loggedIn !== (previous as RootState).auth.loggedIn,
    effect: (_action, api) => writeAdminFlag((api.getState() as RootState).auth.loggedIn),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
