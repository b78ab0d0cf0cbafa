/**
 * Who may change which post: the part of the permissions that depends on the post itself. The
 * dispatcher has already checked the call's right (`posts.write` for every post write); these
 * checks add the post's author and status, which only the handler's transaction knows, so the
 * handlers ask here and never decide it themselves.
 *
 * - A post someone else wrote (or one from before staff accounts, with no author) needs
 *   `posts.all` (editors and owners).
 * - A post that is out or scheduled, and a write that would publish or schedule one, need
 *   `posts.publish` (authors and up): a contributor writes and edits drafts only.
 */
import type { Queryable } from '../db/connect';
import { requireRight } from './guard';
import type { AdminUser } from './sessions';

export interface PostOwnership {
  author_id: number | null;
  status: 'draft' | 'published';
}

/** 403 unless the staff member may touch a post by this author (share it, see its links). */
export function assertOwnPost(staff: AdminUser, authorId: number | null): void {
  if (authorId === null || Number(authorId) !== staff.id) requireRight(staff, 'posts.all');
}

/** 403 unless the staff member may change this post as it is now (edit, restore, delete). */
export function assertMayChange(staff: AdminUser, post: PostOwnership): void {
  assertOwnPost(staff, post.author_id);
  if (post.status !== 'draft') requireRight(staff, 'posts.publish');
}

/** 403 unless the staff member may leave a post in this status (out or scheduled: publishing). */
export function assertMayLeave(staff: AdminUser, status: PostOwnership['status']): void {
  if (status !== 'draft') requireRight(staff, 'posts.publish');
}

/**
 * 403 unless the staff member may give the post this author (`next`, absent: unchanged): making
 * someone other than its author (for a new post, themselves) the author needs `posts.all`.
 */
export function assertMayAssign(
  staff: AdminUser,
  current: number | null,
  next: number | undefined,
): void {
  if (next !== undefined && next !== (current === null ? null : Number(current))) {
    requireRight(staff, 'posts.all');
  }
}

/**
 * Locks the post's row and checks that the staff member may change it; false when there is no
 * such post (the caller answers its own 404).
 */
export async function lockForChange(
  tx: Queryable,
  staff: AdminUser,
  postId: number,
): Promise<boolean> {
  const { rows } = await tx.query<PostOwnership>(
    'SELECT author_id, status FROM posts WHERE id = $1 FOR UPDATE',
    [postId],
  );
  if (!rows[0]) return false;
  assertMayChange(staff, rows[0]);
  return true;
}
