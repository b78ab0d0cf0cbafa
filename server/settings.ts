/** Every environment setting of the server, parsed once at start-up with defaults. */
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

/** Whether Intl (and so the app's date formatting) knows the time zone `zone`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional().default(''),
  /** PostgreSQL server only: how long to wait for a connection, then for any one query. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  ADMIN_USERNAME: z.string().optional().default('admin'),
  ADMIN_PASSWORD: z.string().optional().default(''),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Largest image decoded, all frames counted: bigger ones are refused before decoding. */
  IMAGE_MAX_MEGAPIXELS: z.coerce.number().positive().default(40),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Days the audit log keeps an entry (staff writes, logins); older ones are deleted. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
  /**
   * An SMTP server (smtp://user:pass@host:587, smtps://…:465) through which invitation and
   * password-reset links are also mailed; without it the admin copies them, as always.
   */
  SMTP_URL: z.string().optional().default(''),
  /** The sender of those mails; "<site name> <no-reply@the SMTP host>" when unset. */
  MAIL_FROM: z.string().optional().default(''),
  SEED_DEMO: bool(true),
  /** Cookie-free counting of views and visitors (the `analytics` capability). */
  ANALYTICS: bool(true),
  /** Days the analytics' daily figures are kept; older ones are deleted. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  /**
   * How often counted events are written (ms), and after how many queued events at once. A view is
   * 7 or 8 events (day, hour, page, post, referrer, three visitor sets), and each write is one
   * transaction whatever its size (about 9 ms of the event loop on the embedded PGlite): at 500, a
   * burst of 2,000 views a second wrote 28 times a second and slowed the reading pages.
   */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().positive().default(1000),
  ANALYTICS_BATCH_EVENTS: z.coerce.number().int().positive().default(10_000),
  /** Events waiting to be written at most; beyond it they are dropped (and counted as dropped). */
  ANALYTICS_QUEUE_MAX: z.coerce.number().int().positive().default(50_000),
  /** Scheduled backups (server/backup/schedule.ts): the folder, how often (0: off), how many kept. */
  BACKUP_DIR: z.string().optional().default(''),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ error: 'must be a number of hours (0 or unset: no scheduled backups)' })
    .min(0, { error: 'must be a number of hours (0 or unset: no scheduled backups)' })
    .default(0),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups, 1 or more' })
    .int({ error: 'must be a whole number of backups, 1 or more' })
    .min(1, { error: 'must be a whole number of backups, 1 or more' })
    .default(14),
  /** The largest file the admin's import takes (an export, or a zip of its images). */
  IMPORT_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int({ error: 'must be a whole number of bytes' })
    .positive({ error: 'must be a number of bytes, more than 0' })
    .default(512 * 1024 * 1024),
  TRUST_PROXY_HTTPS: bool(false),
  LOG_REQUESTS: bool(true),
  JSON_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  RATE_LIMIT_SEARCH: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_SEARCH_WINDOW_SECONDS: z.coerce.number().positive().default(10),
  RATE_LIMIT_WRITES: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_WRITES_WINDOW_SECONDS: z.coerce.number().positive().default(60),
  /** Beacons (page views, banner events) per address per window. */
  RATE_LIMIT_BEACONS: z.coerce.number().int().min(0).default(120),
  RATE_LIMIT_BEACONS_WINDOW_SECONDS: z.coerce.number().positive().default(60),
  /** PostgreSQL server only: count the limits in the database, shared by all instances. */
  RATE_LIMIT_SHARED: bool(false),
  /** The site's name in page titles, feeds and share cards (the app reads the same variable). */
  VITE_BRAND_NAME: z.string().optional().default(''),
  /**
   * Where readers find help with gambling (the footer strip's and the betting box's first link).
   * The app is built with it (vite.config.ts hands it on as VITE_RESPONSIBLE_GAMBLING_URL, the
   * app's own name for it, which is read here too); here it is checked, so a bad one stops the
   * start instead of going out as a broken link.
   */
  RESPONSIBLE_GAMBLING_URL: z.string().optional().default(''),
  VITE_RESPONSIBLE_GAMBLING_URL: z.string().optional().default(''),
  /** Where the app calls the backend when not this server: its CSP must allow that origin. */
  VITE_API_ORIGIN: z.string().optional().default(''),
  /**
   * For end-to-end tests only: a file holding a number of milliseconds the server's clock runs
   * ahead (scheduled posts come out without waiting). Never set on a live site.
   */
  TEST_CLOCK_OFFSET_FILE: z.string().optional().default(''),
  /** The zone editors enter and read publication times in (times are stored in UTC). */
  SITE_TIME_ZONE: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'Asia/Kolkata')
    .refine(isTimeZone, {
      error: (issue) =>
        `"${String(issue.input)}" is not a time zone this system knows; use an IANA name such as Asia/Kolkata, Europe/London or UTC`,
    }),
});

export type Settings = {
  port: number;
  host: string;
  dataDir: string;
  /** '' = embedded PGlite in dataDir; 'memory://' = in-memory PGlite (tests). */
  databaseUrl: string;
  /** PostgreSQL server only: a host that accepts but never answers fails after this, not hangs. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL server only: a query (or a wait for one) longer than this fails. */
  databaseQueryTimeoutMs: number;
  adminUsername: string;
  adminPassword: string;
  uploadMaxBytes: number;
  /** Most pixels (width × height × frames) an uploaded image may have; its variants likewise. */
  imageMaxPixels: number;
  sessionTtlMs: number;
  auditRetentionDays: number;
  /** '' = no mail: one-time links are copied by the admin. */
  smtpUrl: string;
  /** The From of the mails sent through smtpUrl. */
  mailFrom: string;
  seedDemo: boolean;
  /** Views and visitors are counted, and the analytics calls answer. */
  analytics: boolean;
  analyticsRetentionDays: number;
  /** The counting queue: written every `analyticsFlushMs` or at `analyticsBatchEvents` events. */
  analyticsFlushMs: number;
  analyticsBatchEvents: number;
  /** Events queued at most; more are dropped (and counted as dropped). */
  analyticsQueueMax: number;
  /** Where scheduled backups go ('' with backupEveryMs 0: none). */
  backupDir: string;
  /** How often a backup is written (0: never). */
  backupEveryMs: number;
  /** Backups kept in backupDir; older ones are deleted. */
  backupKeep: number;
  /** The largest file the admin's import takes, in bytes (bigger: `npm run import`). */
  importMaxBytes: number;
  trustProxyHttps: boolean;
  logRequests: boolean;
  /** Largest JSON (non-form) request body, in bytes. */
  jsonMaxBytes: number;
  /** Searches per address per window (0: no limit). */
  searchRateLimit: number;
  searchRateWindowMs: number;
  /** Admin writes per address per window (0: no limit). */
  writeRateLimit: number;
  writeRateWindowMs: number;
  /** Beacons (q=hit, q=ad-event) per address per window (0: no limit). */
  beaconRateLimit: number;
  beaconRateWindowMs: number;
  /** Search and write limits counted in the database (PostgreSQL), not per process. */
  rateLimitShared: boolean;
  brandName: string;
  /** Where readers find help with gambling (an http(s) URL). */
  responsibleGamblingUrl: string;
  /** The app's backend origin when it is another one ('' when it is this server). */
  apiOrigin: string;
  /** IANA time zone of the site's editors (publication times are stored in UTC). */
  siteTimeZone: string;
  /** End-to-end tests: the file whose number of milliseconds moves the clock ahead. */
  testClockOffsetFile?: string;
};

/** The origin (scheme://host[:port]) of an http(s) URL, or '' for anything else. */
function originOf(value: string): string {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** A setting with a value the server cannot use: its message names each, for one clear line. */
export class SettingsError extends Error {}

/** The app's default (src/config/responsibleGambling.ts). */
export const DEFAULT_RESPONSIBLE_GAMBLING_URL = 'https://www.begambleaware.org/';

function helpUrl(value: string): string {
  if (!value) return DEFAULT_RESPONSIBLE_GAMBLING_URL;
  if (originOf(value) === '') {
    throw new SettingsError(
      `Invalid settings:\n  RESPONSIBLE_GAMBLING_URL: "${value}" is not an http(s) address`,
    );
  }
  return value;
}

/** SMTP_URL checked (a bad one stops the start, not the first invitation), and its sender. */
function mailSettings(
  smtpUrl: string,
  mailFrom: string,
  brand: string,
): { smtpUrl: string; mailFrom: string } {
  if (!smtpUrl) return { smtpUrl: '', mailFrom: '' };
  let host = '';
  try {
    const url = new URL(smtpUrl);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') host = url.hostname;
  } catch {
    // reported below
  }
  if (!host) {
    throw new SettingsError(
      'Invalid settings:\n  SMTP_URL: not an smtp:// or smtps:// address (smtp://user:password@host:587)',
    );
  }
  return { smtpUrl, mailFrom: mailFrom || `"${brand.replace(/["\\]/g, '')}" <no-reply@${host}>` };
}

/** Scheduled backups need a folder to go to. */
function backupSettings(
  dir: string,
  everyHours: number,
  keep: number,
): Pick<Settings, 'backupDir' | 'backupEveryMs' | 'backupKeep'> {
  if (everyHours > 0 && !dir) {
    throw new SettingsError(
      'Invalid settings:\n  BACKUP_EVERY_HOURS: set BACKUP_DIR too (the folder the backups are written to)',
    );
  }
  return { backupDir: dir, backupEveryMs: Math.round(everyHours * 3600_000), backupKeep: keep };
}

export function readSettings(env: Record<string, string | undefined> = process.env): Settings {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const s = result.data;
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL,
    databaseConnectTimeoutMs: s.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: s.DATABASE_QUERY_TIMEOUT_MS,
    adminUsername: s.ADMIN_USERNAME || 'admin',
    adminPassword: s.ADMIN_PASSWORD,
    uploadMaxBytes: s.UPLOAD_MAX_BYTES,
    imageMaxPixels: Math.round(s.IMAGE_MAX_MEGAPIXELS * 1_000_000),
    sessionTtlMs: s.SESSION_TTL_HOURS * 3600_000,
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
    ...mailSettings(s.SMTP_URL.trim(), s.MAIL_FROM.trim(), s.VITE_BRAND_NAME.trim() || 'BetPulse'),
    seedDemo: s.SEED_DEMO,
    analytics: s.ANALYTICS,
    analyticsRetentionDays: s.ANALYTICS_RETENTION_DAYS,
    analyticsFlushMs: s.ANALYTICS_FLUSH_MS,
    analyticsBatchEvents: s.ANALYTICS_BATCH_EVENTS,
    analyticsQueueMax: s.ANALYTICS_QUEUE_MAX,
    ...backupSettings(s.BACKUP_DIR.trim(), s.BACKUP_EVERY_HOURS, s.BACKUP_KEEP),
    importMaxBytes: s.IMPORT_MAX_BYTES,
    trustProxyHttps: s.TRUST_PROXY_HTTPS,
    logRequests: s.LOG_REQUESTS,
    jsonMaxBytes: s.JSON_MAX_BYTES,
    searchRateLimit: s.RATE_LIMIT_SEARCH,
    searchRateWindowMs: s.RATE_LIMIT_SEARCH_WINDOW_SECONDS * 1000,
    writeRateLimit: s.RATE_LIMIT_WRITES,
    writeRateWindowMs: s.RATE_LIMIT_WRITES_WINDOW_SECONDS * 1000,
    beaconRateLimit: s.RATE_LIMIT_BEACONS,
    beaconRateWindowMs: s.RATE_LIMIT_BEACONS_WINDOW_SECONDS * 1000,
    rateLimitShared: s.RATE_LIMIT_SHARED,
    brandName: s.VITE_BRAND_NAME.trim() || 'BetPulse',
    responsibleGamblingUrl: helpUrl(
      s.RESPONSIBLE_GAMBLING_URL.trim() || s.VITE_RESPONSIBLE_GAMBLING_URL.trim(),
    ),
    apiOrigin: originOf(s.VITE_API_ORIGIN),
    siteTimeZone: s.SITE_TIME_ZONE,
    ...(s.TEST_CLOCK_OFFSET_FILE.trim() && {
      testClockOffsetFile: s.TEST_CLOCK_OFFSET_FILE.trim(),
    }),
  };
}

/**
 * The database the server tests run on: in-memory PGlite, or the PostgreSQL server that
 * TEST_DATABASE_URL names (`npm run test:pg`; the test helper gives each file its own schema).
 */
export function testDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return env.TEST_DATABASE_URL?.trim() || 'memory://';
}

/** Settings for in-process tests: the test database, no seed, quiet, no rate limits. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    ...readSettings({}),
    databaseUrl: testDatabaseUrl(),
    dataDir: '',
    seedDemo: false,
    logRequests: false,
    adminUsername: 'admin',
    adminPassword: 'correct-horse-battery',
    searchRateLimit: 0,
    writeRateLimit: 0,
    beaconRateLimit: 0,
    ...overrides,
  };
}
