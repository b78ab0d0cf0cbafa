/**
 * Normalisers of the admin's own answers (a write's status, the session), apart from the
 * readers' (normalise.ts) so that what only the admin reads, the roles among it, stays out of
 * the reading pages' code.
 */
import { isRec, str } from './normalise';
import { ROLES, type Role } from './roles';
import type { SessionAnswer, StatusAnswer } from './schemas';

/** `{status, message}`; a missing or odd answer counts as an error without a message. */
export function normaliseStatus(value: unknown): StatusAnswer {
  if (isRec(value)) {
    const message = str(value.message) ?? str(value.error) ?? '';
    if (value.status === 'success' || value.success === true) return { status: 'success', message };
    return { status: 'error', message };
  }
  return { status: 'error', message: '' };
}

export function normaliseSession(value: unknown): SessionAnswer {
  if (isRec(value) && value.authenticated === true) {
    const answer: SessionAnswer = { authenticated: true };
    const username = str(value.username);
    if (username) answer.username = username;
    // Addition (staff): a role this app knows, else none (the seed's single admin: every right).
    if (ROLES.includes(value.role as Role)) answer.role = value.role as Role;
    const displayName = str(value.display_name);
    if (displayName) answer.display_name = displayName;
    const userId = value.user_id;
    if (typeof userId === 'number' && Number.isInteger(userId) && userId > 0) {
      answer.user_id = userId;
    }
    // Addition (2FA): only a backend that says so has it.
    if (typeof value.two_factor === 'boolean') answer.two_factor = value.two_factor;
    if (typeof value.two_factor_required === 'boolean') {
      answer.two_factor_required = value.two_factor_required;
    }
    return answer;
  }
  return { authenticated: false };
}
