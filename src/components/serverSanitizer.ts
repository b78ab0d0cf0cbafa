import { createContext } from 'react';

/**
 * How the server's render of a page makes post HTML safe. The browser's sanitiser needs a DOM,
 * which the server has not; the server passes its own (the one it sanitises writes with), and the
 * browser sanitises again with its own once the page is hydrated.
 */
export const ServerSanitizerContext = createContext<((html: string) => string) | null>(null);
