/** Login texts: the spec's (section 5) to the letter, plus the app's own for a backend problem. */
export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalid: 'Invalid credentials',
  lockedOut: 'Too many failed attempts. Please wait a few minutes and try again.',
  unreachable: 'Could not reach the server. Please try again in a moment.',
  failed: 'Login failed. Please try again.',
  noLoginEndpoint:
    'This backend has no login endpoint (q=login), so the admin cannot log in here. Add the PHP auth guard (php/auth-guard.php) to the backend, or build the app with VITE_LEGACY_ADMIN=true to use the legacy check in the browser.',
} as const;

/** The login's code step (two-factor login, an addition). */
export const CODE_MESSAGES = {
  title: 'Two-factor login',
  explain: 'Enter the 6-digit code your authenticator app shows for this site.',
  explainRecovery:
    'Enter one of the recovery codes you saved when you turned on two-factor login. Each works once.',
  code: 'Authentication code',
  recoveryCode: 'Recovery code',
  codeRequired: 'Enter the 6-digit code from your app',
  recoveryRequired: 'Enter a recovery code',
  verify: 'Verify',
  verifying: 'Verifying…',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from your app instead',
  startOver: 'Start over',
} as const;
