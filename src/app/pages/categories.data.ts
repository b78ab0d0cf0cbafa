/** `/categories`: the seven category cards. */
import type { HeadView } from './types';

export const TITLE = 'Categories';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `Seven corners of ${site.brand}, each with its own writers, guides and predictions.`,
});
