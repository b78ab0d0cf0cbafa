import { fromZonedInput } from '../time';
import type { PostFields } from '../api';
import type { PostFormValues } from './validatePost';

/**
 * The form's values as the call sends them. The editorial fields go only to a backend that has
 * the workflow (`timeZone` given): a seed backend gets exactly the seed's fields. Meta fields
 * are always sent then, an empty one clearing the stored value.
 */
export function postFields(values: PostFormValues, editorial?: { timeZone: string }): PostFields {
  const fields: PostFields = {
    title: values.title.trim(),
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    category_id: Number(values.categoryId),
  };
  if (!editorial) return fields;
  const publishedAt =
    values.status === 'scheduled' ? fromZonedInput(values.publishAt, editorial.timeZone) : null;
  return {
    ...fields,
    status: values.status,
    ...(publishedAt ? { published_at: publishedAt } : {}),
    meta_title: values.metaTitle,
    meta_description: values.metaDescription,
    image_alt: values.imageAlt,
    // Only from the author select (editors and owners): otherwise the author stays as it is.
    ...(values.authorId ? { author_id: Number(values.authorId) } : {}),
  };
}
