/**
 * Add/edit category form: a name and its slug, shown read-only and regenerated live from the name
 * by the spec's slug rule (src/lib/slug.ts). With a blank name or slug, submitting sends nothing
 * (spec 5); focus goes back to the name.
 *
 * For a backend that keeps them (the reference server, through its capabilities), also whether
 * it is a betting category (its posts close with the responsible-gambling box), its description
 * (under the heading of its page, and on its card on /categories) and its topic chips (short
 * labels, comma separated). Each of these is shown only when `initial` has it; a seed backend's
 * form stays the spec's name and slug. A description or topics the server would refuse are named
 * at their field and nothing is sent.
 */
import { useRef, useState, type FormEvent } from 'react';
import { CATEGORY_TOPICS, LIMITS, topicsProblem } from '../../../contract/schemas';
import { slugify } from '../../../lib/slug';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { AdminForm } from '../ui/AdminForm';
import type { CategoryValues } from './api';

/** The labels typed in the topics field: comma separated, blanks between commas dropped. */
export const topicLabels = (typed: string): string[] =>
  typed
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);

const DESCRIPTION_TOO_LONG = `description must be at most ${LIMITS.categoryDescriptionMax} characters`;

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
  const [description, setDescription] = useState(initial.description);
  const [topics, setTopics] = useState(initial.topics?.join(', '));
  const [errors, setErrors] = useState<{ description?: string; topics?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const topicsRef = useRef<HTMLInputElement>(null);
  const labels = topics === undefined ? undefined : topicLabels(topics);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The additions only go to a backend that keeps them (they are undefined for any other).
    const values = {
      name: name.trim(),
      slug: slug.trim(),
      ...(betting !== undefined && { betting }),
      ...(description !== undefined && { description: description.trim() }),
      ...(labels !== undefined && { topics: labels }),
    };
    if (!values.name || !values.slug) {
      nameRef.current?.focus();
      return;
    }
    const found = {
      description:
        (values.description?.length ?? 0) > LIMITS.categoryDescriptionMax
          ? DESCRIPTION_TOO_LONG
          : undefined,
      topics: (labels && topicsProblem(labels)) || undefined,
    };
    setErrors(found);
    const wrong = found.description ? descriptionRef : found.topics ? topicsRef : null;
    if (wrong) {
      wrong.current?.focus();
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
      {description !== undefined && (
        <TextAreaField
          label="Description"
          hint={`Optional. Shown under the heading of the category's page and on its card on the Categories page (its first 40 words). At most ${LIMITS.categoryDescriptionMax} characters.`}
          name="description"
          ref={descriptionRef}
          rows={4}
          maxLength={LIMITS.categoryDescriptionMax}
          controlClassName="resize-y"
          error={errors.description}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            setErrors((now) => ({ ...now, description: undefined }));
          }}
        />
      )}
      {topics !== undefined && (
        <div className="flex flex-col gap-2">
          <TextField
            label="Topics"
            hint={`Optional chips on its card, separated by commas: at most ${CATEGORY_TOPICS.max} labels of up to ${CATEGORY_TOPICS.labelMax} characters.`}
            name="topics"
            type="text"
            ref={topicsRef}
            autoComplete="off"
            placeholder="Previews, Predictions, Stats"
            error={errors.topics}
            value={topics}
            onChange={(e) => {
              setTopics(e.target.value);
              setErrors((now) => ({ ...now, topics: undefined }));
            }}
          />
          {labels && labels.length > 0 && (
            <ul aria-label="Topics as shown" className="flex flex-wrap gap-2">
              {labels.map((label, index) => (
                <li
                  key={`${index}-${label}`}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-900/60 dark:text-brand-200"
                >
                  {label}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
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
