/**
 * Rebuilds a site from an export (exportSite.ts). Everything is checked before anything changes:
 * the archive must be whole (gzip and tar intact), of a format and schema this code knows, with
 * only the entries an export writes (no name climbing out of its folder), every table's rows the
 * manifest counts and every media original its row describes (size and SHA-256). Then, in one
 * transaction, the kept tables (tables.ts) are emptied and filled, the serial ids set to continue
 * after the archive's. Any failure leaves the site as it was.
 *
 * An empty site is one a fresh start without demo content makes: no post, category, campaign,
 * image or site text, and at most one staff account (the first owner). Anything more is only
 * replaced with `force`. Restored accounts have no password (tables.ts).
 */
import buffer from 'node:buffer';
import { gunzipSync } from 'node:zlib';
import type { Db, Queryable } from '../db/connect';
import { latestMigration } from '../db/migrate';
import { isImagePath, sha256Hex } from '../uploads/store';
import {
  ARCHIVE_FORMAT,
  MANIFEST_NAME,
  MEDIA_FOLDER,
  manifestSchema,
  TABLES_FOLDER,
  type Manifest,
} from './manifest';
import { columnsOf, insertRows, type TableData } from './rows';
import { KEPT_TABLES, NO_PASSWORD } from './tables';
import { readTar, TarError } from './tar';

/** The archive or the site refuses the restore; the message says why. Nothing was changed. */
export class RestoreError extends Error {}

/** The site has content and `force` was not given: `content` says what, in words. */
export class SiteNotEmptyError extends RestoreError {
  constructor(readonly content: string) {
    super(
      `This site is not empty (${content}): a restore would replace it. Restore with --force to replace it.`,
    );
  }
}

export interface RestoreResult {
  tables: Record<string, number>;
  mediaFiles: number;
  /** The site had content, replaced because of `force`. */
  replaced: boolean;
  /** The first owner account's username, when `ownerPasswordHash` gave it a password. */
  owner: string | null;
}

export interface RestoreOptions {
  /** Replace a site that has content. */
  force?: boolean;
  /**
   * A password hash for the archive's first owner account, set in the restore's transaction (the
   * admin's restore: the owner who restores keeps their password, and is not locked out).
   */
  ownerPasswordHash?: string;
}

/** What an archive holds, checked. */
interface Contents {
  manifest: Manifest;
  tables: Map<string, TableData>;
  media: Map<string, Buffer>;
}

/**
 * The most an archive may unpack to: 256 MB, and 50 times its own size beyond that. An export's
 * images barely shrink and its JSON about fivefold (the demo site's 1.4 MB archive unpacks to
 * 1.8 MB); a "gzip bomb" unpacks thousands of times over, and is refused before it fills memory.
 */
export const unpackLimit = (archiveBytes: number) =>
  Math.min(buffer.constants.MAX_LENGTH, 256 * 1024 * 1024 + archiveBytes * 50);

function unpack(archive: Buffer): Contents {
  let tar: Buffer;
  const limit = unpackLimit(archive.length);
  try {
    tar = gunzipSync(archive, { maxOutputLength: limit });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new RestoreError(
        `The archive unpacks to more than ${Math.floor(limit / 1024 / 1024)} MB, far more than an export of its size holds: it is not a BetPulse export`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreError(`The archive is truncated or not a BetPulse export (gzip: ${reason})`);
  }
  let entries;
  try {
    entries = readTar(tar);
  } catch (error) {
    if (error instanceof TarError) throw new RestoreError(error.message);
    throw error;
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST_NAME);
  if (!manifestEntry)
    throw new RestoreError('The archive has no manifest.json: not a BetPulse export');
  const manifest = readManifest(manifestEntry.data);
  const tables = new Map<string, TableData>();
  const media = new Map<string, Buffer>();
  for (const { name, data } of entries) {
    if (name === MANIFEST_NAME) continue;
    if (name.startsWith(MEDIA_FOLDER) && isImagePath(name.slice(MEDIA_FOLDER.length))) {
      media.set(name.slice(MEDIA_FOLDER.length), Buffer.from(data));
      continue;
    }
    const table =
      name.startsWith(TABLES_FOLDER) && name.endsWith('.json')
        ? name.slice(TABLES_FOLDER.length, -'.json'.length)
        : '';
    if (!(KEPT_TABLES as readonly string[]).includes(table)) {
      throw new RestoreError(`The archive holds "${name}", which no BetPulse export has`);
    }
    tables.set(table, readTableData(table, data, manifest));
  }
  for (const table of KEPT_TABLES) {
    if (!tables.has(table) && table in manifest.tables) {
      throw new RestoreError(`The archive lacks tables/${table}.json, which its manifest counts`);
    }
  }
  if (media.size !== manifest.mediaFiles) {
    throw new RestoreError(
      `The archive has ${media.size} media files; its manifest counts ${manifest.mediaFiles}`,
    );
  }
  return { manifest, tables, media };
}

function readManifest(data: Uint8Array): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data).toString('utf8'));
  } catch {
    throw new RestoreError("The archive's manifest.json is not valid JSON");
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > ARCHIVE_FORMAT) {
    const app = (json as { appVersion?: unknown }).appVersion;
    throw new RestoreError(
      `The archive is export format ${format}${typeof app === 'string' ? ` (BetPulse ${app})` : ''}; this BetPulse reads format ${ARCHIVE_FORMAT} and older: upgrade it, then restore`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreError("The archive's manifest.json is not a BetPulse manifest");
  return parsed.data;
}

function readTableData(table: string, data: Uint8Array, manifest: Manifest): TableData {
  let json: Partial<TableData>;
  try {
    json = JSON.parse(Buffer.from(data).toString('utf8')) as Partial<TableData>;
  } catch {
    throw new RestoreError(`The archive's tables/${table}.json is not valid JSON`);
  }
  const columns = json.columns;
  const valid =
    json.table === table &&
    Array.isArray(columns) &&
    columns.every((c) => typeof c === 'string') &&
    typeof json.next === 'object' &&
    json.next !== null &&
    Object.values(json.next).every((n) => Number.isSafeInteger(n) && n > 0) &&
    Array.isArray(json.rows) &&
    json.rows.every((row) => Array.isArray(row) && row.length === columns.length);
  if (!valid) throw new RestoreError(`The archive's tables/${table}.json is not a table export`);
  if (manifest.tables[table] !== json.rows!.length) {
    throw new RestoreError(
      `The archive's tables/${table}.json has ${json.rows!.length} rows; its manifest counts ${manifest.tables[table] ?? 0}`,
    );
  }
  return json as TableData;
}

/** Every media row has its original, of the size and hash the row says; and no file is extra. */
function checkMedia({ tables, media }: Contents): void {
  const rows = tables.get('media');
  if (!rows) {
    if (media.size > 0) throw new RestoreError('The archive has media files but no media table');
    return;
  }
  const at = (name: string) => rows.columns.indexOf(name);
  const [path, size, sha256] = [at('path'), at('size'), at('sha256')];
  const described = new Set<string>();
  for (const row of rows.rows) {
    const name = String(row[path]);
    const bytes = media.get(name);
    if (!bytes)
      throw new RestoreError(`The archive lacks media/${name}, which its media table names`);
    if (bytes.byteLength !== row[size] || sha256Hex(bytes) !== row[sha256]) {
      throw new RestoreError(`The archive's media/${name} is damaged (its size or hash differs)`);
    }
    described.add(name);
  }
  for (const name of media.keys()) {
    if (!described.has(name))
      throw new RestoreError(`The archive's media/${name} has no media row`);
  }
}

/** What the site holds beyond a fresh empty start, in words ('' when empty). */
async function contentOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM posts)::int AS posts,
            (SELECT count(*) FROM categories)::int AS categories,
            (SELECT count(*) FROM campaigns)::int AS campaigns,
            (SELECT count(*) FROM media)::int AS images,
            (SELECT count(*) FROM site_texts)::int AS "site texts",
            (SELECT count(*) FROM admin_users)::int AS "staff accounts"`,
  );
  const counts = rows[0]!;
  const staff = Number(counts['staff accounts']);
  const parts = Object.entries(counts)
    .filter(([name, n]) => (name === 'staff accounts' ? staff > 1 : Number(n) > 0))
    .map(([name, n]) => `${n} ${name}`);
  return parts.join(', ');
}

/** Checks the archive, then replaces the site's content with it (see the top of the file). */
export async function restoreSite(
  db: Db,
  archive: Buffer,
  { force = false, ownerPasswordHash }: RestoreOptions = {},
): Promise<RestoreResult> {
  const contents = unpack(archive);
  const { manifest, tables } = contents;
  const latest = await latestMigration();
  if (manifest.schemaVersion > latest) {
    throw new RestoreError(
      `The archive comes from a newer BetPulse (${manifest.appVersion}, schema ${manifest.schemaVersion}); this one knows schema ${latest}: upgrade it, then restore`,
    );
  }
  checkMedia(contents);
  return db.transaction(async (tx) => {
    for (const [table, data] of tables) {
      const known = new Set((await columnsOf(tx, table)).map((c) => c.name));
      const unknown = data.columns.filter((c) => !known.has(c));
      if (unknown.length > 0) {
        throw new RestoreError(
          `The archive's ${table} has columns this BetPulse does not know (${unknown.join(', ')}): upgrade it, then restore`,
        );
      }
    }
    const content = await contentOf(tx);
    if (content && !force) throw new SiteNotEmptyError(content);
    // Sessions, invitations and links of the accounts and posts replaced go with them (CASCADE).
    const emptied = [...KEPT_TABLES, 'search_words'].map((t) => `"${t}"`).join(', ');
    await tx.exec(`TRUNCATE TABLE ${emptied} CASCADE`);
    for (const table of KEPT_TABLES) {
      const data = tables.get(table);
      if (!data) continue;
      if (table === 'admin_users') {
        await insertRows(tx, data, [
          { column: 'password_hash', key: 'password_hash', expression: () => `'${NO_PASSWORD}'` },
        ]);
      } else if (table === 'media') {
        await insertRows(
          tx,
          data,
          [{ column: 'bytes', key: 'base64', expression: (v) => `decode(${v}, 'base64')` }],
          (row) => ({ base64: contents.media.get(String(row.path))!.toString('base64') }),
        );
      } else {
        await insertRows(tx, data);
      }
    }
    let owner: string | null = null;
    if (ownerPasswordHash) {
      const { rows } = await tx.query<{ username: string }>(
        `UPDATE admin_users SET password_hash = $1
         WHERE id = (SELECT id FROM admin_users WHERE role = 'owner' ORDER BY id LIMIT 1)
         RETURNING username`,
        [ownerPasswordHash],
      );
      owner = rows[0]?.username ?? null;
    }
    return {
      owner,
      tables: Object.fromEntries([...tables].map(([name, data]) => [name, data.rows.length])),
      mediaFiles: contents.media.size,
      replaced: content !== '',
    };
  });
}
