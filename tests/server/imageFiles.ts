/**
 * Image files built byte by byte for the upload and variant tests: metadata spliced into real
 * images, and hostile files (headers that lie, text chunks naming local files, truncation,
 * animations of thousands of frames). Nothing is downloaded: every file is made here.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data as string, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return chunk;
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString('latin1', offset + 4, offset + 8));
    offset += 12 + length;
  }
  return types;
}

/** `chunks` inserted into a PNG right after its IHDR (where text chunks usually sit). */
export function withPngChunks(png: Buffer, ...chunks: Buffer[]): Buffer {
  const afterHeader = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, afterHeader), ...chunks, png.subarray(afterHeader)]);
}

/** A PNG whose header claims `width` × `height` but whose data holds one pixel. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 200, 40, 40]))),
    pngChunk('IEND', ''),
  ]);
}

/**
 * An animated PNG (APNG) of `frames` frames of `width` × `height`, red and blue in turn (by
 * default two frames, 4×4, red then blue). `declared`: the frame count its acTL chunk states.
 */
export function animatedPng(frames = 2, width = 4, height = 4, declared = frames): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const pixels = (rgb: number[]) => {
    const row = Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: width }, () => Buffer.from(rgb)),
    ]);
    return deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  };
  const colours = [pixels([255, 0, 0]), pixels([0, 0, 255])];
  let sequence = 0;
  const frameControl = () => {
    const data = Buffer.alloc(26);
    data.writeUInt32BE(sequence++, 0);
    data.writeUInt32BE(width, 4);
    data.writeUInt32BE(height, 8);
    data.writeUInt16BE(1, 20); // delay 1/10 s
    data.writeUInt16BE(10, 22);
    return pngChunk('fcTL', data);
  };
  const frameData = (index: number) => {
    if (index === 0) return pngChunk('IDAT', colours[0]!);
    const number = Buffer.alloc(4);
    number.writeUInt32BE(sequence++, 0);
    return pngChunk('fdAT', Buffer.concat([number, colours[index % 2]!]));
  };
  const animation = Buffer.alloc(8);
  animation.writeUInt32BE(declared, 0); // frames
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('acTL', animation),
    ...Array.from({ length: frames }, (_, index) => [frameControl(), frameData(index)]).flat(),
    pngChunk('IEND', ''),
  ]);
}

/** One JPEG marker segment (APPn, COM): marker, length, data. */
export function jpegSegment(marker: number, data: Buffer | string): Buffer {
  const body = Buffer.from(data as string, 'latin1');
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** `segments` inserted into a JPEG right after its SOI. */
export function withJpegSegments(jpeg: Buffer, ...segments: Buffer[]): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** An XMP packet as it appears in a JPEG's APP1 segment. */
export function xmpSegment(text: string): Buffer {
  return jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${text}</x:xmpmeta>`);
}

/** A GIF comment extension (what some tools write a camera or author into). */
export function gifComment(text: string): Buffer {
  return Buffer.concat([
    Buffer.from([0x21, 0xfe, text.length]),
    Buffer.from(text, 'latin1'),
    Buffer.from([0]),
  ]);
}

/** `blocks` inserted into a GIF after its screen descriptor and global colour table. */
export function withGifBlocks(gif: Buffer, ...blocks: Buffer[]): Buffer {
  const packed = gif[10]!;
  const start = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  return Buffer.concat([gif.subarray(0, start), ...blocks, gif.subarray(start)]);
}

/**
 * A looping GIF of `frames` frames on a `width` × `height` screen, each frame declaring the whole
 * screen but coding a single pixel (so that a decoder fills the rest): a few bytes per frame, any
 * number of pixels.
 */
export function gifOfFrames(frames: number, width = 1, height = 1): Buffer {
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  screen[10] = 0x80; // a global colour table of 2 colours
  const colours = Buffer.from([255, 255, 255, 200, 40, 40]);
  const loop = Buffer.from([
    0x21,
    0xff,
    11,
    ...Buffer.from('NETSCAPE2.0', 'latin1'),
    3,
    1,
    0,
    0,
    0,
  ]);
  const frame = Buffer.alloc(8 + 10 + 5);
  // Graphic control: 1/100 s delay.
  frame.set([0x21, 0xf9, 4, 0, 1, 0, 0, 0], 0);
  frame.set([0x2c, 0, 0, 0, 0], 8);
  frame.writeUInt16LE(width, 13);
  frame.writeUInt16LE(height, 15);
  frame[17] = 0;
  // LZW: code size 2, one sub-block coding clear, colour 1, end.
  frame.set([2, 2, 0x4c, 0x01, 0], 18);
  return Buffer.concat([
    screen,
    colours,
    loop,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/** Whether raw EXIF data (as sharp's metadata answers it) has a GPS section in its first IFD. */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i += 1) {
    if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  }
  return false;
}
