/**
 * The responsible-gambling texts: the two help links (text and address) and the two notes. Each
 * field shows the app's default in it while empty (an empty field keeps the default). Every field
 * is checked as the server checks it (the calls table's schema) before anything is sent; a field
 * with a problem gets its message under it and nothing is sent.
 */
import { useState, type FormEvent } from 'react';
import { responsibleGambling } from '../../../config/responsibleGambling';
import {
  SITE_TEXT_FIELDS,
  SITE_TEXT_LABELS,
  SITE_TEXT_LIMITS,
  SITE_TEXT_LINKS,
  type SiteTextField,
  type SiteTexts,
} from '../../../contract/siteTexts';
import { siteTextsSchema } from '../../../contract/siteTextsCalls';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { AdminForm } from '../ui/AdminForm';

/** What each field shows while empty: the default readers then see. */
const DEFAULTS: SiteTexts = {
  help_label: responsibleGambling.help.label,
  help_url: responsibleGambling.help.href,
  helpline_label: responsibleGambling.helpline.label,
  helpline_url: responsibleGambling.helpline.href,
  strip_note: responsibleGambling.stripNote,
  box_note: responsibleGambling.boxNote,
};

const GROUPS: { legend: string; fields: SiteTextField[] }[] = [
  { legend: 'Help links', fields: ['help_label', 'help_url', 'helpline_label', 'helpline_url'] },
  { legend: 'Notes', fields: ['strip_note', 'box_note'] },
];

type Errors = Partial<Record<SiteTextField, string>>;

/** Each field's problem, as the server would name it. */
export function siteTextErrors(values: SiteTexts): Errors {
  const errors: Errors = {};
  for (const field of SITE_TEXT_FIELDS) {
    const checked = siteTextsSchema.shape[field].safeParse(values[field]);
    if (!checked.success) errors[field] = checked.error.issues[0]?.message;
  }
  return errors;
}

export function SiteTextsForm({
  initial,
  saving,
  onSubmit,
}: {
  initial: SiteTexts;
  saving: boolean;
  onSubmit: (texts: SiteTexts) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(
      SITE_TEXT_FIELDS.map((field) => [field, values[field].trim()]),
    ) as SiteTexts;
    const found = siteTextErrors(trimmed);
    setErrors(found);
    const first = SITE_TEXT_FIELDS.find((field) => found[field]);
    if (first) {
      (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  const field = (name: SiteTextField) => {
    const props = {
      key: name,
      label: SITE_TEXT_LABELS[name],
      name,
      value: values[name],
      placeholder: DEFAULTS[name],
      error: errors[name],
      hint: `Up to ${SITE_TEXT_LIMITS[name]} characters. Empty: the default.`,
      onChange: (e: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: e.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
    return name === 'box_note' ? (
      <TextAreaField {...props} rows={4} />
    ) : (
      <TextField
        {...props}
        type={SITE_TEXT_LINKS.has(name) ? 'url' : 'text'}
        inputMode={SITE_TEXT_LINKS.has(name) ? 'url' : undefined}
        autoComplete="off"
      />
    );
  };

  return (
    <AdminForm
      onSubmit={submit}
      submitLabel="Save texts"
      busyLabel="Saving…"
      busy={saving}
      cancelTo="/admin"
    >
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="flex flex-col gap-5">
          <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
            {group.legend}
          </legend>
          {group.fields.map(field)}
        </fieldset>
      ))}
    </AdminForm>
  );
}
