/**
 * The date readers see on a post that is not out yet (a preview, a share link): its publication
 * time (a scheduled post's time ahead, a draft's planned time), else, for a draft with no time,
 * now: the date it gets if it is published now.
 */
export function readerDateOf(
  post: {
    status?: string;
    published_at?: string | null;
    posted_at: string | null;
    created_at: string;
  },
  now: Date = new Date(),
): string {
  return (
    post.published_at ??
    post.posted_at ??
    (post.status === 'draft' ? now.toISOString() : post.created_at)
  );
}
