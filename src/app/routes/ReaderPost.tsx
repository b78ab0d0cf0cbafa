import type { Post } from '../../contract/schemas';
import { useGetCategoriesQuery } from '../../features/categories/api';
import { PostArticle } from '../../features/posts/components/PostArticle';
import { usePredictionCards } from '../../features/predictions/usePredictionCards';
import { BettingDisclaimer } from '../../features/responsible/components/BettingDisclaimer';
import { closesWithDisclaimer } from './closesWithDisclaimer';

/**
 * A post as readers see it, with what other features draw in its body (prediction cards) and
 * the box that closes a betting post: the post page, a share link's page and the admin's preview
 * all show this one. The categories are the layout's own first call: no request of its own.
 */
export function ReaderPost({ post }: { post: Post }) {
  const decorateBody = usePredictionCards(post.content, post.predictions);
  const { data: categories } = useGetCategoriesQuery();
  return (
    <PostArticle
      post={post}
      decorateBody={decorateBody}
      closing={closesWithDisclaimer(post, categories) && <BettingDisclaimer />}
    />
  );
}
