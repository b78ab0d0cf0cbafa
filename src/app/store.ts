import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiExtra } from '../api/baseApi';
import { themeReducer, applyTheme } from '../features/theme/themeSlice';
import { authReducer, writeAdminFlag } from '../features/admin/auth/authSlice';
import { actionTapMiddleware } from '../lib/actionTaps';

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
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(actionTapMiddleware())
        .concat(baseApi.middleware),
  });
  // Storage side effects follow state changes, so reducers stay pure.
  let { theme } = store.getState().theme;
  let { loggedIn } = store.getState().auth;
  store.subscribe(() => {
    const state = store.getState();
    if (state.theme.theme !== theme) applyTheme((theme = state.theme.theme));
    if (state.auth.loggedIn !== loggedIn) writeAdminFlag((loggedIn = state.auth.loggedIn));
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
