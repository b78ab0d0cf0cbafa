import { SaxesParser } from 'saxes';

/** The root element's name of `xml`; throws on XML that is not well formed. */
export function xmlRoot(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= tag.local;
  });
  parser.write(xml).close();
  return root;
}
