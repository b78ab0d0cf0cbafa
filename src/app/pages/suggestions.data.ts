/** `/suggestions`: the suggestion form, the visitor's own submissions, and the beta dialogs. */
import type { HeadView } from './types';

export const TITLE = 'Suggestions';

export const head = (_answers: object, { site }: HeadView) => ({
  title: TITLE,
  description: `Got an idea for a post, a feature or a story we missed? Tell ${site.brand} about it.`,
});
