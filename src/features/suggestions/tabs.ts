/** The suggestion categories: one tab each, with its label, hint and placeholder texts. */

export const TAB_IDS = ['posts', 'website', 'ads', 'general', 'news', 'other'] as const;
export type TabId = (typeof TAB_IDS)[number];

export type SuggestionTab = {
  id: TabId;
  label: string;
  hint: string;
  titlePlaceholder: string;
  detailsPlaceholder: string;
  tagsPlaceholder: string;
};

export const SUGGESTION_TABS: readonly SuggestionTab[] = [
  {
    id: 'posts',
    label: 'Post Ideas',
    hint: 'Suggest a topic, preview or guide you would like us to write.',
    titlePlaceholder: 'e.g. A beginner’s guide to cricket betting markets',
    detailsPlaceholder: 'What should the post cover? Who is it for? Any sources we should read?',
    tagsPlaceholder: 'cricket, guide, beginners',
  },
  {
    id: 'website',
    label: 'Website Enhancement',
    hint: 'Tell us what would make the site faster, clearer or easier to use.',
    titlePlaceholder: 'e.g. Let me filter posts by date',
    detailsPlaceholder: 'What were you trying to do, what happened, and what would work better?',
    tagsPlaceholder: 'search, mobile, dark mode',
  },
  {
    id: 'ads',
    label: 'Advertising',
    hint: 'Feedback on ads and sponsored content, or an idea for a partnership.',
    titlePlaceholder: 'e.g. Fewer banners on post pages',
    detailsPlaceholder: 'Which ad or placement is it about, and what would you change?',
    tagsPlaceholder: 'banners, sponsored',
  },
  {
    id: 'general',
    label: 'General Feedback',
    hint: 'Anything about the site: what you enjoy, what you miss, what puzzles you.',
    titlePlaceholder: 'e.g. The dark theme is great at night',
    detailsPlaceholder: 'Tell us what is on your mind.',
    tagsPlaceholder: 'feedback, design',
  },
  {
    id: 'news',
    label: 'News Tips',
    hint: 'Spotted a story we should cover? Send us the tip and where you saw it.',
    titlePlaceholder: 'e.g. New league announced for next season',
    detailsPlaceholder: 'What happened, when, and where can we confirm it?',
    tagsPlaceholder: 'football, transfers',
  },
  {
    id: 'other',
    label: 'Other',
    hint: 'Does not fit any other tab? Put it here.',
    titlePlaceholder: 'e.g. Start a weekly podcast',
    detailsPlaceholder: 'Describe your idea in a few sentences.',
    tagsPlaceholder: 'idea',
  },
];

export function tabById(id: TabId): SuggestionTab {
  return SUGGESTION_TABS.find((t) => t.id === id) ?? SUGGESTION_TABS[0]!;
}
