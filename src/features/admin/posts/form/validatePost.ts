import { LIMITS, SLUG_PATTERN, type PostStatus } from '../../../../contract/schemas';
import { fromZonedInput } from '../time';
import {
  EDITORIAL_FORM,
  imageAltTooLong,
  metaDescriptionTooLong,
  metaTitleTooLong,
} from './formMessages';
import { POST_MESSAGES } from '../messages';

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML from the editor. */
  content: string;
  /** The chosen category's id, '' when none is chosen. */
  categoryId: string;
  // The editorial workflow's fields: edited and sent only when the backend has it.
  status: PostStatus;
  /** When a scheduled post goes out: a `datetime-local` value in the site's time zone. */
  publishAt: string;
  metaTitle: string;
  metaDescription: string;
  imageAlt: string;
  /** The author's staff id (editors and owners choose it), '' when the post has none. */
  authorId: string;
}

/** What a form starts from when the post (or the backend) has no editorial fields. */
export const EDITORIAL_DEFAULTS = {
  status: 'published',
  publishAt: '',
  metaTitle: '',
  metaDescription: '',
  imageAlt: '',
  authorId: '',
} as const satisfies Partial<PostFormValues>;

export type PostFormErrors = Partial<Record<keyof PostFormValues | 'image', string>>;

/** The editorial checks, when the backend has the workflow: the site's zone and the clock. */
export interface EditorialCheck {
  timeZone: string;
  now: number;
  /** The post went live: its slug is the admin's own, not the title's (see PostFormEditorial). */
  fixedSlug?: boolean;
}

export const SLUG_RULE = 'The slug may have lowercase letters, digits and hyphens only.';

/** The checks the backend makes, made first so nothing doomed is sent. */
export function validatePost(values: PostFormValues, editorial?: EditorialCheck): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Please enter a title.';
  else if (title.length > LIMITS.titleMax)
    errors.title = `The title must be at most ${LIMITS.titleMax} characters.`;

  if (editorial && editorial.fixedSlug) {
    if (!SLUG_PATTERN.test(values.slug)) errors.slug = SLUG_RULE;
    else if (values.slug.length > LIMITS.slugMax)
      errors.slug = `The slug must be at most ${LIMITS.slugMax} characters.`;
  } else if (title && !SLUG_PATTERN.test(values.slug))
    errors.slug = 'The slug is empty: the title needs at least one letter or digit.';
  else if (values.slug.length > LIMITS.slugMax)
    errors.slug = `The slug must be at most ${LIMITS.slugMax} characters: shorten the title.`;

  if (values.excerpt.length > LIMITS.excerptMax)
    errors.excerpt = `The excerpt must be at most ${LIMITS.excerptMax} characters.`;
  if (values.content.length > LIMITS.contentMax)
    errors.content = `The content must be at most ${LIMITS.contentMax.toLocaleString('en-US')} characters.`;
  if (!values.categoryId) errors.categoryId = POST_MESSAGES.selectCategory;
  if (editorial) {
    Object.assign(errors, limitErrors(values));
    if (values.status === 'scheduled') {
      const at = fromZonedInput(values.publishAt, editorial.timeZone);
      if (!at) errors.publishAt = EDITORIAL_FORM.publishAtMissing;
      else if (Date.parse(at) <= editorial.now) errors.publishAt = EDITORIAL_FORM.publishAtPast;
    }
  }
  return errors;
}

/** The editorial fields over their limits: shown as the admin types, not only on saving. */
export function limitErrors(values: PostFormValues): PostFormErrors {
  const errors: PostFormErrors = {};
  if (values.metaTitle.length > LIMITS.metaTitleMax) errors.metaTitle = metaTitleTooLong;
  if (values.metaDescription.length > LIMITS.metaDescriptionMax)
    errors.metaDescription = metaDescriptionTooLong;
  if (values.imageAlt.length > LIMITS.imageAltMax) errors.imageAlt = imageAltTooLong;
  return errors;
}

/** Files the image input takes: images only, whatever a drag and drop brings. */
export function imageError(file: File | null): string | undefined {
  if (file && !file.type.startsWith('image/')) return 'Please choose an image file.';
  return undefined;
}
