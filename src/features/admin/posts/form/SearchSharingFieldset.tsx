import type { RefCallback } from 'react';
import { LIMITS } from '../../../../contract/schemas';
import { panelClass } from '../../ui/styles';
import { CountedField } from './CountedField';
import { EDITORIAL_FORM } from './formMessages';
import { legendClass } from './formStyles';
import { SearchResultPreview } from './SearchResultPreview';

/**
 * The post's own title and description for search results and share cards, each with its count,
 * and a preview of the result that uses the post's title and excerpt while they are empty.
 */
export function SearchSharingFieldset({
  metaTitle,
  metaDescription,
  title,
  excerpt,
  url,
  errors,
  metaTitleRef,
  metaDescriptionRef,
  onChange,
}: {
  metaTitle: string;
  metaDescription: string;
  /** The post's title and excerpt: what is used while the meta fields are empty. */
  title: string;
  excerpt: string;
  /** Where the post will be read. */
  url: string;
  errors: { metaTitle?: string; metaDescription?: string };
  metaTitleRef: RefCallback<HTMLElement>;
  metaDescriptionRef: RefCallback<HTMLElement>;
  onChange: (field: 'metaTitle' | 'metaDescription', value: string) => void;
}) {
  return (
    // min-w-0: a fieldset is otherwise at least as wide as its widest unbreakable line (the
    // preview's address), which pushed the form past a phone's screen.
    <fieldset className={`${panelClass} min-w-0 p-4 sm:p-6`}>
      <legend className={`${legendClass} float-left mb-4 w-full`}>
        {EDITORIAL_FORM.searchAndSharing}
      </legend>
      <div className="clear-both grid grid-cols-1 gap-5">
        <CountedField
          label={EDITORIAL_FORM.metaTitle}
          hint={EDITORIAL_FORM.metaTitleHint}
          error={errors.metaTitle}
          max={LIMITS.metaTitleMax}
          name="meta_title"
          value={metaTitle}
          inputRef={metaTitleRef}
          onChange={(value) => onChange('metaTitle', value)}
        />
        <CountedField
          label={EDITORIAL_FORM.metaDescription}
          hint={EDITORIAL_FORM.metaDescriptionHint}
          error={errors.metaDescription}
          max={LIMITS.metaDescriptionMax}
          name="meta_description"
          multiline
          value={metaDescription}
          inputRef={metaDescriptionRef}
          onChange={(value) => onChange('metaDescription', value)}
        />
        <SearchResultPreview
          url={url}
          title={metaTitle.trim() || title.trim()}
          description={metaDescription.trim() || excerpt.trim()}
        />
      </div>
    </fieldset>
  );
}
