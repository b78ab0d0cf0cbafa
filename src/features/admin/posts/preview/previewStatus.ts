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
