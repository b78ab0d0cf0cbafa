/**
 * A frame `width` px wide (at most the room there is) in which `children` are drawn as in a window
 * of that width: an iframe, so the page's breakpoints (media queries) answer to the frame, not to
 * the admin's window. Its document is this one's: React draws into it (a portal) with the app's
 * store and router; it gets the app's style sheets (and those added later, as lazy parts load),
 * and follows the theme of <html>. Links in it lead nowhere: it shows a page, it is not a browser.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const STYLES = 'link[rel="stylesheet"], style';
/** What <html> carries of the reader's choices: the theme (class, colour scheme), odds format. */
const MIRRORED = ['class', 'style', 'data-odds'];

function follow(doc: Document): () => void {
  const copies: Node[] = [];
  const copy = (node: Node) => {
    if (!(node instanceof Element) || !node.matches(STYLES)) return;
    const clone = node.cloneNode(true);
    copies.push(clone);
    doc.head.append(clone);
  };
  document.head.querySelectorAll(STYLES).forEach(copy);
  const added = new MutationObserver((records) =>
    records.forEach((record) => record.addedNodes.forEach(copy)),
  );
  added.observe(document.head, { childList: true });

  const mirror = () => {
    for (const name of MIRRORED) {
      const value = document.documentElement.getAttribute(name);
      if (value === null) doc.documentElement.removeAttribute(name);
      else doc.documentElement.setAttribute(name, value);
    }
  };
  mirror();
  doc.body.className = document.body.className;
  const theme = new MutationObserver(mirror);
  theme.observe(document.documentElement, { attributes: true, attributeFilter: MIRRORED });

  // The frame's nodes are of its own window: `instanceof Element` (this window's) is false for them.
  const inert = (event: Event) => {
    if ((event.target as Partial<Element> | null)?.closest?.('a[href]')) event.preventDefault();
  };
  doc.addEventListener('click', inert, true);
  return () => {
    added.disconnect();
    theme.disconnect();
    doc.removeEventListener('click', inert, true);
    copies.forEach((clone) => doc.head.removeChild(clone));
  };
}

export function PreviewFrame({
  width,
  title,
  children,
}: {
  width: number;
  title: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    let stop: (() => void) | undefined;
    let doc: Document | null = null;
    // A frame with no address keeps the blank document it starts with; should a browser replace
    // it once loaded, the new one is taken instead.
    const take = () => {
      const next = frame.contentDocument;
      if (!next || next === doc) return;
      stop?.();
      doc = next;
      doc.documentElement.lang = document.documentElement.lang;
      stop = follow(doc);
      setBody(doc.body);
    };
    take();
    frame.addEventListener('load', take);
    return () => {
      frame.removeEventListener('load', take);
      stop?.();
    };
  }, []);
  return (
    <>
      <iframe
        ref={ref}
        title={title}
        style={{ width: `${width}px` }}
        className="mx-auto block h-full max-w-full rounded-lg bg-white shadow-xl ring-1 ring-slate-900/10 dark:bg-ink-900 dark:ring-white/10"
      />
      {body && createPortal(children, body)}
    </>
  );
}
