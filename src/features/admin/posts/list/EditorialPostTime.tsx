import type { Post } from '../../../../contract/schemas';
import { isoDate } from '../../../../lib/dates';
import { EDITORIAL_LIST_MESSAGES } from '../messages';
import { formatInZone } from '../time';

/**
 * When a post is (or was) out, in the site's time zone: a published post's time, "Goes out …"
 * for a scheduled one, "Not scheduled" for a draft (whatever time it may keep, it goes out only
 * once it is scheduled or published).
 */
export function EditorialPostTime({ post, timeZone }: { post: Post; timeZone: string }) {
  if (post.status === 'draft') {
    return <span className="whitespace-nowrap">{EDITORIAL_LIST_MESSAGES.notScheduled}</span>;
  }
  const at = post.published_at ?? post.created_at;
  const time = (
    <time dateTime={isoDate(at)} className="whitespace-nowrap">
      {formatInZone(at, timeZone)}
    </time>
  );
  if (post.status === 'scheduled') {
    return (
      <>
        {EDITORIAL_LIST_MESSAGES.goesOut}
        {time}
      </>
    );
  }
  return time;
}
