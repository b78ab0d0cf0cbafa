/**
 * The owner's rule "two-factor login for all staff": someone signed in without 2FA may, until
 * they turn it on, make only the calls that turn it on (and log out, a public call). The
 * dispatcher asks before any handler runs, as it does for rights.
 */
import type { CallKey } from '../../src/contract/calls';
import { TWO_FACTOR_TEXTS } from '../../src/contract/twoFactorCalls';
import { HttpError } from '../http/errors';
import type { AdminUser } from './sessions';

const SETUP_CALLS: ReadonlySet<CallKey> = new Set<CallKey>([
  'GET two-factor',
  'POST two-factor-setup',
  'POST two-factor-confirm',
]);

/** 403 saying to turn on two-factor login, when the site requires it and they have not. */
export function assertTwoFactorDone(staff: AdminUser, key: CallKey): void {
  if (staff.twoFactorRequired && !staff.twoFactor && !SETUP_CALLS.has(key)) {
    throw new HttpError(403, TWO_FACTOR_TEXTS.requiredFirst);
  }
}
