/**
 * What an image file carries besides its picture: EXIF (GPS position, camera serials), XMP, IPTC,
 * comments and text chunks, thumbnails, ICC profiles, and bytes after the image's end. Found by
 * walking the file's own structure (chunks, segments, blocks, boxes) against an allow-list of the
 * parts a picture needs, so that anything unknown counts as metadata too.
 */
import type { ImageExt } from './imageType';

/** A part of the file that is not picture data, in words ('EXIF', 'data after the image's end'). */
export type Finding = string;

export const ICC_PROFILE = 'ICC profile';
const TRAILING = 'data after the image’s end';
const DAMAGED = 'a damaged structure';

/** The metadata found in `bytes`, each kind named once; [] for a bare picture. */
export function findMetadata(bytes: Uint8Array, ext: ImageExt): Finding[] {
  const found = new Set<Finding>();
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    SCANNERS[ext](view, (finding) => found.add(finding));
  } catch {
    // A length that runs past the end: the decoder decides whether a picture is left.
    found.add(DAMAGED);
  }
  return [...found];
}

type Report = (finding: Finding) => void;

const SCANNERS: Record<ImageExt, (bytes: Buffer, report: Report) => void> = {
  png: scanPng,
  jpg: scanJpeg,
  gif: scanGif,
  webp: scanWebp,
  avif: scanAvif,
};

/** Chunks of a picture (APNG's frames, colour and transparency included). */
const PNG_PICTURE = new Set(
  'IHDR PLTE tRNS IDAT IEND gAMA cHRM sRGB sBIT pHYs bKGD hIST acTL fcTL fdAT'.split(' '),
);
const PNG_NAMED: Record<string, Finding> = {
  tEXt: 'text chunks',
  zTXt: 'text chunks',
  iTXt: 'text chunks',
  eXIf: 'EXIF',
  iCCP: ICC_PROFILE,
  tIME: 'a timestamp',
};

/** Each chunk of a PNG: its type and where its whole chunk (length to CRC) ends. */
function* pngChunks(bytes: Buffer): Generator<{ type: string; start: number; end: number }> {
  let offset = 8;
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new RangeError('chunk past the end');
    yield { type, start: offset, end };
    offset = end;
    if (type === 'IEND') return;
  }
}

function scanPng(bytes: Buffer, report: Report): void {
  let last = { type: '', end: 8 };
  for (const chunk of pngChunks(bytes)) {
    if (!PNG_PICTURE.has(chunk.type)) report(PNG_NAMED[chunk.type] ?? `${chunk.type} chunks`);
    last = chunk;
  }
  if (last.type !== 'IEND') report(DAMAGED);
  else if (last.end < bytes.length) report(TRAILING);
}

/** True for an animated PNG (APNG), which the decoder reads as its first frame only. */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  try {
    for (const chunk of pngChunks(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
      if (chunk.type === 'acTL') return true;
      if (chunk.type === 'IDAT') return false;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * How many frames a reader's browser decodes from this PNG: 1 for a still one; for an APNG, the
 * frame count its acTL chunk states or the frames (fcTL chunks) it holds, whichever is more.
 */
export function animatedPngFrames(bytes: Uint8Array): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let declared = 0;
  let held = 0;
  try {
    for (const chunk of pngChunks(view)) {
      // The chunk's data (after its length and type) starts with num_frames.
      if (chunk.type === 'acTL' && chunk.end - chunk.start >= 16) {
        declared = view.readUInt32BE(chunk.start + 8);
      } else if (chunk.type === 'fcTL') held += 1;
    }
  } catch {
    // A damaged file is refused by the decoder; count what was read.
  }
  return declared === 0 && held === 0 ? 1 : Math.max(1, declared, held);
}

/**
 * An APNG with only its picture chunks, up to IEND: its frames are kept as they are (the decoder
 * cannot rewrite them), its metadata is not.
 */
export function pngPictureOnly(bytes: Uint8Array): Uint8Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [view.subarray(0, 8)];
  for (const chunk of pngChunks(view)) {
    if (PNG_PICTURE.has(chunk.type)) parts.push(view.subarray(chunk.start, chunk.end));
  }
  return new Uint8Array(Buffer.concat(parts));
}

/** Markers of a JPEG's picture: frames, tables, restart interval, line count. */
function isJpegPictureMarker(marker: number): boolean {
  const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8;
  return isFrame || [0xc4, 0xdb, 0xdd, 0xdc].includes(marker);
}

function startsWith(bytes: Buffer, offset: number, text: string): boolean {
  return bytes.toString('latin1', offset, offset + text.length) === text;
}

/** What an application segment holds, or null when it is part of the picture. */
function jpegAppSegment(bytes: Buffer, marker: number, data: number, end: number): Finding | null {
  if (marker === 0xe0 && startsWith(bytes, data, 'JFIF\0')) {
    // The JFIF header is density only, unless it carries a thumbnail.
    return end - data > 14 ? 'a thumbnail' : null;
  }
  // Adobe's segment says how the colours are coded: needed to decode CMYK and YCCK.
  if (marker === 0xee && startsWith(bytes, data, 'Adobe')) return null;
  if (marker === 0xe1 && startsWith(bytes, data, 'Exif\0')) return 'EXIF';
  if (marker === 0xe1 && startsWith(bytes, data, 'http://ns.adobe.com/')) return 'XMP';
  if (marker === 0xe2 && startsWith(bytes, data, 'ICC_PROFILE\0')) return ICC_PROFILE;
  if (marker === 0xe2 && startsWith(bytes, data, 'MPF\0')) return 'extra images (MPF)';
  if (marker === 0xed) return 'IPTC';
  return `APP${marker - 0xe0} data`;
}

function scanJpeg(bytes: Buffer, report: Report): void {
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) throw new RangeError('not a marker');
    while (bytes[offset] === 0xff) offset += 1;
    const marker = bytes[offset]!;
    offset += 1;
    if (offset > bytes.length) throw new RangeError('past the end');
    if (marker === 0xd9) {
      if (offset < bytes.length) report(TRAILING);
      return;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    const length = bytes.readUInt16BE(offset);
    const end = offset + length;
    if (length < 2 || end > bytes.length) throw new RangeError('segment past the end');
    if (marker >= 0xe0 && marker <= 0xef) {
      const finding = jpegAppSegment(bytes, marker, offset + 2, end);
      if (finding) report(finding);
    } else if (marker === 0xfe) {
      report('comments');
    } else if (marker !== 0xda && !isJpegPictureMarker(marker)) {
      report('unknown segments');
    }
    offset = end;
    if (marker === 0xda) offset = afterScan(bytes, offset);
  }
}

/** Where the entropy-coded data of a scan ends: at the first marker that is not a restart. */
function afterScan(bytes: Buffer, offset: number): number {
  for (let i = offset; i + 1 < bytes.length; i += 1) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue;
    return i;
  }
  throw new RangeError('scan without an end');
}

/** Skips a GIF's data sub-blocks; answers the offset after the terminator. */
function skipSubBlocks(bytes: Buffer, offset: number): number {
  for (;;) {
    const size = bytes[offset];
    if (size === undefined) throw new RangeError('sub-blocks past the end');
    offset += 1 + size;
    if (size === 0) return offset;
  }
}

/** Application extensions that only say how an animation loops. */
const GIF_LOOP_EXTENSIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

function scanGif(bytes: Buffer, report: Report): void {
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let offset = 13 + colourTable(bytes[10]!);
  for (;;) {
    const block = bytes[offset];
    if (block === 0x3b) {
      if (offset + 1 < bytes.length) report(TRAILING);
      return;
    }
    if (block === 0x2c) {
      // Image descriptor, its local colour table, the LZW code size, then the pixels.
      offset += 10 + colourTable(bytes[offset + 9]!) + 1;
      offset = skipSubBlocks(bytes, offset);
    } else if (block === 0x21) {
      const label = bytes[offset + 1];
      if (label === 0xff) {
        const name = bytes.toString('latin1', offset + 3, offset + 14);
        if (!GIF_LOOP_EXTENSIONS.has(name))
          report(name.startsWith('XMP') ? 'XMP' : 'application data');
      } else if (label === 0xfe) {
        report('comments');
      } else if (label !== 0xf9) {
        report('text or unknown extensions');
      }
      offset = skipSubBlocks(bytes, offset + 2);
    } else {
      throw new RangeError('unknown block');
    }
  }
}

const WEBP_PICTURE = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
const WEBP_NAMED: Record<string, Finding> = { EXIF: 'EXIF', 'XMP ': 'XMP', ICCP: ICC_PROFILE };

function scanWebp(bytes: Buffer, report: Report): void {
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) throw new RangeError('RIFF past the end');
  if (end < bytes.length) report(TRAILING);
  for (let offset = 12; offset < end;) {
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (!WEBP_PICTURE.has(type)) report(WEBP_NAMED[type] ?? 'unknown chunks');
    offset += 8 + size + (size % 2);
    if (offset > end) throw new RangeError('chunk past the end');
  }
}

/** Top-level boxes of an AVIF; EXIF, XMP and ICC inside `meta` are read by the decoder. */
const AVIF_BOXES = new Set(['ftyp', 'meta', 'mdat', 'moov', 'free', 'skip']);

function scanAvif(bytes: Buffer, report: Report): void {
  for (let offset = 0; offset < bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) size = bytes.length - offset;
    if (size < 8 || offset + size > bytes.length) throw new RangeError('box past the end');
    if (!AVIF_BOXES.has(type)) report('unknown boxes');
    offset += size;
  }
}

/**
 * True for an sRGB ICC profile (by its description, as "sRGB IEC61966-2.1" or "sRGB built-in"):
 * the one profile kept, since it describes what browsers assume anyway.
 */
export function isSrgbProfile(icc: Buffer): boolean {
  if (icc.length < 132 || icc.toString('latin1', 16, 20) !== 'RGB ') return false;
  const tags = icc.readUInt32BE(128);
  for (let i = 0; i < tags && 144 + i * 12 <= icc.length; i += 1) {
    const entry = 132 + i * 12;
    if (icc.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const start = icc.readUInt32BE(entry + 4);
    const text = icc.subarray(start, start + Math.min(icc.readUInt32BE(entry + 8), 512));
    // 'desc' (v2) holds ASCII, 'mluc' (v4) UTF-16BE: read both ways, without the NULs.
    return /^(?:desc|mluc)[\s\S]*sRGB/.test(text.toString('latin1').replace(/\0/g, ''));
  }
  return false;
}
