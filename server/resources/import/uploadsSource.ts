/**
 * Where an import finds its images: the WordPress `uploads` folder (or a zip of it) given beside
 * the export, never the network. Files are named by their path after `wp-content/uploads/`
 * (`2024/05/photo.jpg`). A path that climbs out of the folder (`../`), is absolute, or names
 * something over the upload size limit is refused.
 */
import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { ImportRefused } from './xmlStream';

export interface UploadsSource {
  /** The file's bytes; null when there is none; a string saying why it cannot be used. */
  read(relPath: string): Promise<Uint8Array | null | string>;
  close(): Promise<void>;
}

/** A relative upload path, cleaned; null when it climbs out or is not relative. */
export function safeRelative(relPath: string): string | null {
  if (relPath.includes('\0') || relPath.startsWith('/') || relPath.includes('\\')) return null;
  const normal = path.posix.normalize(relPath);
  if (normal === '.' || normal.startsWith('../') || normal === '..') return null;
  return normal;
}

const tooLarge = (maxBytes: number) => `larger than the upload limit (${maxBytes} bytes)`;

function folderSource(root: string, maxBytes: number): UploadsSource {
  return {
    async read(relPath) {
      const rel = safeRelative(relPath);
      if (!rel) return 'its path climbs out of the uploads folder';
      const file = path.join(root, rel);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      if (info.size > maxBytes) return tooLarge(maxBytes);
      return new Uint8Array(await readFile(file));
    },
    async close() {},
  };
}

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * A zip's central directory (names → where each file lies); only its tail is read. The common
 * layouts: a zip of the uploads folder itself or of a folder holding it (`uploads/2024/…`,
 * `wp-content/uploads/2024/…`, Ghost's `content/images/2024/…`): names are looked up after any
 * such prefix.
 */
async function zipSource(file: string, maxBytes: number): Promise<UploadsSource> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (eocd < 0) throw new ImportRefused(`${file} is not a zip file.`);
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset === 0xffffffff || dirOffset + dirSize > size) {
      throw new ImportRefused(
        `${file}: zip64 archives are not read; unzip it and give the folder.`,
      );
    }
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries = new Map<string, ZipEntry>();
    let at = 0;
    for (let i = 0; i < count && at + 46 <= dir.length; i++) {
      if (dir.readUInt32LE(at) !== 0x02014b50) break;
      const nameLength = dir.readUInt16LE(at + 28);
      const extra = dir.readUInt16LE(at + 30);
      const comment = dir.readUInt16LE(at + 32);
      const name = dir.toString('utf8', at + 46, at + 46 + nameLength);
      const rel = safeRelative(
        name.replace(/^(?:.*\/)?(?:(?:wp-content\/)?uploads|(?:content\/)?images)\//, ''),
      );
      if (rel && !name.endsWith('/')) {
        entries.set(rel, {
          method: dir.readUInt16LE(at + 10),
          compressedSize: dir.readUInt32LE(at + 20),
          size: dir.readUInt32LE(at + 24),
          localOffset: dir.readUInt32LE(at + 42),
        });
      }
      at += 46 + nameLength + extra + comment;
    }
    return {
      async read(relPath) {
        const rel = safeRelative(relPath);
        if (!rel) return 'its path climbs out of the uploads folder';
        const entry = entries.get(rel);
        if (!entry) return null;
        if (entry.size > maxBytes || entry.compressedSize > maxBytes) return tooLarge(maxBytes);
        const header = Buffer.alloc(30);
        await handle.read(header, 0, 30, entry.localOffset);
        if (header.readUInt32LE(0) !== 0x04034b50) return 'damaged in the zip';
        const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
        const packed = Buffer.alloc(entry.compressedSize);
        await handle.read(packed, 0, entry.compressedSize, start);
        if (entry.method === 0) return new Uint8Array(packed);
        if (entry.method !== 8) return 'compressed in a way this import does not read';
        try {
          return new Uint8Array(inflateRawSync(packed, { maxOutputLength: maxBytes }));
        } catch {
          return 'damaged in the zip';
        }
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The folder or zip at `location`; refused when it is neither. */
export async function openUploads(location: string, maxBytes: number): Promise<UploadsSource> {
  const info = await stat(location).catch(() => null);
  if (!info) throw new ImportRefused(`The uploads folder or zip ${location} does not exist.`);
  if (info.isDirectory()) return folderSource(location, maxBytes);
  return zipSource(location, maxBytes);
}

/** No uploads given: every image is missing. */
export const NO_UPLOADS: UploadsSource = {
  read: async () => null,
  close: async () => {},
};

/**
 * The path after `wp-content/uploads/` of a URL (query and fragment dropped, percent-decoding
 * undone), or null when the URL is not one of the site's uploads.
 */
export function uploadPathOf(url: string): string | null {
  const m = /\/wp-content\/uploads\/([^?#"'\s]+)/i.exec(url);
  if (!m) return null;
  try {
    return safeRelative(decodeURIComponent(m[1]!));
  } catch {
    return null;
  }
}

/**
 * The path after `content/images/` of a Ghost image URL (`__GHOST_URL__/content/images/…`), its
 * resized copies (`size/w600/`) read as the original; null for any other URL.
 */
export function ghostImagePathOf(url: string): string | null {
  const m = /\/content\/images\/(?:size\/[a-z0-9_-]+\/)?([^?#"'\s]+)/i.exec(url);
  if (!m) return null;
  try {
    return safeRelative(decodeURIComponent(m[1]!));
  } catch {
    return null;
  }
}
