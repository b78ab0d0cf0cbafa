/** Any path no route knows: the not-found panel. */
import { notFoundHead } from './head';

export const TITLE = 'Page Not Found';

export const head = () => notFoundHead(TITLE);
