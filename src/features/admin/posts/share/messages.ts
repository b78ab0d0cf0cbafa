import { sharedPostPath } from '../../../../contract/paths';
/** The share dialog's texts, written once (an e2e test reads them). */
export const SHARE_MESSAGES = {
  open: 'Share link',
  title: 'Share links',
  explain:
    'Anyone with the link can read this post until it expires, without an account. It is not listed or indexed.',
  days: 'Days valid',
  daysInvalid: 'Choose 1 to 30 days',
  create: 'Create link',
  creating: 'Creating link...',
  createFailed: 'Could not create the link.',
  newLink: 'New link',
  showOnce: 'Copy it now: it is not shown again.',
  existing: 'Links to this post',
  loading: 'Loading links...',
  loadFailed: 'Could not load the links.',
  tryAgain: 'Try again',
  none: 'No links yet.',
  revoke: 'Revoke',
  confirmRevoke: 'Revoke this link? Anyone who has it can no longer read the post.',
  revoked: 'Link revoked',
  revokeFailed: 'Could not revoke the link.',
} as const;

/** Days a new link stays valid: 1 to 30, 7 unless the admin chooses. */
export const DAYS = { min: 1, max: 30, initial: 7 } as const;

/** The whole number of days typed, or null when it is not 1 to 30. */
export function parseDays(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const days = Number(value);
  return days >= DAYS.min && days <= DAYS.max ? days : null;
}

/** The address a reader opens: the app's page for the token (the token is in it once only). */
export const sharedUrl = (token: string) => `${window.location.origin}${sharedPostPath(token)}`;

export type LinkState = 'Active' | 'Expired' | 'Revoked';

export function linkState(link: { revoked: boolean; expires_at: string }, now: number): LinkState {
  if (link.revoked) return 'Revoked';
  return Date.parse(link.expires_at) <= now ? 'Expired' : 'Active';
}
