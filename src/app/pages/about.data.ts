/** `/about`: the site, its editorial standards, playing responsibly, and contact details. */
import type { HeadView } from './types';

export const TITLE = 'About';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `About ${site.brand}: who we are, our editorial standards, playing responsibly and how to reach us.`,
});
