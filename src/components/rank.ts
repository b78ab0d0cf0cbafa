/** A rank in a numbered list of posts, as the spec shows the popular list's: two digits, from 01. */
export const rank = (index: number) => String(index + 1).padStart(2, '0');
