/**
 * WordPress shortcodes, which only WordPress (and its plugins) can render, turned into the HTML
 * they stand for or into their text: `[caption]` becomes a figure with its caption, `[gallery]`
 * its images as figures, `[embed]url[/embed]` a link, and any other shortcode its inner text.
 * Readers never see raw brackets. `[[name]]` is WordPress's escape for a literal `[name]`.
 *
 * Brackets that are not a shortcode ("[sic]", "[1]") are left alone: a bracket counts as a
 * shortcode when it has a closing `[/name]`, attributes, or a name WordPress or its common
 * plugins use.
 */

/** Names of shortcodes with no closing tag and no attributes that are still shortcodes. */
const KNOWN = new Set([
  'caption',
  'wp_caption',
  'gallery',
  'embed',
  'audio',
  'video',
  'playlist',
  'contact-form-7',
  'contact-form',
  'wpforms',
  'toc',
  'ad',
  'adsense',
]);

/** Which images a `[gallery]` shows: its `ids`, or else the post's attached images. */
export interface GalleryImages {
  byId(id: string): string | null;
  attachedTo(): string[];
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function attributesOf(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** `[caption]<img …> The caption[/caption]`, the image possibly inside a link. */
function caption(attrs: Record<string, string>, inner: string): string {
  const m = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(inner);
  if (!m) return inner;
  const text = (m[2] ?? '').trim() || attrs.caption || '';
  return `<figure>${m[1]}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
}

function gallery(attrs: Record<string, string>, images: GalleryImages): string {
  const ids = (attrs.ids ?? attrs.include ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const urls = ids.length
    ? ids.map((id) => images.byId(id)).filter((url): url is string => url !== null)
    : images.attachedTo();
  return urls.map((url) => `<figure><img src="${escapeAttr(url)}" alt="" /></figure>`).join('');
}

function embed(attrs: Record<string, string>, inner: string): string {
  const url = (inner.trim() || attrs.src || attrs.url || '').replace(/<[^>]*>/g, '').trim();
  if (!/^https?:\/\//i.test(url)) return url;
  return `<p><a href="${escapeAttr(url)}">${url.replace(/</g, '&lt;')}</a></p>`;
}

/** One shortcode's replacement. */
function render(name: string, attrs: Record<string, string>, inner: string, images: GalleryImages) {
  switch (name) {
    case 'caption':
    case 'wp_caption':
      return caption(attrs, inner);
    case 'gallery':
      return gallery(attrs, images);
    case 'embed':
      return embed(attrs, inner);
    default:
      return inner;
  }
}

const OPEN = /\[(\[?)([a-zA-Z][\w-]*)((?:\s[^\]]*)?)(\/?)\](\]?)/g;

/** `html` with every shortcode replaced (nested ones too, innermost last). */
export function renderShortcodes(html: string, images: GalleryImages, depth = 0): string {
  if (depth > 8 || !html.includes('[')) return html;
  const open = new RegExp(OPEN.source, 'g');
  let out = '';
  let at = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const [whole, escOpen, rawName, rawAttrs, selfClosing, escClose] = m;
    const name = rawName!.toLowerCase();
    const start = m.index;
    if (escOpen && escClose) {
      // [[name]]: the literal text [name].
      out += html.slice(at, start) + whole.slice(1, -1);
      at = start + whole.length;
      continue;
    }
    const closeTag = `[/${rawName}]`;
    const closeAt = selfClosing ? -1 : html.indexOf(closeTag, start + whole.length);
    const attrsText = rawAttrs ?? '';
    const isShortcode = closeAt >= 0 || /=/.test(attrsText) || KNOWN.has(name);
    if (!isShortcode) continue;
    const attrs = attributesOf(attrsText);
    const inner =
      closeAt >= 0 ? html.slice(start + whole.length - (escClose ? 1 : 0), closeAt) : '';
    const replaced = render(name, attrs, renderShortcodes(inner, images, depth + 1), images);
    out += html.slice(at, start) + replaced;
    at = closeAt >= 0 ? closeAt + closeTag.length : start + whole.length;
    open.lastIndex = at;
  }
  out += html.slice(at);
  // A closing tag left without its opening one.
  return out.replace(/\[\/[a-zA-Z][\w-]*\]/g, '');
}
