/** What the preview banner says of a post's status (an e2e test reads these texts). */
import type { PostStatus } from '../../../../contract/schemas';
import { formatInZone } from '../time';

export function previewStatusText(
  post: { status: PostStatus; published_at: string | null },
  timeZone: string,
): string {
  switch (post.status) {
    case 'draft':
      return 'Draft — not visible to readers';
    case 'scheduled':
      return `Scheduled — goes out ${formatInZone(post.published_at, timeZone)}`;
    case 'published':
      return 'Published — readers see this version';
  }
}

/** What the preview says of the date it shows, when that date is not one the post has yet. */
export function previewDateText(post: { status: PostStatus; published_at: string | null }) {
  return post.status === 'draft' && !post.published_at
    ? '(dated today: the date it gets if published now)'
    : '';
}
