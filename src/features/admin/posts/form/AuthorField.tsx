import { SelectField } from '../../../../components/form/SelectField';
import { FormPanel } from './FormPanel';

/** A staff member a post may be given to. */
export interface AuthorChoice {
  id: number;
  name: string;
}

/**
 * The post's byline: which staff member readers see as its author. Offered to editors and owners
 * only (the page passes `authors` to them alone; the server refuses anyone else with 403).
 * `value` is the author's id, '' for a post without one (only then is "No author" a choice).
 */
export function AuthorField({
  authors,
  value,
  onChange,
}: {
  authors: readonly AuthorChoice[];
  value: string;
  onChange: (value: string) => void;
}) {
  const names = new Map(authors.map((a) => [String(a.id), a.name]));
  // The current author stays a choice even when not listed (it is what the post has).
  const ids = [...(value === '' || names.has(value) ? [] : [value]), ...names.keys()];
  return (
    <FormPanel legend="Byline">
      <SelectField
        label="Author"
        name="author_id"
        hint="Readers see this person as the post's author, with a link to their page."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={value === '' ? ['', ...ids] : ids}
        optionLabel={(id) => (id === '' ? 'No author' : (names.get(id) ?? `Staff member ${id}`))}
      />
    </FormPanel>
  );
}
