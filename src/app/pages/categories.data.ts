/**
 * `/categories`: a card for every category. Its only call is the layout's categories list (the
 * category bar's), so it declares none of its own; its head says no count, the page's lead does.
 */
import type { HeadView } from './types';

export const TITLE = 'Categories';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `Every corner of ${site.brand}, each with its own writers, guides and predictions.`,
});
