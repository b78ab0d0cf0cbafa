/**
 * Add/edit category form: a name and its slug, shown read-only and regenerated live from the name
 * by the spec's slug rule (src/lib/slug.ts), and whether it is a betting category (its posts close
 * with the responsible-gambling box; shown only for a backend that keeps the flag). With a blank name or slug, submitting sends nothing (spec 5); focus goes back
 * to the name.
 */
import { useRef, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../contract/schemas';
import { slugify } from '../../../lib/slug';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import { AdminForm } from '../ui/AdminForm';
import type { CategoryValues } from './api';

export function CategoryForm({
  initial = { name: '', slug: '' },
  submitLabel,
  submitting,
  onSubmit,
}: {
  initial?: CategoryValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: CategoryValues) => void;
}) {
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [betting, setBetting] = useState(initial.betting);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The flag only goes to a backend that keeps it (it is undefined for any other).
    const values = {
      name: name.trim(),
      slug: slug.trim(),
      ...(betting !== undefined && { betting }),
    };
    if (!values.name || !values.slug) {
      nameRef.current?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <AdminForm
      onSubmit={submit}
      submitLabel={submitLabel}
      busyLabel="Saving…"
      busy={submitting}
      cancelTo="/admin/categories"
    >
      <TextField
        label="Name"
        ref={nameRef}
        name="name"
        type="text"
        aria-required
        maxLength={LIMITS.categoryNameMax}
        autoComplete="off"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setSlug(slugify(e.target.value));
        }}
      />
      <TextField
        label="Slug"
        hint="Made from the name: lowercase letters, digits and hyphens."
        name="slug"
        type="text"
        readOnly
        controlClassName="font-mono"
        value={slug}
      />
      {betting !== undefined && (
        <CheckboxField
          label="Betting category"
          hint="Its posts close with the 18+ responsible gambling box."
          name="betting"
          checked={betting}
          onChange={(e) => setBetting(e.target.checked)}
        />
      )}
    </AdminForm>
  );
}
