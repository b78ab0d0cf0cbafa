/**
 * The contract between the app and any backend at `<host>/backend/index.php?q=…`.
 *
 * Two kinds of schema live here:
 * - clean schemas (`postSchema`, `categorySchema`, …): the one shape the app works with and the
 *   shape the reference server answers with;
 * - request schemas (`createPostFields`, `loginInput`, …): what a call accepts. The server parses
 *   every input with them; the app uses them to validate before sending.
 *
 * What other backends may send (string ids, `categoryId`, `date` instead of `published_at`, …) is
 * accepted by the normalisers in `normalise.ts`, not here.
 */
import { z } from 'zod';

// No `new Function` probe: the Content-Security-Policy forbids eval, and a refused probe is a
// console error on every page that parses.
z.config({ jitless: true });

// The limits and the slug rule live in a module without zod, so the reader's code can use them
// without pulling the validator in.
import { LIMITS, SLUG_PATTERN } from './limits';
import { BANNER_LINK_ERROR, isWebLink } from './webLink';
import { ROLES } from './roles';
import type { Sent } from './sent';
import { predictionProofSchema } from './predictionCalls';

export { LIMITS, SLUG_PATTERN };

const id = z.number().int().positive();
/** An id arriving as text (query string, multipart field). */
export const idParam = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be a positive number')
  .max(2_147_483_647, 'is too large');

const slugField = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(LIMITS.slugMax, `${what} must be at most ${LIMITS.slugMax} characters`)
    .regex(SLUG_PATTERN, `${what} may contain only lowercase letters, digits and hyphens`);

const text = (what: string, max: number, required: boolean) => {
  const base = z
    .string({
      error: (issue) =>
        required && issue.input === undefined ? `${what} is required` : `${what} must be text`,
    })
    .max(max, `${what} must be at most ${max} characters`);
  return required ? base.trim().min(1, `${what} is required`) : base;
};

// ---------- entities (clean shapes) ----------

/**
 * Addition (editorial workflow): a draft is seen by the admin only; a scheduled post is published
 * with its `published_at` still ahead, and readers see it from that moment on.
 */
export const postStatus = z.enum(['draft', 'scheduled', 'published'], {
  error: 'status must be draft, scheduled or published',
});
export type PostStatus = z.infer<typeof postStatus>;

/** Addition (staff): a post's byline, its author's display name and page (`/authors/{slug}`). */
export const postAuthorSchema = z.object({ name: z.string(), slug: z.string() });
export type PostAuthor = z.infer<typeof postAuthorSchema>;

export const postSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** HTML, sanitised on write by the reference server and again on display by the app. */
  content: z.string(),
  image_path: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string(),
  category_slug: z.string(),
  created_at: z.string(),
  posted_at: z.string().nullable(),
  /** Addition: lets the admin form detect that a post changed since it was loaded. */
  updated_at: z.string().nullable(),
  /**
   * Additions (editorial workflow): the served head's title and description, and the image's alt
   * text; null when unset (title, excerpt and title are used then). Absent from seed backends.
   */
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  image_alt: z.string().nullable().optional(),
  /**
   * Addition (predictions' record): what the reference server's record says of each prediction
   * in `content`. Absent from seed backends, whose cards then show "not proofed".
   */
  predictions: z.array(predictionProofSchema).optional(),
  /** Additions (editorial workflow), in the admin's `post&id=` answer only. */
  status: postStatus.optional(),
  published_at: z.string().nullable().optional(),
  /**
   * Readers could see it (now or before): its address is fixed, a title edit leaves the slug
   * alone, and only a change made on purpose moves it (the old one answers 301).
   */
  went_live: z.boolean().optional(),
  /** Addition (staff): the byline; null without one, absent from seed backends (no byline). */
  author: postAuthorSchema.nullable().optional(),
  /** Addition (staff), in the admin's reads only: the author's account (the author select's). */
  author_id: z.number().int().nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;

/** Addition: a post as the admin reads it (`post&id=`, admin-posts, post-preview). */
export const editorialPostSchema = postSchema.extend({
  status: postStatus,
  /** When readers see it (UTC, ISO 8601); null for a draft that has no time yet. */
  published_at: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_alt: z.string().nullable(),
});
export type EditorialPost = z.infer<typeof editorialPostSchema>;

export const popularPostSchema = postSchema.extend({
  /** The spec's popular posts carry `published_at` (or `date`, normalised to this). */
  published_at: z.string().nullable(),
});
export type PopularPost = z.infer<typeof popularPostSchema>;

export const categorySchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  /** Addition: used by search-categories and the categories page. */
  description: z.string(),
  /** Addition: number of posts; absent from seed-only backends (the app then counts). */
  post_count: z.number().int().nonnegative().optional(),
  /**
   * Addition (responsible gambling): a betting category's posts close with the disclaimer box.
   * Absent from seed-only backends (the app then closes every post that has a prediction with it).
   */
  betting: z.boolean().optional(),
  /** Addition: the short labels of its card's topic chips on /categories, in the admin's order. */
  topics: z.array(z.string()).optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const bannersSchema = z.object({
  home_banner: z.string().nullable(),
  post_banner: z.string().nullable(),
  /** Addition: where each banner leads (an http(s) URL), null when it leads nowhere. */
  home_banner_link: z.string().nullable(),
  post_banner_link: z.string().nullable(),
});
export type Banners = z.infer<typeof bannersSchema>;

export const bannerType = z.enum(['home', 'post'], {
  error: 'type must be home or post',
});
export type BannerType = z.infer<typeof bannerType>;

export const searchResultSchema = z.object({
  kind: z.enum(['post', 'category']),
  slug: z.string(),
  /** Title of a post or name of a category. */
  title: z.string(),
  /** Content of a post or description of a category (may hold markup). */
  text: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** What the reference server answers for q=search-posts: the spec's search result shape. */
export const postSearchHitSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  category_slug: z.string(),
  /** Addition: the passage of the text that matched, plain, and its matched words' [start, end). */
  snippet: z.string().optional(),
  snippet_marks: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
});
/** What the reference server answers for q=search-categories. */
export const categorySearchHitSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});

// ---------- answers ----------

export const statusAnswer = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const sessionAnswer = z.object({
  authenticated: z.boolean(),
  username: z.string().optional(),
  /** Addition (staff, roles.ts): the signed-in person's role and the name readers see. */
  role: z.enum(ROLES).optional(),
  display_name: z.string().optional(),
  /** Addition (staff): their account's id, which posts name as `author_id`. */
  user_id: z.number().int().positive().optional(),
  /** Addition (2FA, twoFactorCalls.ts): their two-factor login is on. */
  two_factor: z.boolean().optional(),
  /** Addition (2FA): the owner requires two-factor login of all staff. */
  two_factor_required: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

// ---------- requests ----------

export const slugQuery = z.object({ slug: slugLike() });
function slugLike() {
  // Lookups accept any reasonable text and simply find nothing when it is not a slug.
  return z
    .string({ error: 'slug is required' })
    .trim()
    .min(1, 'slug is required')
    .max(LIMITS.slugMax, `slug must be at most ${LIMITS.slugMax} characters`);
}
export const idQuery = z.object({ id: idParam });

/** Addition (pagination): `page` and `limit` together; without them the full list is answered. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(1_000_000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(LIMITS.pageLimitMax, `limit must be at most ${LIMITS.pageLimitMax}`)
    .optional(),
});

export const keywordQuery = z.object({
  keyword: z
    .string({ error: 'keyword is required' })
    .trim()
    .min(1, 'keyword is required')
    .max(LIMITS.keywordMax, `keyword must be at most ${LIMITS.keywordMax} characters`),
});

/** ISO 8601 date and time with `Z` or an offset: a time without a zone would be ambiguous. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
export const PUBLISHED_AT_ERROR =
  'published_at must be a date and time in ISO 8601 with Z or an offset, e.g. 2026-05-01T18:30:00+05:30';
/** An empty form field is the same as a missing one. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * Addition (editorial workflow): optional fields of q=posts and q=post-update. Without them a
 * write behaves as the seed's: a new post is published at once, an update keeps the post's status
 * and time. `status` scheduled needs a `published_at` ahead; published with no `published_at`
 * publishes now (a post already out keeps its time). Meta fields: absent keeps, empty clears.
 */
export const editorialFields = z.object({
  status: z.preprocess(blankAsMissing, postStatus.optional()),
  published_at: z.preprocess(
    blankAsMissing,
    z
      .string({ error: PUBLISHED_AT_ERROR })
      .trim()
      .refine((v) => ISO_WITH_ZONE.test(v) && !Number.isNaN(Date.parse(v)), PUBLISHED_AT_ERROR)
      .optional(),
  ),
  meta_title: text('meta_title', LIMITS.metaTitleMax, false).optional(),
  meta_description: text('meta_description', LIMITS.metaDescriptionMax, false).optional(),
  image_alt: text('image_alt', LIMITS.imageAltMax, false).optional(),
  /**
   * Addition (staff): the post's author, a staff member's id; absent keeps it (the writer, for a
   * new post). Changing it needs `posts.all`.
   */
  author_id: z.preprocess(blankAsMissing, idParam.optional()),
});
export type EditorialFields = z.infer<typeof editorialFields>;

/** Text fields of q=posts (POST, multipart); `image` is an optional file. */
export const createPostFields = z
  .object({
    title: text('title', LIMITS.titleMax, true),
    slug: slugField('slug'),
    excerpt: text('excerpt', LIMITS.excerptMax, false).default(''),
    content: text('content', LIMITS.contentMax, false).default(''),
    category_id: idParam,
  })
  .extend(editorialFields.shape);

/** Text fields of q=post-update (POST, multipart): `image` file or `existingImage` path. */
export const updatePostFields = createPostFields.extend({
  id: idParam,
  existingImage: z.string().max(500).optional(),
  /** Addition: the `updated_at` the form loaded; a newer one on the server means a conflict. */
  updated_at: z.string().max(64).optional(),
});

/** A category's topic chips (addition): how many, and how long each label may be. */
export const CATEGORY_TOPICS = { max: 8, labelMax: 30 } as const;

/**
 * What is wrong with a list of topic labels (each trimmed), in words that name the field, or
 * null: the admin's form and the server say the same.
 */
export function topicsProblem(list: readonly unknown[]): string | null {
  if (list.length > CATEGORY_TOPICS.max) {
    return `topics may have at most ${CATEGORY_TOPICS.max} labels (${list.length} given)`;
  }
  const seen = new Set<string>();
  for (const item of list) {
    if (typeof item !== 'string') return 'topics must be a list of short text labels';
    const label = item.trim();
    if (!label) return 'topics must not have an empty label';
    if (label.length > CATEGORY_TOPICS.labelMax) {
      return `topics: "${label}" is longer than ${CATEGORY_TOPICS.labelMax} characters`;
    }
    if (seen.has(label.toLowerCase())) return `topics: "${label}" is there twice`;
    seen.add(label.toLowerCase());
  }
  return null;
}

const topicsField = z
  .array(z.unknown(), { error: 'topics must be a list of short text labels' })
  .superRefine((list, ctx) => {
    const problem = topicsProblem(list);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((list) => list.map((item) => String(item).trim()));

export const categoryInput = z.object({
  name: text('name', LIMITS.categoryNameMax, true),
  slug: slugField('slug'),
  description: text('description', LIMITS.categoryDescriptionMax, false).optional(),
  /** Addition: whether its posts close with the responsible-gambling disclaimer. */
  betting: z.boolean({ error: 'betting must be true or false' }).optional(),
  /** Addition: its card's topic chips (absent keeps them, an empty list clears them). */
  topics: topicsField.optional(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const categoryUpdateInput = categoryInput.extend({ id: idParam });
export type CategoryUpdateInput = z.infer<typeof categoryUpdateInput>;

export const popularSaveInput = z.object({
  post_ids: z
    .array(idParam, { error: 'post_ids must be a list of post ids' })
    .max(LIMITS.popularMax, 'Max 6 posts allowed!')
    .refine((ids) => new Set(ids).size === ids.length, 'post_ids must not repeat a post'),
});
export type PopularSaveInput = z.infer<typeof popularSaveInput>;

export const bannerFields = z.object({ type: bannerType });
export type BannerFields = z.infer<typeof bannerFields>;

/**
 * Addition: the optional `link` of a banner write. Absent: the slot keeps its link; empty: the
 * link is removed.
 */
export const bannerLinkField = z.object({
  link: z
    .string()
    .trim()
    .max(LIMITS.bannerLinkMax, `link must be at most ${LIMITS.bannerLinkMax} characters`)
    .refine((value) => value === '' || isWebLink(value), BANNER_LINK_ERROR)
    .optional(),
});

/** Addition (editorial workflow): q=admin-posts, the admin's list of every post. */
export const adminPostsQuery = pageQuery.extend({
  status: z
    .enum(['all', 'draft', 'scheduled', 'published'], {
      error: 'status must be all, draft, scheduled or published',
    })
    .optional(),
  /** Part of the title, the slug or the category's name, any case. */
  search: z
    .string()
    .trim()
    .max(LIMITS.keywordMax, `search must be at most ${LIMITS.keywordMax} characters`)
    .optional(),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuery>;

/** The post that goes out next (q=admin-posts), or null when none is scheduled. */
export const nextScheduledSchema = z.object({
  id,
  title: z.string(),
  published_at: z.string(),
});

export const adminPostsAnswer = z.object({
  /** Newest publication time first (scheduled ones ahead of the rest; a draft by its creation). */
  posts: z.array(editorialPostSchema),
  /** Posts matching the status filter and search (all pages). */
  total: z.number().int().nonnegative(),
  /** Every post by status, whatever the filter and search (for the filter's labels). */
  counts: z.object({
    all: z.number().int().nonnegative(),
    draft: z.number().int().nonnegative(),
    scheduled: z.number().int().nonnegative(),
    published: z.number().int().nonnegative(),
  }),
  next_scheduled: nextScheduledSchema.nullable(),
});
export type AdminPostsAnswer = z.infer<typeof adminPostsAnswer>;

/**
 * Addition: q=capabilities, what this backend supports beyond the seed's contract. A backend
 * without the call (the seed's) supports none of it: the app keeps the seed's flow.
 */
export const capabilitiesAnswer = z.object({
  /** Drafts, scheduling, previews, share links, revisions, autosave, meta fields. */
  editorial: z.boolean(),
  /** IANA zone the admin enters and reads publication times in (they travel in UTC). */
  time_zone: z.string(),
  /** The predictions' record: locking at kickoff, settling, the public record (predictionCalls.ts). */
  predictions: z.boolean().default(false),
  /** The responsible-gambling texts the admin may change (q=site-texts, siteTexts.ts). */
  site_texts: z.boolean().default(false),
  /** A category's description and topic chips, kept by q=categories and q=category-update. */
  category_details: z.boolean().default(false),
  /** Staff accounts with roles (roles.ts): the session names a role, and q=staff answers. */
  staff: z.boolean().default(false),
  /** Cookie-free counting of views and visitors, and its reports (analyticsCalls.ts). */
  analytics: z.boolean().default(false),
  /** Banner campaigns: several per slot, dated, weighted, with reports (campaignCalls.ts). */
  campaigns: z.boolean().default(false),
  /** Import, export, restore from the admin, and the scheduled backups' state (siteDataCalls.ts). */
  site_data: z.boolean().default(false),
});
export type CapabilitiesAnswer = z.infer<typeof capabilitiesAnswer>;

/** Addition (editorial workflow): a post's revisions. */
export const revisionKind = z.enum(['save', 'autosave', 'restore']);
/** The fields a revision keeps, and that its summary says changed. */
export const REVISION_FIELDS = [
  'title',
  'excerpt',
  'content',
  'category_id',
  'image_path',
  'status',
  'published_at',
  'meta_title',
  'meta_description',
  'image_alt',
] as const;
export const revisionField = z.enum(REVISION_FIELDS);

/** One revision in q=post-revisions (newest first). */
export const revisionSummarySchema = z.object({
  id,
  kind: revisionKind,
  created_at: z.string(),
  /** The post's status as saved then. */
  status: postStatus,
  /** Fields that differ from the previous (older) revision; every field set, for the oldest. */
  changed: z.array(revisionField),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** One revision in full (q=post-revision). */
export const revisionSchema = z.object({
  id,
  post_id: id,
  kind: revisionKind,
  created_at: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category_id: z.number().int().nullable(),
  image_path: z.string().nullable(),
  status: postStatus,
  published_at: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  image_alt: z.string().nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const postIdQuery = z.object({ post_id: idParam });

export const revisionRestoreInput = z.object({ id: idParam });
export type RevisionRestoreInput = z.infer<typeof revisionRestoreInput>;

export const revisionRestoreAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** The new 'restore' revision. */
  revision_id: id,
  /** True when the revision's image was deleted since: the post kept its current image. */
  image_kept: z.boolean(),
});

/**
 * q=post-autosave (JSON): the editor's unsaved work. With `post_id`: kept as the post's autosave
 * (replacing the previous one since the last save); the post itself, and so what readers see,
 * does not change. Without `post_id` (a post never saved): the post is created as a draft, from
 * a title and a category, with `slug` or one made from the title (`-2`, `-3`… when taken).
 */
export const autosaveInput = z.object({
  post_id: idParam.optional(),
  title: text('title', LIMITS.titleMax, false).default(''),
  slug: z.preprocess(blankAsMissing, slugField('slug').optional()),
  excerpt: text('excerpt', LIMITS.excerptMax, false).default(''),
  content: text('content', LIMITS.contentMax, false).default(''),
  category_id: z.preprocess((v) => (v === '' ? null : v), idParam.nullable().optional()),
  meta_title: text('meta_title', LIMITS.metaTitleMax, false).optional(),
  meta_description: text('meta_description', LIMITS.metaDescriptionMax, false).optional(),
  image_alt: text('image_alt', LIMITS.imageAltMax, false).optional(),
});
export type AutosaveInput = Sent<typeof autosaveInput>;

export const autosaveAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  post_id: id,
  revision_id: id,
  /** When the server kept it (UTC). */
  saved_at: z.string(),
  /** True when this autosave created the post (as a draft). */
  created: z.boolean(),
});

/** Addition (editorial workflow): share links, each letting anyone with it read one post. */
export const shareLinkInput = z.object({
  post_id: idParam,
  /** Days until it expires: 1 to 30, 7 when absent. */
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 30' })
    .int('days must be a whole number from 1 to 30')
    .min(1, 'days must be a whole number from 1 to 30')
    .max(30, 'days must be a whole number from 1 to 30')
    .default(7),
});
export type ShareLinkInput = Sent<typeof shareLinkInput>;

export const shareLinkCreatedAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  id,
  /** Shown this once (the server keeps only its hash): the reader's `q=shared-post&token=`. */
  token: z.string(),
  expires_at: z.string(),
});

export const shareLinkSchema = z.object({
  id,
  created_at: z.string(),
  expires_at: z.string(),
  revoked: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

export const tokenQuery = z.object({ token: z.string() });

export const loginInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(LIMITS.usernameMax, 'Username is too long'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(LIMITS.passwordMin, 'Password must be at least 6 characters')
    .max(LIMITS.passwordMax, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInput>;
