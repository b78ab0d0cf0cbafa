/**
 * The archive's container: a plain POSIX ustar file, written and read here (a few dozen lines,
 * no dependency). Written deterministically: entries sorted by name, mode 0644, owner 0, mtime 0,
 * so the same content always makes the same bytes. The reader trusts nothing: a bad checksum, a
 * size running past the end, a link, a folder or a name that climbs out (`..`, `/…`, `\`) are
 * refused with a TarError before anything is used.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

/** The archive is not one this reader accepts; the message says why. */
export class TarError extends Error {}

/** Writes `value` as a NUL-terminated octal number of `width` bytes at `offset`. */
function octal(header: Buffer, offset: number, width: number, value: number): void {
  header.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

/** ustar names: up to 100 bytes, or a prefix of up to 155 and a name of 100 split at a `/`. */
function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new TarError(`The name "${name}" is too long for the archive`);
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.name);
  block.write(name, 0, 100, 'utf8');
  octal(block, 100, 8, 0o644);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, entry.data.byteLength);
  octal(block, 136, 12, 0);
  block.write('        ', 148, 8, 'ascii');
  block.write('0', 156, 1, 'ascii');
  block.write('ustar\0', 257, 6, 'ascii');
  block.write('00', 263, 2, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  octal(block, 148, 7, checksum(block));
  return block;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum;
}

/** The entries as one tar file, sorted by name (byte order); names must be unique. */
export function writeTar(entries: TarEntry[]): Buffer {
  const sorted = [...entries].sort((a, b) =>
    Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)),
  );
  const parts: Uint8Array[] = [];
  for (const [index, entry] of sorted.entries()) {
    if (index > 0 && sorted[index - 1]!.name === entry.name) {
      throw new TarError(`Two entries are called "${entry.name}"`);
    }
    checkName(entry.name);
    parts.push(header(entry), entry.data);
    const pad = (BLOCK - (entry.data.byteLength % BLOCK)) % BLOCK;
    if (pad > 0) parts.push(Buffer.alloc(pad));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

/**
 * A relative name of plain segments: no absolute path, no `.` or `..`, no backslash or NUL, so
 * that no entry can name a place outside its folder whoever unpacks it.
 */
export function checkName(name: string): void {
  const segments = name.split('/');
  const bad =
    name === '' ||
    /[\\\0]/.test(name) ||
    /^[A-Za-z]:/.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad) throw new TarError(`The archive names a path outside its folder: "${name}"`);
}

function readString(block: Buffer, offset: number, width: number): string {
  const field = block.subarray(offset, offset + width);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? width : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = readString(block, offset, width).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError('The archive is damaged (a header is not valid)');
  return parseInt(text, 8);
}

/** The entries of a tar file, checked (see the top of this file). */
export function readTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  const names = new Set<string>();
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > tar.byteLength) {
      throw new TarError('The archive is truncated (it ends before its end marker)');
    }
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    if (readOctal(block, 148, 8) !== checksum(block)) {
      throw new TarError('The archive is damaged (a header checksum does not match)');
    }
    if (readString(block, 257, 6) !== 'ustar') throw new TarError('This is not a ustar archive');
    const type = readString(block, 156, 1);
    const prefix = readString(block, 345, 155);
    const name = prefix ? `${prefix}/${readString(block, 0, 100)}` : readString(block, 0, 100);
    if (type !== '0' && type !== '') {
      throw new TarError(`The archive holds "${name}", which is not a plain file`);
    }
    checkName(name);
    if (names.has(name)) throw new TarError(`The archive holds "${name}" twice`);
    names.add(name);
    const size = readOctal(block, 124, 12);
    const start = offset + BLOCK;
    if (start + size > tar.byteLength) {
      throw new TarError(`The archive is truncated (inside "${name}")`);
    }
    entries.push({ name, data: tar.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
