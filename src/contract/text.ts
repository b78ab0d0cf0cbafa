/** Plain-text helpers for showing HTML post bodies as excerpts and snippets. */

/** The character references post text uses most, by name (and `&#39;`). */
export const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Tags that end a run of text: what a reader sees as a new line, heading, item or paragraph. */
export const BLOCK_TAGS =
  'address|article|aside|blockquote|br|caption|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|tfoot|thead|tr|ul';
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi');
/** Marks a block boundary while the rest of the markup is removed (never left in the output). */
const BREAK = '\u0000';
/** Text that already ends a sentence: a stop, question, exclamation, colon or semicolon, maybe
 * followed by a closing quote or bracket. */
const ENDS_SENTENCE = /[.!?…:;]["'”’)\]]*$/;
/** What an ellipsis replaces at the end of a cut: punctuation that would double it ("bowled.…"). */
const TRAILING_PUNCTUATION = /[\s.,;:!?…–—-]+$/;

/**
 * Markup stripped, entities decoded, whitespace collapsed. Block boundaries (headings, paragraphs,
 * list items, line breaks, quotes…) end a sentence, so "<h2>The basic calculation</h2><p>Say…"
 * reads "The basic calculation. Say…". Never executes anything.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // Inline tags join words ("<b>pure chance</b>." reads "pure chance."); others separate them.
    .replace(/<\/?(a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(BLOCK_TAG, BREAK)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), match);
      if (lower.startsWith('#'))
        return ENTITIES[lower] ?? safeCodePoint(Number(lower.slice(1)), match);
      return ENTITIES[lower] ?? match;
    });
  return text
    .split(BREAK)
    .map((segment) => segment.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((segment, i, all) =>
      i < all.length - 1 && !ENDS_SENTENCE.test(segment) ? `${segment}.` : segment,
    )
    .join(' ');
}

function safeCodePoint(code: number, fallback: string): string {
  // NUL is the block marker, and never text.
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : fallback;
}

/** `text` cut short, ending in one ellipsis: punctuation before the cut is dropped. */
function withEllipsis(text: string): string {
  return `${text.replace(TRAILING_PUNCTUATION, '')}…`;
}

/** The first `count` words of `text` (plain), with an ellipsis when cut. */
export function cutWords(text: string, count: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > count ? withEllipsis(words.slice(0, count).join(' ')) : words.join(' ');
}

/** The first `count` words of the text of `html`, with an ellipsis when cut. */
export function excerptWords(html: string, count: number): string {
  return cutWords(stripHtml(html), count);
}

/** The first `count` characters of the text of `html`, with an ellipsis when cut. */
export function excerptChars(html: string, count: number): string {
  const text = stripHtml(html);
  return text.length > count ? withEllipsis(text.slice(0, count)) : text;
}

/** An excerpt field is plain text; a backend that stored markup in it still shows as text. */
const HAS_MARKUP = /<\/?[a-z!][^>]*>|&(#x?[0-9a-f]+|[a-z]+\d*);/i;

/**
 * A post's summary in at most `count` words: its own excerpt when it has one, else the text of
 * its content. The spec's cuts (40 words on cards, 15 in the menu's popular list) apply to it.
 */
export function postExcerpt(post: { excerpt: string; content: string }, count: number): string {
  const own = HAS_MARKUP.test(post.excerpt) ? stripHtml(post.excerpt) : post.excerpt;
  return own.trim() ? cutWords(own, count) : excerptWords(post.content, count);
}

/** Words a reader reads in a minute, for "N min read". */
export const WORDS_PER_MINUTE = 220;

/** Minutes to read the text of `html` (whole minutes, at least 1). */
export function readingMinutes(html: string): number {
  const words = stripHtml(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
