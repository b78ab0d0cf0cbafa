/** `/promotion`: advertising offers, plans, the quote form, steps, FAQs and contact. */
import type { HeadView } from './types';

export const TITLE = 'Promotion';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `Advertise with ${site.brand}: offers, plans and a quote for promoting your brand.`,
});
