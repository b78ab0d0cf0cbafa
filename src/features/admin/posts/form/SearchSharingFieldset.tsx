import type { RefCallback } from 'react';
import { LIMITS } from '../../../../contract/schemas';
import { CountedField } from './CountedField';
import { EDITORIAL_FORM } from './formMessages';
import { FormPanel } from './FormPanel';
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
    <FormPanel legend={EDITORIAL_FORM.searchAndSharing}>
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
    </FormPanel>
  );
}
