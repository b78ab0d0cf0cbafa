/** Light/dark theme: saved under `theme` in local storage and applied to <html> (see theme-init.js). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be blocked (private mode): the theme still applies for this visit.
  }
}

const themeSlice = createSlice({
  name: 'theme',
  initialState: () => ({ theme: readStoredTheme() }),
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeSet(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
  selectors: { selectTheme: (state) => state.theme },
});

export const { themeToggled, themeSet } = themeSlice.actions;
export const { selectTheme } = themeSlice.selectors;
export const themeReducer = themeSlice.reducer;
