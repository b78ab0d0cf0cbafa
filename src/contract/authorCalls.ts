/**
 * Addition (staff, bylines): q=author, an author's public page (`/authors/{slug}`): their name,
 * plain-text bio and photo, and their published posts, newest first, a page at a time. Suspended
 * authors keep their page: their posts stay published. Asked only of a backend whose capabilities
 * say `staff` (a seed-only backend has no authors).
 */
import { z } from 'zod';
import { postSchema, slugQuery } from './schemas';

export const AUTHOR_POSTS_PER_PAGE = 12;

export const authorQuery = slugQuery.extend({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(100_000).optional(),
});

export const authorProfileSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Plain text (shown escaped, never as markup). */
  bio: z.string(),
  /** A media path, or null without a photo. */
  avatar_path: z.string().nullable(),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

export const authorAnswer = z.object({
  author: authorProfileSchema,
  posts: z.array(postSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type AuthorAnswer = z.infer<typeof authorAnswer>;
