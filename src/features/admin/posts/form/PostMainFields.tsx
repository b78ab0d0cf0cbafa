import type { RefObject } from 'react';
import { LIMITS, type Category } from '../../../../contract/schemas';
import { FormField } from '../../../../components/form/FormField';
import { SelectField } from '../../../../components/form/SelectField';
import { TextAreaField } from '../../../../components/form/TextAreaField';
import { TextField } from '../../../../components/form/TextField';
import { panelClass } from '../../ui/styles';
import type { EditorHandle } from '../editor/editorProps';
import { LazyRichTextEditor } from '../editor/LazyRichTextEditor';
import { POST_MESSAGES } from '../messages';
import { ImageFileField } from '../../ui/ImageFileField';
import { CountedField } from './CountedField';
import { EDITORIAL_FORM } from './formMessages';
import { SlugField } from './SlugField';
import type { usePostForm } from './usePostForm';

/**
 * The post's own fields in one panel: title, the read-only slug made from it, excerpt, category,
 * cover image (with its alt text when `editorial`) and the rich-text content.
 */
export function PostMainFields({
  form,
  categories,
  categoriesLoading,
  currentImageUrl,
  editorial,
  dark,
  draftKey,
  editorHandle,
  categorySlug,
}: {
  form: ReturnType<typeof usePostForm>;
  categories: Category[];
  categoriesLoading: boolean;
  currentImageUrl: string | null;
  editorial: boolean;
  dark: boolean;
  draftKey: string;
  /** Set to the content editor's handle while it is shown. */
  editorHandle?: RefObject<EditorHandle | null>;
  /** The chosen category's, for the address shown beside a fixed slug. */
  categorySlug?: string;
}) {
  const { values, errors, set, refFor } = form;
  const names = new Map(categories.map((c) => [String(c.id), c.name]));
  return (
    <div className={`${panelClass} grid gap-5 p-4 sm:p-6`}>
      <TextField
        label="Title"
        error={errors.title}
        ref={refFor('title')}
        type="text"
        name="title"
        autoComplete="off"
        value={values.title}
        onChange={(event) => form.setTitle(event.target.value)}
      />
      {form.fixedSlug ? (
        <SlugField form={form} categorySlug={categorySlug} />
      ) : (
        <TextField
          label="Slug"
          error={errors.slug}
          hint="Made from the title as you type."
          type="text"
          name="slug"
          readOnly
          value={values.slug}
          controlClassName="font-mono"
        />
      )}
      <TextAreaField
        label="Excerpt"
        error={errors.excerpt}
        ref={refFor('excerpt')}
        name="excerpt"
        rows={3}
        value={values.excerpt}
        onChange={(event) => set('excerpt', event.target.value)}
      />
      <SelectField
        label="Category"
        error={errors.categoryId}
        ref={refFor('categoryId')}
        name="category_id"
        value={values.categoryId}
        disabled={categoriesLoading}
        onChange={(event) => set('categoryId', event.target.value)}
        options={['', ...names.keys()]}
        optionLabel={(id) =>
          names.get(id) ??
          (categoriesLoading ? POST_MESSAGES.loadingCategories : 'Select a category')
        }
      />
      <div ref={(el) => refFor('image')(el?.querySelector('input') ?? null)}>
        <ImageFileField
          label="Image"
          file={form.image}
          currentUrl={currentImageUrl}
          error={errors.image}
          onChange={form.chooseImage}
        />
      </div>
      {editorial && (
        <CountedField
          label={EDITORIAL_FORM.imageAlt}
          hint={EDITORIAL_FORM.imageAltHint}
          error={form.shownErrors.imageAlt}
          max={LIMITS.imageAltMax}
          name="image_alt"
          value={values.imageAlt}
          inputRef={refFor('imageAlt')}
          onChange={(value) => set('imageAlt', value)}
        />
      )}
      <FormField label="Content" error={errors.content}>
        {(field) => (
          <LazyRichTextEditor
            id={field.id}
            label="Content"
            describedBy={field['aria-describedby']}
            invalid={field['aria-invalid']}
            value={values.content}
            onChange={(html) => set('content', html)}
            onReady={form.contentReady}
            dark={dark}
            draftKey={draftKey}
            handleRef={editorHandle}
          />
        )}
      </FormField>
    </div>
  );
}
