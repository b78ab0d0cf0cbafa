/**
 * The admin session flag of the spec: 'true' in session storage while logged in. It only steers
 * the route guard; the server decides (any 401 clears it, see `sessionExpired`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../../api/baseApi';

export const ADMIN_FLAG_KEY = 'isAdminLoggedIn';

export function readAdminFlag(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAdminFlag(loggedIn: boolean): void {
  try {
    if (loggedIn) globalThis.sessionStorage?.setItem(ADMIN_FLAG_KEY, 'true');
    else globalThis.sessionStorage?.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // Storage blocked: the flag lives in memory for this tab only.
  }
}

const authSlice = createSlice({
  name: 'auth',
  initialState: (): { loggedIn: boolean; notice?: string } => ({ loggedIn: readAdminFlag() }),
  reducers: {
    adminLoggedIn(state) {
      state.loggedIn = true;
      delete state.notice;
    },
    /** The server ended the session on purpose (a restore): the login page shows `notice`. */
    adminSignedOutWith(state, action: PayloadAction<string>) {
      state.loggedIn = false;
      state.notice = action.payload;
    },
    adminLoggedOut(state) {
      state.loggedIn = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state) => {
      state.loggedIn = false;
    });
  },
  selectors: { selectAdminLoggedIn: (state) => state.loggedIn },
});

export const { adminLoggedIn, adminLoggedOut, adminSignedOutWith } = authSlice.actions;
export const { selectAdminLoggedIn } = authSlice.selectors;
/** What the login page says above its form after a sign-out on purpose, if anything. */
export const selectLoginNotice = (state: { auth: { notice?: string } }) => state.auth.notice;
export const authReducer = authSlice.reducer;
