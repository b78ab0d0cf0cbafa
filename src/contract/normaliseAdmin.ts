/**
 * Normalisers of the admin's own answers (a write's status, the session), apart from the
 * readers' (normalise.ts) so that what only the admin reads, the roles among it, stays out of
 * the reading pages' code.
 */
import { isRec, normaliseSinglePost, str } from './normalise';
import { ROLES, type Role } from './roles';
import type { Post, SessionAnswer, StatusAnswer } from './schemas';

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

/**
 * q=post&id= as the admin's form reads it: the post, and what only the admin uses, so the
 * readers' normaliser leaves it out: whether readers could see it yet (its address is then
 * fixed) and (staff) its author's account id (the author select).
 */
export function normaliseAdminPost(value: unknown): Post | null {
  const post = normaliseSinglePost(value);
  const raw: unknown = Array.isArray(value)
    ? value[0]
    : isRec(value) && isRec(value.post)
      ? value.post
      : value;
  if (!post || !isRec(raw)) return post;
  const { went_live: wentLive, author_id: authorId } = raw;
  return {
    ...post,
    ...(typeof wentLive === 'boolean' && { went_live: wentLive }),
    ...(typeof authorId === 'number' && Number.isInteger(authorId) && { author_id: authorId }),
  };
}
