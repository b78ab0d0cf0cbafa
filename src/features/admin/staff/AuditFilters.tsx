/** The audit log's filters: the area (posts, categories, logins…) and the person. */
import { SelectField } from '../../../components/form/SelectField';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '../../../contract/auditCalls';
import type { StaffMember } from '../../../contract/staffCalls';
import { AUDIT_MESSAGES as M } from './messages';

export function AuditFilters({
  kind,
  actor,
  members,
  onChange,
}: {
  kind: AuditKind | '';
  actor: string;
  members: readonly StaffMember[];
  onChange: (filters: { kind: AuditKind | ''; actor: string }) => void;
}) {
  const people = new Map(members.map((m) => [String(m.id), m.display_name]));
  return (
    <div className="mb-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={M.kind}
        name="kind"
        options={['', ...AUDIT_KINDS] as const}
        optionLabel={(value) => (value ? AUDIT_KIND_LABELS[value] : M.anyKind)}
        value={kind}
        onChange={(e) => onChange({ kind: e.target.value as AuditKind | '', actor })}
      />
      <SelectField
        label={M.person}
        name="actor"
        options={['', ...people.keys()]}
        optionLabel={(value) => (value ? (people.get(value) ?? value) : M.anyone)}
        value={actor}
        onChange={(e) => onChange({ kind, actor: e.target.value })}
      />
    </div>
  );
}
