/**
 * The address of a post that went live: shown as "URL: /football/… · Change", fixed while the
 * title changes. "Change" opens the slug for editing on purpose (the old address then answers
 * 301 to the new one); "Keep the current address" puts it back.
 */
import { useState } from 'react';
import { postCardPath, postPathUnder } from '../../../../contract/paths';
import { TextField } from '../../../../components/form/TextField';
import { buttonClass } from '../../ui/styles';
import type { usePostForm } from './usePostForm';

export function SlugField({
  form,
  categorySlug,
}: {
  form: ReturnType<typeof usePostForm>;
  categorySlug?: string;
}) {
  const { values, errors, set, refFor, savedSlug } = form;
  const [editing, setEditing] = useState(false);
  const open = editing || Boolean(errors.slug) || values.slug !== savedSlug;
  const slug = values.slug || '…';
  const address = categorySlug ? postPathUnder(categorySlug, slug) : postCardPath(slug);

  if (!open) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-slate-100">URL:</span>
          <span className="font-mono break-all">{address}</span>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-label="Change the post's address"
            onClick={() => setEditing(true)}
          >
            Change
          </button>
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Live posts keep their address when the title changes.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label="Slug"
        error={errors.slug}
        hint={`The address becomes ${address}; the old one (${savedSlug}) sends readers and search engines here.`}
        ref={refFor('slug')}
        type="text"
        name="slug"
        autoComplete="off"
        spellCheck={false}
        value={values.slug}
        controlClassName="font-mono"
        onChange={(event) => set('slug', event.target.value)}
      />
      <div>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => {
            set('slug', savedSlug);
            setEditing(false);
          }}
        >
          Keep the current address
        </button>
      </div>
    </div>
  );
}
