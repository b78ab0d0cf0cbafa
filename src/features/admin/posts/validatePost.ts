import { LIMITS, SLUG_PATTERN } from '../../../api/schemas';
import { POST_MESSAGES } from './messages';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML from the editor. */
  content: string;
  /** The chosen category's id, '' when none is chosen. */
  categoryId: string;
}

export type PostFormErrors = Partial<Record<keyof PostFormValues | 'image', string>>;

/** The checks the backend makes, made first so nothing doomed is sent. */
export function validatePost(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Please enter a title.';
  else if (title.length > LIMITS.titleMax)
    errors.title = `The title must be at most ${LIMITS.titleMax} characters.`;

  if (title && !SLUG_PATTERN.test(values.slug))
    errors.slug = 'The slug is empty: the title needs at least one letter or digit.';
  else if (values.slug.length > LIMITS.slugMax)
    errors.slug = `The slug must be at most ${LIMITS.slugMax} characters: shorten the title.`;

  if (values.excerpt.length > LIMITS.excerptMax)
    errors.excerpt = `The excerpt must be at most ${LIMITS.excerptMax} characters.`;
  if (values.content.length > LIMITS.contentMax)
    errors.content = `The content must be at most ${LIMITS.contentMax.toLocaleString('en-US')} characters.`;
  if (!values.categoryId) errors.categoryId = POST_MESSAGES.selectCategory;
  return errors;
}

/** Files the image input takes: images only, whatever a drag and drop brings. */
export function imageError(file: File | null): string | undefined {
  if (file && !file.type.startsWith('image/')) return 'Please choose an image file.';
  return undefined;
}
