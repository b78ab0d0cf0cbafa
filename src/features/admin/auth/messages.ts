/** Login texts: the spec's (section 5) to the letter, plus the app's own for a backend problem. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalid: 'Invalid credentials',
  lockedOut: 'Too many failed attempts. Please wait a few minutes and try again.',
  unreachable: 'Could not reach the server. Please try again in a moment.',
  failed: 'Login failed. Please try again.',
} as const;
