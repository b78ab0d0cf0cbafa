/** The two-factor login texts of the admin (account page, staff page), written once. */
export const TWO_FACTOR_MESSAGES = {
  title: 'Two-factor login',
  explain:
    'With it on, signing in needs a code from an authenticator app on your phone as well as your password.',
  loading: 'Loading two-factor login...',
  loadFailed: 'Could not load your two-factor login.',
  off: 'Two-factor login is off.',
  on: 'Two-factor login is on.',
  codesLeft: (n: number) => (n === 1 ? '1 recovery code left.' : `${n} recovery codes left.`),
  fewLeft: 'Make new recovery codes before they run out.',
  turnOn: 'Turn on two-factor login',
  starting: 'Starting...',
  startFailed: 'Could not start the setup.',
  scan: 'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  key: 'Setup key',
  code: 'Code from your app',
  codeHint: 'The 6 digits the app shows now.',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  confirmFailed: 'Could not turn on two-factor login.',
  cancel: 'Cancel',
  codesTitle: 'Your recovery codes',
  codesNote:
    'Each code signs you in once if you lose your phone. Save them somewhere safe now: they are not shown again.',
  copy: 'Copy codes',
  copied: 'Codes copied',
  copyManually: 'Select the codes and copy them by hand.',
  download: 'Download as text',
  saved: 'I have saved them',
  newCodes: 'New recovery codes',
  newCodesTitle: 'Make new recovery codes',
  newCodesExplain: 'Your old recovery codes stop working at once. Enter your password to go on.',
  making: 'Making codes...',
  newCodesFailed: 'Could not make new recovery codes.',
  turnOff: 'Turn off',
  turnOffTitle: 'Turn off two-factor login',
  turnOffExplain:
    'Signing in will need only your password again, and your recovery codes stop working. Enter your password to go on.',
  turningOff: 'Turning off...',
  turnOffFailed: 'Could not turn off two-factor login.',
  password: 'Current password',
  passwordRequired: 'Enter your current password',
  requiredNotice:
    'This site requires two-factor login for all staff. Turn it on here to use the rest of the admin.',
  rule: 'Require two-factor login for all staff',
  ruleExplain:
    'Everyone without it can then only set it up after signing in. You need it on yourself first.',
  ruleSave: 'Save',
  ruleSaving: 'Saving...',
  ruleFailed: 'Could not change the rule.',
  ruleOwnFirst: 'Turn on your own two-factor login (Your account) before requiring it of everyone.',
} as const;

/** The key in groups of four, easier to read and type. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
