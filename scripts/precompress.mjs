/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every text file
 * of the built app worth compressing (server/http/mediaTypes.mjs), once at build time
 * (`npm run build`). This is the only compressor of the app's files: the server sends these
 * siblings as they are (server/http/static.ts), and a static host can too (nginx
 * `gzip_static`/`brotli_static`). A compression that is not smaller than the file is not
 * written; an old sibling of it is removed.
 *
 * Usage: `node scripts/precompress.mjs [dir]` (default: `dist/` beside this folder).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible, mediaTypeOf, MIN_COMPRESS_BYTES } from '../server/http/mediaTypes.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODERS = {
  '.br': (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  '.gz': (body) => gzipAsync(body, { level: 9 }),
};

/** Writes the siblings of every compressible file under `dir`; answers how many were written. */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(mediaTypeOf(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  // All at once: zlib works on the thread pool, so every core is used.
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      for (const [ext, encode] of Object.entries(ENCODERS)) {
        const encoded = body.length >= MIN_COMPRESS_BYTES ? await encode(body) : null;
        if (encoded && encoded.length < body.length) {
          await writeFile(file + ext, encoded);
          written += 1;
        } else {
          await rm(file + ext, { force: true });
        }
      }
    }),
  );
  return written;
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  // Options (`npm run build -- --logLevel warn` passes them on to the last command) are ignored.
  const given = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  const dir = path.resolve(
    given ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
  );
  const started = Date.now();
  const written = await precompress(dir);
  console.log(
    `precompress: ${written} .br/.gz files in ${path.relative(process.cwd(), dir) || '.'} (${Date.now() - started} ms)`,
  );
}
