/**
 * A WordPress post's text made ready for the ordinary save path (which sanitises it like any
 * other): shortcodes rendered (shortcodes.ts), the classic editor's blank-line paragraphs made
 * into `<p>` as WordPress does on display (wpautop), its images pointed at this site's copies or
 * dropped when missing, and its tags kept as a line at the end. Titles and excerpts become plain
 * text within the app's limits.
 */
import { LIMITS } from '../../../src/contract/limits';
import { ENTITIES } from '../../../src/contract/text';
import { uploadPathOf as wordpressUpload } from './uploadsSource';

const BLOCK =
  /^<(?:p|div|figure|ul|ol|li|h[1-6]|blockquote|table|thead|tbody|tr|pre|hr|dl|section|article|aside|header|footer|address|details|!--)\b/i;

/**
 * Classic-editor text (not the block editor's, which marks its blocks): blank lines make
 * paragraphs, newlines `<br>`; what already starts with a block element is left as it is.
 */
export function autop(html: string): string {
  if (/<!-- wp:/i.test(html)) return html;
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (BLOCK.test(block) ? block : `<p>${block.replace(/\n/g, '<br />\n')}</p>`))
    .join('\n');
}

const IMG = /<img\b[^>]*>/gi;
const SRC = /\ssrc\s*=\s*("([^"]*)"|'([^']*)')/i;
const A_IMAGE_HREF = /(<a\b[^>]*?\shref\s*=\s*)("([^"]*)"|'([^']*)')/gi;
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif)(?:[?#].*)?$/i;

/** An image URL's path in the old site's uploads, or null when it is not one of them. */
export type UploadPathOf = (url: string) => string | null;

/** The site-upload paths of the images in `html`: `<img src>` and links to image files. */
export function uploadPathsIn(
  html: string,
  uploadPathOf: UploadPathOf = wordpressUpload,
): string[] {
  const found = new Set<string>();
  for (const img of html.matchAll(IMG)) {
    const m = SRC.exec(img[0]);
    const rel = m ? uploadPathOf(decodeEntities(m[2] ?? m[3] ?? '')) : null;
    if (rel) found.add(rel);
  }
  for (const a of html.matchAll(A_IMAGE_HREF)) {
    const url = decodeEntities(a[3] ?? a[4] ?? '');
    const rel = IMAGE_FILE.test(url) ? uploadPathOf(url) : null;
    if (rel) found.add(rel);
  }
  return [...found];
}

/**
 * `html` with each upload image pointed at `stored` (its public URL here); an `<img>` whose file
 * is missing is dropped (never loaded from the old site), a link to it loses its address.
 */
export function pointImages(
  html: string,
  stored: Map<string, string | null>,
  uploadPathOf: UploadPathOf = wordpressUpload,
): string {
  const target = (url: string) => {
    const rel = uploadPathOf(decodeEntities(url));
    return rel === null ? undefined : (stored.get(rel) ?? null);
  };
  return (
    html
      .replace(IMG, (img) => {
        const m = SRC.exec(img);
        if (!m) return img;
        const to = target(m[2] ?? m[3] ?? '');
        if (to === undefined) return img;
        if (to === null) return '';
        // WordPress's responsive sizes name the old site's files: the copy here has its own.
        return img.replace(SRC, ` src="${to}"`).replace(/\ssrcset\s*=\s*("[^"]*"|'[^']*')/i, '');
      })
      .replace(
        A_IMAGE_HREF,
        (whole: string, start: string, _q: string, dq?: string, sq?: string) => {
          const url = dq ?? sq ?? '';
          if (!IMAGE_FILE.test(url)) return whole;
          const to = target(url);
          if (to === undefined) return whole;
          return to === null ? start.replace(/\shref\s*=\s*$/i, '') : `${start}"${to}"`;
        },
      )
      // What held only a missing image goes with it; a caption left alone stays as text.
      .replace(/<a\b[^>]*>\s*<\/a>/gi, '')
      .replace(/<figure>\s*<\/figure>/gi, '')
      .replace(/<figure>\s*<figcaption>([\s\S]*?)<\/figcaption>\s*<\/figure>/gi, '<p>$1</p>')
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The post's WordPress tags, kept as a last paragraph ("Tags: a, b"). */
export function tagsLine(tags: string[]): string {
  if (tags.length === 0) return '';
  return `\n<p><em>Tags: ${tags.map((tag) => escapeHtml(tag)).join(', ')}</em></p>`;
}

const NAMED: Record<string, string> = {
  ...ENTITIES,
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** HTML character references in titles and excerpts, as a browser would read them. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Plain text of `html` on one line: tags dropped, references decoded, space collapsed. */
export function plainText(html: string): string {
  const text = html
    .replace(
      /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|figure|figcaption)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export const titleOf = (title: string) => cut(plainText(title), LIMITS.titleMax);
export const excerptOf = (excerpt: string) => cut(plainText(excerpt), LIMITS.excerptMax);

/**
 * The app's slug rule from any text (a WordPress slug may be percent-encoded UTF-8): accents
 * dropped, lower-case letters and digits, hyphens between; '' when nothing is left.
 */
export function slugify(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // Not percent-encoded after all.
  }
  return decoded
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/, '');
}
