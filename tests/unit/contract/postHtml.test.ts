import { describe, expect, it } from 'vitest';
import {
  DROPPED_WITH_CONTENT,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_TAGS,
  POST_HTML_ATTRIBUTES,
  POST_HTML_TAGS,
  isSafeStyle,
} from '../../../src/contract/postHtml';

describe('the post HTML rules', () => {
  it('forbid no tag of the allow-list, and drop with their text only forbidden tags', () => {
    expect(POST_HTML_TAGS.filter((tag) => FORBIDDEN_TAGS.includes(tag))).toEqual([]);
    expect(DROPPED_WITH_CONTENT.filter((tag) => !FORBIDDEN_TAGS.includes(tag))).toEqual([]);
  });

  it('allow attributes only on allowed tags, and no forbidden one but an ordered list’s start', () => {
    const tags = Object.keys(POST_HTML_ATTRIBUTES).filter((tag) => tag !== '*');
    expect(tags.filter((tag) => !POST_HTML_TAGS.includes(tag))).toEqual([]);
    const forbidden = Object.entries(POST_HTML_ATTRIBUTES).flatMap(([tag, names]) =>
      names.filter((name) => FORBIDDEN_ATTRIBUTES.includes(name)).map((name) => `${tag} ${name}`),
    );
    expect(forbidden).toEqual(['ol start']);
  });

  it('keep only text alignment as an inline style', () => {
    expect(isSafeStyle('text-align: center;')).toBe(true);
    expect(isSafeStyle(' TEXT-ALIGN:justify ')).toBe(true);
    expect(isSafeStyle('text-align: center; position: fixed')).toBe(false);
    expect(isSafeStyle('color: red')).toBe(false);
  });
});
