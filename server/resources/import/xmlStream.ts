/**
 * Streams an export's XML (WordPress WXR) from disk through saxes, 64 kB at a time, and hands over
 * each child of `<rss><channel>` (an item, an author, a category…) as a small tree once it closes.
 * The file is never loaded whole, and nothing hostile gets through:
 *
 * - saxes knows only XML's five predefined entities and numeric references: it never reads a
 *   DTD, so it expands nothing a file declares and fetches nothing. A DOCTYPE with an internal
 *   subset, an ENTITY, or an external identifier (SYSTEM, PUBLIC) is refused outright anyway, so
 *   the message says what is wrong instead of "undefined entity".
 * - Malformed or truncated XML is refused with its line and column.
 * - A single field over FIELD_MAX_CHARS is refused while streaming: saxes itself keeps a text,
 *   comment, CDATA section or DOCTYPE whole until it ends, so the reader counts what went in since
 *   saxes last reported anything, and stops as soon as that passes the limit (a 1 GB field is
 *   refused after about 5 MB, never buffered).
 */
import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/** A user's mistake or a hostile file: the message is for the person running the import. */
export class ImportRefused extends Error {
  override name = 'ImportRefused';
}

/** The most text one element may hold (a long post is some hundreds of kB). */
export const FIELD_MAX_CHARS = 5 * 1024 * 1024;
/** The most text, over all its fields, one channel entry (an item) may hold. */
const ENTRY_MAX_CHARS = 16 * 1024 * 1024;
/** The most elements inside one entry, and how deep they may nest. */
const ENTRY_MAX_NODES = 20_000;
const MAX_DEPTH = 64;

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

export interface StreamOptions {
  /** The most text one element may hold (tests lower it). */
  fieldMaxChars?: number;
}

const MB = (chars: number) => `${Math.round(chars / (1024 * 1024))} MB`;

/** A DOCTYPE may name its root, nothing more: no internal subset, entity or external reference. */
function checkDoctype(doctype: string) {
  if (/\[|<!ENTITY|\bSYSTEM\b|\bPUBLIC\b/i.test(doctype)) {
    throw new ImportRefused(
      'The file declares a DTD (entities or an external reference): such XML is refused, ' +
        'as a WordPress export never has one.',
    );
  }
}

/**
 * Reads `file`, calling `onEntry` (awaited: reading waits for it) with each child element of
 * `<rss><channel>`. Throws ImportRefused for anything but a well-formed WXR document within the
 * limits; `onEntry` may have been called for entries before the fault, so callers that write make
 * a first pass with a reader that writes nothing.
 */
export async function streamChannel(
  file: string,
  onEntry: (entry: XmlNode) => void | Promise<void>,
  options: StreamOptions = {},
): Promise<void> {
  const fieldMax = options.fieldMaxChars ?? FIELD_MAX_CHARS;
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const stack: XmlNode[] = [];
  const ready: XmlNode[] = [];
  let sinceEvent = 0;
  let entryChars = 0;
  let entryNodes = 0;
  let seenRoot = false;

  const tooLarge = () =>
    new ImportRefused(
      `A field near line ${parser.line} holds more than ${MB(fieldMax)} of text: refused.`,
    );
  const addText = (text: string) => {
    sinceEvent = 0;
    const node = stack[stack.length - 1];
    // Text outside an entry (whitespace between them) is not kept.
    if (!node || stack.length < 3) return;
    if (node.text.length + text.length > fieldMax) throw tooLarge();
    entryChars += text.length;
    if (entryChars > ENTRY_MAX_CHARS) {
      throw new ImportRefused(
        `The entry ending near line ${parser.line} holds more than ${MB(ENTRY_MAX_CHARS)}.`,
      );
    }
    node.text += text;
  };

  parser.on('doctype', (doctype) => {
    sinceEvent = 0;
    checkDoctype(doctype);
  });
  parser.on('text', addText);
  parser.on('cdata', addText);
  for (const event of ['comment', 'processinginstruction', 'xmldecl', 'attribute'] as const) {
    parser.on(event, () => {
      sinceEvent = 0;
    });
  }
  parser.on('opentagstart', () => {
    sinceEvent = 0;
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    sinceEvent = 0;
    const depth = stack.length;
    if (depth === 0) {
      if (seenRoot || tag.name !== 'rss') {
        throw new ImportRefused('This is not a WordPress export (WXR): its root is not <rss>.');
      }
      seenRoot = true;
    }
    if (depth === 1 && tag.name !== 'channel') {
      throw new ImportRefused('This is not a WordPress export (WXR): <rss> holds no <channel>.');
    }
    if (depth >= MAX_DEPTH)
      throw new ImportRefused(`Elements nest too deep near line ${parser.line}.`);
    if (depth === 2) {
      entryChars = 0;
      entryNodes = 0;
    }
    if (++entryNodes > ENTRY_MAX_NODES) {
      throw new ImportRefused(`An entry near line ${parser.line} holds too many elements.`);
    }
    const node: XmlNode = { name: tag.name, attrs: tag.attributes, text: '', children: [] };
    // The root and channel keep no children: entries leave with their closing tag.
    if (depth >= 3) stack[depth - 1]!.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    sinceEvent = 0;
    const node = stack.pop()!;
    if (stack.length === 2) ready.push(node);
  });

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      try {
        parser.write(chunk);
      } catch (error) {
        throw refusalOf(error);
      }
      // Whatever saxes holds unreported is at most what went in since it last reported.
      sinceEvent += chunk.length;
      if (sinceEvent > fieldMax + chunk.length) throw tooLarge();
      while (ready.length > 0) await onEntry(ready.shift()!);
    }
    try {
      parser.close();
    } catch (error) {
      throw refusalOf(error);
    }
  } finally {
    stream.destroy();
  }
  if (!seenRoot) throw new ImportRefused('The file is empty: no XML in it.');
  while (ready.length > 0) await onEntry(ready.shift()!);
}

/** saxes' complaint as a sentence for the person importing (its text names line and column). */
function refusalOf(error: unknown): unknown {
  if (error instanceof ImportRefused) return error;
  if (!(error instanceof Error)) return error;
  const message = error.message;
  if (/undefined entity|disallowed in entity/i.test(message)) {
    return new ImportRefused(
      `The file uses an entity it would have to declare: refused (${message}).`,
    );
  }
  if (/unclosed|unexpected end/i.test(message)) {
    return new ImportRefused(`The file is truncated: it ends before its XML does (${message}).`);
  }
  return new ImportRefused(`The file is not well-formed XML (${message}).`);
}
