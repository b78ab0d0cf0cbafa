/**
 * A post's publication status as the admin list shows it. The backend has no status yet (every
 * post it returns is live), so every post reads 'Published'; when drafts or scheduling arrive,
 * only `postStatus` reads the new field.
 */
import type { Post } from '../../../contract/schemas';

export type PostStatus = 'published';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  published: 'Published',
};

export function postStatus(_post: Post): PostStatus {
  return 'published';
}
