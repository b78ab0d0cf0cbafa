/** `/policy`: the privacy policy, and the terms and conditions (#terms). */
import type { HeadView } from './types';

export const TITLE = 'Privacy policy';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `How ${site.brand} handles your data, and the terms of using the site.`,
});
