/**
 * Serves the built app from `dist/` in production: files as they are (hashed assets cached for
 * good), and `index.html` for every other path so that the app's router takes over.
 *
 * The files are read once, on first use, and answered from memory: each with its type, a strong
 * ETag (a hash of its bytes; 304 when the client has it) and its brotli and gzip bodies, taken
 * from the `.br`/`.gz` siblings `npm run build` writes (scripts/precompress.mjs) when they hold
 * the same bytes. Without them they are made here: at a fast setting at once, then at the best one
 * in the background (no visitor waits seconds for a big bundle). The compression middleware leaves
 * these answers alone (they carry their Content-Encoding). Files over PRELOAD_MAX_BYTES stay on
 * disk, read per request as before.
 *
 * A rebuild is picked up: the folder is looked at again (names, sizes, times) at most once per
 * `recheckMs`, in the background, and what changed is read again. A file that appeared since the
 * last look is answered from disk meanwhile, and brings the next look forward.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { chooseEncoding } from './compress';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Text worth compressing (scripts/precompress.mjs writes siblings for the same list). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Smaller files gain nothing from compression (the middleware's threshold too). */
const MIN_COMPRESS_BYTES = 1024;
/** Larger files are not kept in memory: read from disk per request, as before. */
export const PRELOAD_MAX_BYTES = 4 * 1024 * 1024;
/** The least time between two looks at the folder when a request found a file it did not know. */
const SOON_MS = 100;

type Encoding = 'br' | 'gzip';
const ENCODINGS = ['br', 'gzip'] as const;
const SIBLING_EXT: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** fast: made at once when the build left no sibling; best: the build's (precompress.mjs). */
type Effort = 'fast' | 'best';
const BROTLI_QUALITY: Record<Effort, number> = { fast: 5, best: 11 };
const GZIP_LEVEL: Record<Effort, number> = { fast: 6, best: 9 };

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

type Bytes = Uint8Array<ArrayBuffer>;

/** One way of sending a file: its bytes and their validator. */
interface Representation {
  body: Bytes;
  etag: string;
  best: boolean;
}

interface MemoryFile {
  kind: 'memory';
  stamp: string;
  hash: string;
  type: string;
  cacheControl: string;
  identity: Representation;
  encoded: Partial<Record<Encoding, Representation>>;
  /** Every ETag the file was sent with: any in `If-None-Match` means the client has it. */
  etags: Set<string>;
  /** Encodings made at the fast setting, to make again at the best one. */
  pending: Encoding[];
}

interface DiskFile {
  kind: 'disk';
  stamp: string;
  file: string;
  cacheControl: string;
}

/** An `index.html`: answered as the app's page (renderIndex), never as a file. */
interface IndexFile {
  kind: 'index';
  stamp: string;
}

type Entry = MemoryFile | DiskFile | IndexFile;

interface Snapshot {
  /** By URL path (`/assets/index-AbC123.js`). */
  files: Map<string, Entry>;
  /** URL paths of the `.br`/`.gz` siblings of files: never answered as files themselves. */
  siblings: Set<string>;
  /** Names, sizes and times of everything in the folder, to tell whether it changed. */
  signature: string;
}

interface Found {
  rel: string;
  size: number;
  mtimeMs: number;
}

const EMPTY: Snapshot = { files: new Map(), siblings: new Set(), signature: '' };

/** The bytes to keep: the buffer's own memory, or a copy when it is a slice of a larger one. */
function bytesOf(buffer: Buffer): Bytes {
  if (buffer.byteOffset === 0 && buffer.length === buffer.buffer.byteLength) {
    return new Uint8Array(buffer.buffer as ArrayBuffer);
  }
  return new Uint8Array(buffer);
}

function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT;
}

function typeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Every file under `root` (symbolic links followed as stat does), with its size and time. */
async function scan(root: string): Promise<Found[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const found = await Promise.all(
    entries
      .filter((entry) => !entry.isDirectory())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) return null;
        const rel = path.relative(root, file).split(path.sep).join('/');
        return { rel, size: info.size, mtimeMs: info.mtimeMs };
      }),
  );
  return found
    .filter((file): file is Found => file !== null)
    .sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

const signatureOf = (found: Found[]) =>
  found.map((file) => `${file.rel}\0${file.size}\0${file.mtimeMs}`).join('\n');

/** True when `sibling` decompresses to exactly `body` (a stale or foreign sibling is not used). */
async function holds(sibling: Buffer, encoding: Encoding, body: Buffer): Promise<boolean> {
  const options = { maxOutputLength: body.length + 1 };
  try {
    const decoded =
      encoding === 'br' ? await unbrotli(sibling, options) : await gunzipAsync(sibling, options);
    return decoded.equals(body);
  } catch {
    return false;
  }
}

function compress(body: Uint8Array, encoding: Encoding, effort: Effort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL[effort] });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

/**
 * Keeps `body` as the file's `encoding` when it is smaller than the file. Its ETag names the
 * file's content, the encoding and these very bytes (a strong validator of what is sent).
 */
function setEncoded(entry: MemoryFile, encoding: Encoding, body: Bytes, best: boolean): void {
  if (body.length >= entry.identity.body.length) return;
  const etag = `"${entry.hash}-${encoding}-${hashOf(body).slice(0, 8)}"`;
  entry.encoded[encoding] = { body, etag, best };
  entry.etags.add(etag);
}

async function loadFile(
  root: string,
  found: Found,
  stamp: string,
  has: (rel: string) => boolean,
  known: Map<string, MemoryFile>,
): Promise<Entry> {
  const urlPath = `/${found.rel}`;
  if (path.posix.basename(urlPath) === 'index.html') return { kind: 'index', stamp };
  const file = path.join(root, found.rel);
  const cacheControl = cacheControlFor(urlPath);
  if (found.size > PRELOAD_MAX_BYTES) return { kind: 'disk', stamp, file, cacheControl };
  const body = await readFile(file);
  const hash = hashOf(body);
  const entry: MemoryFile = {
    kind: 'memory',
    stamp,
    hash,
    type: typeOf(file),
    cacheControl,
    identity: { body: bytesOf(body), etag: `"${hash}"`, best: true },
    encoded: {},
    etags: new Set([`"${hash}"`]),
    pending: [],
  };
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase()) || body.length < MIN_COMPRESS_BYTES) {
    return entry;
  }
  const before = known.get(hash);
  for (const encoding of ENCODINGS) {
    const siblingRel = found.rel + SIBLING_EXT[encoding];
    const sibling = has(siblingRel) ? await readFile(path.join(root, siblingRel)) : null;
    const kept = before?.encoded[encoding];
    if (sibling && (await holds(sibling, encoding, body))) {
      setEncoded(entry, encoding, bytesOf(sibling), true);
    } else if (kept) {
      // The same content as before a rebuild: its compression is reused, not made again.
      setEncoded(entry, encoding, kept.body, kept.best);
      if (!kept.best) entry.pending.push(encoding);
    } else {
      setEncoded(entry, encoding, bytesOf(await compress(body, encoding, 'fast')), false);
      entry.pending.push(encoding);
    }
  }
  return entry;
}

/** The files in memory, reusing what did not change since `previous`. */
async function load(root: string, found: Found[], previous: Snapshot): Promise<Snapshot> {
  const byRel = new Map(found.map((file) => [file.rel, file]));
  const has = (rel: string) => byRel.has(rel);
  const siblings = new Set<string>();
  for (const file of found) {
    for (const ext of Object.values(SIBLING_EXT)) {
      if (file.rel.endsWith(ext) && has(file.rel.slice(0, -ext.length))) {
        siblings.add(`/${file.rel}`);
      }
    }
  }
  /** Bodies already compressed, by content: a rebuild that keeps a file does not redo it. */
  const known = new Map<string, MemoryFile>();
  for (const entry of previous.files.values()) {
    if (entry.kind === 'memory') known.set(entry.hash, entry);
  }
  const files = new Map<string, Entry>();
  await Promise.all(
    found.map(async (file) => {
      const urlPath = `/${file.rel}`;
      if (siblings.has(urlPath)) return;
      const stamp = [file, byRel.get(`${file.rel}.br`), byRel.get(`${file.rel}.gz`)]
        .map((one) => (one ? `${one.size}:${one.mtimeMs}` : '-'))
        .join(' ');
      const old = previous.files.get(urlPath);
      if (old?.stamp === stamp) {
        files.set(urlPath, old);
        return;
      }
      // A file removed while being read (a rebuild under way) is left out until the next look.
      const entry = await loadFile(root, file, stamp, has, known).catch(() => null);
      if (entry) files.set(urlPath, entry);
    }),
  );
  return { files, siblings, signature: signatureOf(found) };
}

/** The folder's files in memory, looked at again at most once per `recheckMs`. */
function builtFiles(root: string, recheckMs: number) {
  let snapshot: Snapshot | null = null;
  let first: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  let checkedAt = 0;
  /** Best-setting compressions, one at a time (they take seconds for a big bundle). */
  let upgrades: Promise<void> = Promise.resolve();

  function upgrade(urlPath: string, entry: MemoryFile, encoding: Encoding): void {
    upgrades = upgrades
      .then(async () => {
        // Replaced by a newer look at the folder: nobody is sent this one any more.
        if (snapshot?.files.get(urlPath) !== entry || entry.encoded[encoding]?.best) return;
        setEncoded(
          entry,
          encoding,
          bytesOf(await compress(entry.identity.body, encoding, 'best')),
          true,
        );
      })
      .catch(() => undefined);
  }

  async function check(): Promise<void> {
    try {
      const found = await scan(root);
      const current = snapshot ?? EMPTY;
      if (snapshot === null || signatureOf(found) !== current.signature) {
        snapshot = await load(root, found, current);
        for (const [urlPath, entry] of snapshot.files) {
          if (entry.kind !== 'memory') continue;
          for (const encoding of entry.pending.splice(0)) upgrade(urlPath, entry, encoding);
        }
      }
    } catch {
      // No folder (yet), or one being rebuilt: keep what we have and look again later.
      snapshot ??= EMPTY;
    } finally {
      checkedAt = Date.now();
      checking = null;
    }
  }

  function checkIfDue(gapMs: number): void {
    if (checking === null && Date.now() - checkedAt >= gapMs) checking = check();
  }

  return {
    /** The files; read on first use, and looked at again in the background when due. */
    async current(): Promise<Snapshot> {
      if (snapshot === null) {
        first ??= check();
        await first;
        return snapshot ?? EMPTY;
      }
      checkIfDue(recheckMs);
      return snapshot;
    },
    /** A file unknown to the last look was found on disk: look again soon. */
    lookSoon(): void {
      checkIfDue(SOON_MS);
    },
  };
}

/**
 * The URL path as a key of the files: decoded, normalised (no `..` left). Null when it cannot
 * be a file: bad percent-encoding, or a NUL byte.
 */
function keyOf(urlPath: string): string | null {
  let decoded = urlPath;
  if (urlPath.includes('%')) {
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(decoded);
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  const key = keyOf(urlPath);
  if (key === null) return null;
  const file = path.resolve(root, `.${key}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? file : null;
}

async function send(c: Context, file: string, cacheControl: string): Promise<Response> {
  const body = await readFile(file);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
    headers: {
      'Content-Type': typeOf(file),
      'Content-Length': String(body.length),
      'Cache-Control': cacheControl,
    },
  });
}

/** True when `If-None-Match` names one of the file's ETags (weak comparison), or `*`. */
function clientHas(header: string | undefined, etags: Set<string>): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || etags.has(tag.startsWith('W/') ? tag.slice(2) : tag);
  });
}

function sendFromMemory(c: Context, entry: MemoryFile): Response {
  const varies = entry.encoded.br !== undefined || entry.encoded.gzip !== undefined;
  const encoding = varies ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  const chosen = (encoding && entry.encoded[encoding]) || entry.identity;
  const headers: Record<string, string> = {
    'Cache-Control': entry.cacheControl,
    ETag: chosen.etag,
  };
  if (varies) headers.Vary = 'Accept-Encoding';
  if (clientHas(c.req.header('If-None-Match'), entry.etags)) {
    return new Response(null, { status: 304, headers });
  }
  headers['Content-Type'] = entry.type;
  headers['Content-Length'] = String(chosen.body.length);
  if (chosen !== entry.identity && encoding) headers['Content-Encoding'] = encoding;
  return new Response(c.req.method === 'HEAD' ? null : chosen.body, { headers });
}

/** Answers `index.html` for a page path (e.g. with that page's meta written in). */
export type IndexRenderer = (c: Context, indexFile: string) => Promise<Response>;

export interface ServeAppOptions {
  /** How often at most the folder is looked at again for a rebuild (default 1 s). */
  recheckMs?: number;
}

export function serveApp(
  distDir: string,
  renderIndex?: IndexRenderer,
  options: ServeAppOptions = {},
) {
  const root = path.resolve(distDir);
  const built = builtFiles(root, options.recheckMs ?? 1000);
  return async (c: Context): Promise<Response> => {
    const urlPath = new URL(c.req.url).pathname;
    const key = keyOf(urlPath);
    const { files, siblings } = await built.current();
    let entry = key === null ? undefined : files.get(key);
    if (entry === undefined && key !== null && !siblings.has(key)) {
      // Not there at the last look (added since, e.g. by a rebuild): from disk, as before.
      const file = await fileIn(root, urlPath);
      if (file) {
        built.lookSoon();
        entry =
          path.basename(file) === 'index.html'
            ? { kind: 'index', stamp: '' }
            : { kind: 'disk', stamp: '', file, cacheControl: cacheControlFor(urlPath) };
      }
    }
    if (entry?.kind === 'memory') return sendFromMemory(c, entry);
    if (entry?.kind === 'disk') {
      // Removed since the last look: gone, like any missing file.
      return send(c, entry.file, entry.cacheControl).catch(() => c.text('Not found', 404));
    }
    // A missing file (a path whose last part has an extension) is a real 404, not a page.
    if (!entry && path.posix.extname(urlPath) !== '' && !urlPath.endsWith('.html')) {
      return c.text('Not found', 404);
    }
    const index = path.join(root, 'index.html');
    return renderIndex ? renderIndex(c, index) : send(c, index, 'no-cache');
  };
}
