import type { Post } from '../../../contract/schemas';

/**
 * What the selection keeps of a chosen post, so that it stays listed (and can be removed) while
 * the grid shows another page or a search.
 */
export type PopularChoice = Pick<Post, 'id' | 'title' | 'image_path' | 'category_name'>;

export const toChoice = ({
  id,
  title,
  image_path,
  category_name,
}: PopularChoice): PopularChoice => ({
  id,
  title,
  image_path,
  category_name,
});
