import type { PostFields } from './api';
import type { PostFormValues } from './validatePost';

/** The form's values as the call sends them. */
export function postFields(values: PostFormValues): PostFields {
  return {
    title: values.title.trim(),
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    category_id: Number(values.categoryId),
  };
}
