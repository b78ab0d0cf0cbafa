// @vitest-environment jsdom
/**
 * One URL rule for both sanitisers: the same vectors go through the server's (sanitize-html, on
 * write and on render) and the browser's (DOMPurify, under jsdom as in the app's tests), and they
 * must agree on which links and image sources survive, and with what value.
 */
import { describe, expect, it } from 'vitest';
import { sanitisePostHtml } from '../../server/html/postHtml';
import { sanitizePostHtml } from '../../src/lib/sanitize';
import { DATA_IMAGES, HOSTILE_URLS, KEPT_LINKS } from '../fixtures/urlVectors';

/** What survives of a one-element body: the URL attribute's value, or null when dropped. */
function survivor(html: string, tag: 'a' | 'img'): string | null {
  const box = document.createElement('div');
  box.innerHTML = html;
  const element = box.querySelector(tag);
  if (!element) throw new Error(`no <${tag}> left in ${html}`);
  return element.getAttribute(tag === 'a' ? 'href' : 'src');
}

/** A vector as a readable test name: invisible characters spelled as \uXXXX. */
const named = (urls: string[]) =>
  urls.map((url) => [
    JSON.stringify(url).replace(
      /[^\x20-\x7e]/g,
      (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
    ),
    url,
  ]);

const asLink = (url: string) => `<a href="${url}">link</a>`;
const asImage = (url: string) => `<img src="${url}" alt="">`;

/** Both sanitisers' verdicts on one element. */
function verdicts(html: string, tag: 'a' | 'img') {
  return {
    server: survivor(sanitisePostHtml(html), tag),
    browser: survivor(sanitizePostHtml(html), tag),
  };
}

/** Everything a lenient feed reader might skip in a URL: spaces, controls, invisible marks. */
// eslint-disable-next-line no-control-regex
const SKIPPED = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff\ufffd]/g;

/** The scheme such a reader would see, or null for a relative URL. */
function bareScheme(value: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(SKIPPED, ''))?.[1];
  return scheme?.toLowerCase() ?? null;
}

/** Every Unicode format character (category Cf), all planes. */
const FORMAT_CHARACTERS = Array.from({ length: 0x110000 }, (_, code) => code)
  .filter((code) => (code < 0xd800 || code > 0xdfff) && /\p{Cf}/u.test(String.fromCodePoint(code)))
  .map((code) => String.fromCodePoint(code));

describe('format characters (Unicode category Cf) are ignored, as the rule says', () => {
  it('knows them all, the bidi isolates and U+061C among them', () => {
    expect(FORMAT_CHARACTERS.length).toBeGreaterThan(150);
    for (const code of [0x2066, 0x2067, 0x2068, 0x2069, 0x061c, 0x200e, 0xfeff, 0xe0001]) {
      expect(FORMAT_CHARACTERS).toContain(String.fromCodePoint(code));
    }
  });

  it('drops a javascript: link or image with any of them in front of or inside its scheme', () => {
    const kept: string[] = [];
    for (const mark of FORMAT_CHARACTERS) {
      for (const url of [`${mark}javascript:alert(1)`, `java${mark}script:alert(1)`]) {
        const link = verdicts(asLink(url), 'a');
        const image = verdicts(asImage(url), 'img');
        if ([link.server, link.browser, image.server, image.browser].some((v) => v !== null)) {
          kept.push(`U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`);
        }
      }
    }
    expect(kept).toEqual([]);
  });
});

describe('the server and the browser keep the same links', () => {
  it.each(named(KEPT_LINKS))('keeps the link %s, trimmed, in both', (_name, url) => {
    const { server, browser } = verdicts(asLink(url), 'a');
    expect(server).toBe(browser);
    expect(server).not.toBeNull();
  });

  it.each(named(HOSTILE_URLS))('drops the link %s in both', (_name, url) => {
    expect(verdicts(asLink(url), 'a')).toEqual({ server: null, browser: null });
  });

  it.each(named(HOSTILE_URLS))('drops the image source %s in both', (_name, url) => {
    expect(verdicts(asImage(url), 'img')).toEqual({ server: null, browser: null });
  });

  it.each(named(DATA_IMAGES))(
    'agrees on the inline image %s, and never keeps it as a link',
    (_name, url) => {
      const { server, browser } = verdicts(asImage(url), 'img');
      expect(server).toBe(browser);
      expect(verdicts(asLink(url), 'a')).toEqual({ server: null, browser: null });
    },
  );

  it('keeps raster data: images and drops the rest', () => {
    const kept = DATA_IMAGES.filter((url) => verdicts(asImage(url), 'img').server !== null);
    expect(kept).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      ' data:image/jpeg;base64,/9j/4AAQ',
      '\u2028data:image/gif;base64,R0lGODlh',
      'data:image/webp;base64,UklGRg==',
    ]);
  });

  it('never keeps an image source pointing at mail or a phone', () => {
    for (const url of ['mailto:a@example.com', 'tel:+1']) {
      expect(verdicts(asImage(url), 'img')).toEqual({ server: null, browser: null });
    }
  });

  it('leaves no link whose scheme, with every space and control character removed, is not allowed', () => {
    const vectors = [...KEPT_LINKS, ...HOSTILE_URLS, ...DATA_IMAGES];
    for (const url of vectors) {
      for (const [html, tag] of [
        [asLink(url), 'a'],
        [asImage(url), 'img'],
      ] as const) {
        for (const kept of Object.values(verdicts(html, tag))) {
          if (kept === null) continue;
          const scheme = bareScheme(kept);
          const allowed =
            tag === 'a'
              ? [null, 'http', 'https', 'mailto', 'tel']
              : [null, 'http', 'https', 'data'];
          expect(allowed, `${tag} kept ${JSON.stringify(kept)}`).toContain(scheme);
        }
      }
    }
  });
});
