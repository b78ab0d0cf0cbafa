/**
 * Which of the app's tables (server/db/migrations) an archive holds, and which it leaves out.
 *
 * Kept, in the order a restore inserts them (a row's foreign keys point at tables before it):
 * every piece of content and its history, the site's settings, the staff's accounts without
 * their credentials, the audit log and the analytics' daily figures. `media` is kept as its
 * metadata here and each original as a file of its own (media/<path>).
 *
 * Left out, because they let whoever holds them in, or are a machine's passing state:
 * - admin_sessions, login_challenges: live sign-ins;
 * - staff_recovery_codes, staff_password_resets, staff_invitations: one-time credentials;
 * - share_links, campaign_report_links: links that open a draft or a report to whoever has them
 *   (a restored site makes new ones);
 * - login_attempts, rate_buckets: the lockout's and the rate limits' counters;
 * - analytics_salts, analytics_day_visitors, analytics_hour_visitors, analytics_recent: today's
 *   salt and the visitor hashes made with it (a finished day keeps only its figures anyway);
 * - search_words: derived from the posts (their insert trigger fills it again on restore);
 * - schema_migrations: the manifest records the schema's version instead;
 * - import_jobs: the admin's imports and their progress (what they made is in imported_items).
 * And of admin_users: password_hash (a restored account has none: the owner runs
 * `npm run reset-owner-password`, then resets the others from the admin), totp_secret,
 * totp_pending_secret, totp_last_step and totp_enabled_at (two-factor login starts off).
 *
 * A table the migrations add must be listed here (the test "every table of the schema is kept or
 * left out on purpose" fails until it is).
 */

/** The tables an archive holds, parents before children. */
export const KEPT_TABLES = [
  'admin_users',
  'categories',
  'posts',
  'popular',
  'post_old_slugs',
  'post_revisions',
  'predictions',
  'prediction_events',
  'media',
  'site_texts',
  'two_factor_policy',
  'audit_log',
  'campaigns',
  'campaign_categories',
  'campaign_days',
  'analytics_days',
  'analytics_hours',
  'analytics_pages',
  'analytics_post_hours',
  'analytics_referrers',
  // What an import made of each thing it brought in (a second import then creates nothing new),
  // and the old site's addresses that answer 301 to the imported posts and categories.
  'imported_items',
  'legacy_paths',
] as const;

export type KeptTable = (typeof KEPT_TABLES)[number];

export const LEFT_OUT_TABLES = [
  'admin_sessions',
  'login_challenges',
  'staff_recovery_codes',
  'staff_password_resets',
  'staff_invitations',
  'share_links',
  'campaign_report_links',
  'login_attempts',
  'rate_buckets',
  'analytics_salts',
  'analytics_day_visitors',
  'analytics_hour_visitors',
  'analytics_recent',
  'search_words',
  'schema_migrations',
  'import_jobs',
] as const;

/** Columns of kept tables that never leave the database. */
export const LEFT_OUT_COLUMNS: Partial<Record<KeptTable, readonly string[]>> = {
  admin_users: [
    'password_hash',
    'totp_secret',
    'totp_pending_secret',
    'totp_last_step',
    'totp_enabled_at',
  ],
  // The originals travel as files of their own.
  media: ['bytes'],
};

/** What a restored account's password_hash is: no scrypt hash, so no password matches it. */
export const NO_PASSWORD = '!';
