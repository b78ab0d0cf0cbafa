/**
 * Deleting a staff member (the owner): what it means, and, when they have posts, how many and
 * who of the others receives them (required). The server hands everything of theirs over and
 * deletes the account in one go; what it refused stays in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/form/SelectField';
import type { StaffMember } from '../../../contract/staffCalls';
import { ModalForm } from '../ui/ModalForm';
import { useDialogWrite } from '../ui/useDialogWrite';
import { useDeleteMemberMutation } from './api';
import { STAFF_MESSAGES as M } from './messages';

export function DeleteMemberDialog({
  member,
  others,
  onClose,
}: {
  member: StaffMember;
  /** Who may receive their posts: the rest of the staff. */
  others: readonly StaffMember[];
  onClose: () => void;
}) {
  const [receiver, setReceiver] = useState('');
  const [error, setError] = useState<string>();
  const [remove, { isLoading }] = useDeleteMemberMutation();
  const { failure, run } = useDialogWrite(onClose);
  const names = new Map(others.map((other) => [String(other.id), other.display_name]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member.posts > 0 && !receiver) {
      setError(M.receiverRequired);
      return;
    }
    void run(
      () => remove({ id: member.id, ...(receiver ? { posts_to: Number(receiver) } : {}) }).unwrap(),
      M.deleted,
      M.deleteFailed,
    );
  };

  return (
    <ModalForm
      open
      onClose={onClose}
      title={M.deleteTitle(member.display_name)}
      description={M.deleteExplain}
      onSubmit={submit}
      submitLabel={M.delete}
      busyLabel={M.deleting}
      busy={isLoading}
      failure={failure}
      tone="danger"
    >
      {member.posts > 0 && (
        <>
          <p className="text-sm font-medium">{M.hasPosts(member.display_name, member.posts)}</p>
          <SelectField
            label={M.receiver}
            name="posts_to"
            required
            options={['', ...names.keys()]}
            optionLabel={(id) => (id ? names.get(id)! : M.chooseReceiver)}
            value={receiver}
            error={error}
            onChange={(e) => {
              setReceiver(e.target.value);
              setError(undefined);
            }}
          />
        </>
      )}
    </ModalForm>
  );
}
