import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ServerSanitizerContext } from '../../../components/serverSanitizer';
import { useHydrated } from '../../../components/useHydrated';
import { onFirstInteraction } from '../../../lib/firstInteraction';
import { nativeSanitizer } from '../../../lib/nativeSanitize';
import { whenStill } from '../../../lib/whenStill';
import { TABLE_BOX_CLASS, wrapTablesForScroll, wrapTablesInMarkup } from '../lib/wrapTables';

type Sanitize = (html: string) => string;

const noDecoration = (safeHtml: string) => safeHtml;

/** The browser's own sanitiser, where it has one (null on the server and in older browsers). */
const native = typeof window === 'undefined' ? null : nativeSanitizer();
/** Otherwise DOMPurify, in its own chunk: no reader's first view waits for it. */
let loaded: Sanitize | null = null;
const loadSanitizer = () =>
  native
    ? Promise.resolve((loaded = native))
    : import('../../../lib/sanitize').then((module) => (loaded = module.sanitizePostHtml));

const isPress = (event: Event) => event.type === 'pointerdown' || event.type === 'touchstart';

/** How far each table box of a body is scrolled sideways, in order. */
const tableScrolls = (body: HTMLElement | null) =>
  Array.from(body?.getElementsByClassName(TABLE_BOX_CLASS) ?? [], (box) => box.scrollLeft);

/**
 * The post's HTML, sanitised (see lib/postHtmlRules.ts) and set in the site's reading typography.
 *
 * Rendered by the server, it carries the server's sanitised HTML, which hydration keeps in place
 * until the browser's own sanitiser's output replaces it; that sanitiser is then loaded at the
 * reader's first interaction (or as soon as another post is to be shown), not with the first
 * view. Rendered in the browser, the body appears with the rest of the post where the browser
 * has a sanitiser of its own, and once DOMPurify is loaded elsewhere (at once after the first
 * time). Only a sanitiser's output is ever set as HTML.
 *
 * The server's HTML is replaced once the reader is still (no finger down, nothing scrolling),
 * and its tables keep how far they were scrolled: the first swipe of a table, the interaction
 * that brings the sanitiser, is not cut short nor thrown back to the table's start.
 */
export function PostBody({
  html,
  decorate = noDecoration,
}: {
  html: string;
  /**
   * Presentation added to the sanitised HTML (a feature's own blocks, such as predictions); null
   * while its code is on its way: the server's HTML stays, or the body shows without it.
   */
  decorate?: ((safeHtml: string) => string) | null;
}) {
  const hydrated = useHydrated();
  const serverSanitize = useContext(ServerSanitizerContext);
  // Not while hydrating: the server's HTML stays until the reader's first interaction.
  const [sanitize, setSanitize] = useState<Sanitize | null>(
    () => loaded ?? (hydrated ? native : null),
  );
  // The HTML the server rendered and hydration kept, if this body was hydrated.
  const serverHtml = useRef(hydrated ? null : html);
  const body = useRef<HTMLDivElement>(null);
  // The table boxes' sideways scroll, read just before new HTML replaces them.
  const scrolls = useRef<number[] | null>(null);

  useEffect(() => {
    if (sanitize) return;
    let live = true;
    let cancelWait: (() => void) | undefined;
    const onServerHtml = serverHtml.current === html;
    const load = (pressed: boolean) =>
      void loadSanitizer().then((fn) => {
        if (!live) return;
        if (!onServerHtml) {
          setSanitize(() => fn);
          return;
        }
        cancelWait = whenStill(() => {
          scrolls.current = tableScrolls(body.current);
          setSanitize(() => fn);
        }, pressed);
      });
    // The server's sanitised HTML is on screen: the browser's pass can wait for the reader.
    const cancel = onServerHtml
      ? onFirstInteraction((event) => load(isPress(event)))
      : (load(false), undefined);
    return () => {
      live = false;
      cancel?.();
      cancelWait?.();
    };
  }, [sanitize, html]);

  const safe = useMemo(() => {
    if (!hydrated) {
      const serverSafe = serverSanitize ? wrapTablesInMarkup(serverSanitize(html)) : '';
      return decorate ? decorate(serverSafe) : serverSafe;
    }
    // '' until the sanitiser is here: the same value hydration saw, so React leaves the
    // server's HTML where it is.
    if (!sanitize) return '';
    if (decorate) return decorate(wrapTablesForScroll(sanitize(html)));
    // Its decoration is not in yet: the server's HTML (decorated) stays; one built here shows.
    return serverHtml.current === html ? '' : wrapTablesForScroll(sanitize(html));
  }, [hydrated, html, sanitize, serverSanitize, decorate]);

  useLayoutEffect(() => {
    const saved = scrolls.current;
    scrolls.current = null;
    if (!saved?.some(Boolean)) return;
    Array.from(body.current?.getElementsByClassName(TABLE_BOX_CLASS) ?? []).forEach((box, i) => {
      if (saved[i]) box.scrollLeft = saved[i];
    });
  }, [safe]);

  return (
    <div
      ref={body}
      className="post-body"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
