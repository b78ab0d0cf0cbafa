/**
 * Serves the built app from `dist/` in production with Hono's own static middleware
 * (`hono/serve-static`, with `precompressed`): hashed assets cached for good, other files for an
 * hour, and `index.html` (through the page renderer) for every other path.
 *
 * Each file is read on its first request and then answered from memory, with a strong ETag per
 * representation (304 when the client has any of them) and the `.br`/`.gz` siblings the build
 * wrote (scripts/precompress.mjs, the only compressor of the app's files), when they hold the
 * file's bytes. Nothing looks at the folder again: a rebuild takes a restart, as the render entry
 * already does. Files over PRELOAD_MAX_BYTES are read from disk per request, uncompressed.
 *
 * Why not @hono/node-server's serveStatic: it stats and streams every file from disk per request,
 * 1.7-2.5k req/s for a 1 KB asset where the same middleware answering from memory does 5.3k
 * (autocannon, 50 connections, on this 2-core machine, in turns), below the cached API answer.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';
import type { Context } from 'hono';
import { serveStatic } from 'hono/serve-static';
import { MEDIA_TYPES } from './mediaTypes.mjs';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set on an answer that is one of the app's files: the compression middleware leaves it. */
    builtFile: true;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
/** Larger files are not kept in memory: read from disk per request. */
export const PRELOAD_MAX_BYTES = 4 * 1024 * 1024;

/** The build's siblings, by the extension Hono's middleware asks for. */
const SIBLINGS = { '.br': promisify(brotliDecompress), '.gz': promisify(gunzip) } as const;
type SiblingExt = keyof typeof SIBLINGS;
/** Every sibling Hono's middleware may ask for (zstd too, which the build does not write). */
const SIBLING_EXT = /\.(?:br|gz|zst)$/;

type Bytes = Uint8Array<ArrayBuffer>;

/** One way of sending a file: its bytes and their validator. */
interface Representation {
  body: Bytes;
  etag: string;
}

interface BuiltFile {
  path: string;
  cacheControl: string;
  /** Null for a file over PRELOAD_MAX_BYTES: read per request, sent as it is, no validator. */
  identity: Representation | null;
  encoded: Partial<Record<SiblingExt, Representation>>;
  /** Every ETag the file is sent with: any in `If-None-Match` means the client has it. */
  etags: Set<string>;
}

const hashOf = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 27);

const bytesOf = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length);

/** True when `sibling` decodes to exactly `body` (a stale or foreign sibling is not sent). */
async function holds(sibling: Buffer, ext: SiblingExt, body: Buffer): Promise<boolean> {
  try {
    return (await SIBLINGS[ext](sibling, { maxOutputLength: body.length + 1 })).equals(body);
  } catch {
    return false;
  }
}

/** A file of the folder with what it is sent as; null when there is no such file. */
async function readBuilt(root: string, file: string): Promise<BuiltFile | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const rel = path.relative(root, file).split(path.sep).join('/');
  const cacheControl = rel.startsWith('assets/') ? IMMUTABLE : SHORT;
  const built: BuiltFile = {
    path: file,
    cacheControl,
    identity: null,
    encoded: {},
    etags: new Set(),
  };
  if (info.size > PRELOAD_MAX_BYTES) return built;
  const body = await readFile(file);
  const hash = hashOf(body);
  built.identity = { body: bytesOf(body), etag: `"${hash}"` };
  built.etags.add(built.identity.etag);
  for (const ext of Object.keys(SIBLINGS) as SiblingExt[]) {
    const sibling = await readFile(file + ext).catch(() => null);
    if (!sibling || sibling.length >= body.length || !(await holds(sibling, ext, body))) continue;
    const etag = `"${hash}-${ext.slice(1)}-${hashOf(sibling).slice(0, 8)}"`;
    built.encoded[ext] = { body: bytesOf(sibling), etag };
    built.etags.add(etag);
  }
  return built;
}

/** True when `If-None-Match` names one of the file's ETags (weak comparison), or `*`. */
function clientHas(header: string | undefined, etags: Set<string>): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || etags.has(tag.startsWith('W/') ? tag.slice(2) : tag);
  });
}

/** Answers `index.html` for a page path (e.g. with that page's meta written in). */
export type IndexRenderer = (c: Context, indexFile: string) => Promise<Response>;

export function serveApp(distDir: string, renderIndex?: IndexRenderer) {
  const root = path.resolve(distDir);
  /** Files read so far, by path on disk (a missing file is looked up again next time). */
  const files = new Map<string, Promise<BuiltFile | null>>();
  function built(file: string): Promise<BuiltFile | null> {
    let found = files.get(file);
    if (!found) {
      found = readBuilt(root, file).catch(() => null);
      files.set(file, found);
      void found.then((one) => one ?? files.delete(file));
    }
    return found;
  }
  /** The file each request is being answered with, for its siblings and its validators. */
  const sending = new WeakMap<Context, BuiltFile>();

  const fromFolder = serveStatic({
    root,
    mimes: MEDIA_TYPES,
    precompressed: true,
    async getContent(file, c) {
      const ext = SIBLING_EXT.exec(file)?.[0];
      const chosen = sending.get(c);
      if (ext && chosen && file === chosen.path + ext) {
        // Hono's middleware asks for the sibling of an encoding the client accepts.
        const sibling = chosen.encoded[ext as SiblingExt];
        if (!sibling) return null;
        c.header('ETag', sibling.etag);
        c.header('Content-Length', String(sibling.body.length));
        return sibling.body;
      }
      // A sibling of a file is never a file of its own (it has the file's name, a wrong type);
      // index.html is always answered as the app's page.
      if (ext && (await built(file.slice(0, -ext.length)))) return null;
      if (path.basename(file) === 'index.html') return null;
      const found = await built(file);
      if (!found) return null;
      sending.set(c, found);
      c.set('builtFile', true);
      c.header('Cache-Control', found.cacheControl);
      if (found.identity) c.header('ETag', found.identity.etag);
      const body = found.identity?.body ?? bytesOf(await readFile(found.path));
      c.header('Content-Length', String(body.length));
      return body;
    },
  });

  const send = async (file: string): Promise<Response> => {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': MEDIA_TYPES.html!, 'Cache-Control': 'no-cache' },
    });
  };

  return async (c: Context): Promise<Response> => {
    const res = await fromFolder(c, async () => undefined);
    const found = sending.get(c);
    if (res && found) {
      const varies = found.encoded['.br'] !== undefined || found.encoded['.gz'] !== undefined;
      // Sent as it is or not, caches must tell the encodings apart.
      if (varies) res.headers.set('Vary', 'Accept-Encoding');
      if (!clientHas(c.req.header('If-None-Match'), found.etags)) return res;
      const headers = new Headers();
      for (const name of ['Cache-Control', 'ETag', 'Vary']) {
        const value = res.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      return new Response(null, { status: 304, headers });
    }
    const urlPath = c.req.path;
    // A missing file (a path whose last part has an extension) is a real 404, not a page.
    if (path.posix.extname(urlPath) !== '' && !urlPath.endsWith('.html')) {
      return c.text('Not found', 404);
    }
    const index = path.join(root, 'index.html');
    return renderIndex ? renderIndex(c, index) : send(index);
  };
}
