/** A popular post's rank as the spec shows it: two digits, from 01. */
export const rank = (index: number) => String(index + 1).padStart(2, '0');
