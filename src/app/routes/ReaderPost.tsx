import type { Post } from '../../contract/schemas';
import { PostArticle } from '../../features/posts/components/PostArticle';
import { usePredictionCards } from '../../features/predictions/usePredictionCards';

/**
 * A post as readers see it, with what other features draw in its body (prediction cards): the
 * post page, a share link's page and the admin's preview all show this one.
 */
export function ReaderPost({ post }: { post: Post }) {
  const decorateBody = usePredictionCards(post.content);
  return <PostArticle post={post} decorateBody={decorateBody} />;
}
