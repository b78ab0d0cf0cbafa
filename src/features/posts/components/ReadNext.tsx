import { useMemo } from 'react';
import type { Post } from '../../../contract/schemas';
import { useGetPostPagesInfiniteQuery } from '../api';
import { mergePages } from '../lib/paging';
import { MostRead } from './MostRead';
import { PostCard } from './PostCard';
import { UnderPostSection } from './UnderPostSection';
import { postPath } from '../../../contract/paths';

/** Posts offered under a post. */
export const READ_NEXT_COUNT = 3;

const newestFirst = (a: Post, b: Post) => Date.parse(b.created_at) - Date.parse(a.created_at);

/**
 * "Read next": the newest posts of the post's category, the post itself left out, from the same
 * cached first page as the category's own grid. Secondary: nothing shows while it loads, when the
 * category has nothing else, or when the call fails (the endpoint logs the failure). Where the
 * server counts views (`counting`), "Most read" follows it.
 */
export function ReadNext({
  post,
  counting = false,
}: {
  post: Pick<Post, 'id' | 'category_slug'>;
  counting?: boolean;
}) {
  return (
    <>
      <CategoryNext post={post} />
      {counting && <MostRead post={post} />}
    </>
  );
}

function CategoryNext({ post }: { post: Pick<Post, 'id' | 'category_slug'> }) {
  const { currentData } = useGetPostPagesInfiniteQuery({ category: post.category_slug });
  const next = useMemo(
    () =>
      currentData
        ? mergePages(currentData.pages)
            .posts.filter((p) => p.id !== post.id)
            .sort(newestFirst)
            .slice(0, READ_NEXT_COUNT)
        : [],
    [currentData, post.id],
  );
  if (next.length === 0) return null;
  return (
    <UnderPostSection title="Read next">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 [&_p]:line-clamp-3 max-sm:[&_p]:hidden">
        {next.map((p) => (
          <li key={p.id}>
            <PostCard post={p} href={postPath(p)} />
          </li>
        ))}
      </ul>
    </UnderPostSection>
  );
}
