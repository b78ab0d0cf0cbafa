/** Plain-text helpers for showing HTML post bodies as excerpts and snippets. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Markup stripped, entities decoded, whitespace collapsed. Never executes anything. */
export function stripHtml(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      // Inline tags join words ("<b>pure chance</b>." reads "pure chance."); others separate them.
      .replace(/<\/?(a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
        const lower = name.toLowerCase();
        if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), match);
        if (lower.startsWith('#'))
          return ENTITIES[lower] ?? safeCodePoint(Number(lower.slice(1)), match);
        return ENTITIES[lower] ?? match;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : fallback;
}

/** The first `count` words of the text of `html`, with an ellipsis when cut. */
export function excerptWords(html: string, count: number): string {
  const words = stripHtml(html).split(' ').filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

/** The first `count` characters of the text of `html`, with an ellipsis when cut. */
export function excerptChars(html: string, count: number): string {
  const text = stripHtml(html);
  return text.length > count ? `${text.slice(0, count).trimEnd()}…` : text;
}
