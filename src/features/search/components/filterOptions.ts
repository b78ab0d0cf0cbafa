/** The overlay's filters: All Content and Posts search posts; Categories searches categories. */
export type SearchFilter = 'all' | 'posts' | 'categories';

export const searchFilters: { value: SearchFilter; label: string }[] = [
  { value: 'all', label: 'All Content' },
  { value: 'posts', label: 'Posts' },
  { value: 'categories', label: 'Categories' },
];
