/** Reading served HTML in server tests: every element (parse5), an attribute, an element's text. */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;

export function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if ('tagName' in child) found.push(child);
      if ('childNodes' in child) walk(child);
    }
  };
  walk(parse(html));
  return found;
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export const text = (el: Element): string =>
  el.childNodes.map((n) => ('value' in n ? n.value : 'tagName' in n ? text(n) : '')).join('');
