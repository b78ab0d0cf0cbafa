/**
 * The owner's rule on the Staff page: "Require two-factor login for all staff". Turning it on
 * needs their own two-factor login first (the server refuses otherwise, and the form says so
 * beforehand); the choice stays as ticked when the server refuses it.
 */
import { useState, type FormEvent } from 'react';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { failureMessage } from '../lib/writeResult';
import { AdminForm } from '../ui/AdminForm';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useGetTwoFactorQuery, useRequireTwoFactorMutation } from './twoFactorApi';
import { TWO_FACTOR_MESSAGES as M } from './twoFactorMessages';

export function TwoFactorRuleForm() {
  const state = useGetTwoFactorQuery();
  const [save, { isLoading, error, reset }] = useRequireTwoFactorMutation();
  const notify = useAdminNotify();
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!state.data) return null;
  const required = choice ?? state.data.required;
  const ownFirst = !state.data.enabled && required && !state.data.required;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save(required).unwrap();
      setChoice(null);
      notify({ kind: 'success', text: answer.message });
    } catch {
      // Shown in the form; the box stays as ticked.
    }
  };

  return (
    <AdminForm
      onSubmit={(e) => void submit(e)}
      submitLabel={M.ruleSave}
      busyLabel={M.ruleSaving}
      busy={isLoading}
      failure={error ? failureMessage(error, M.ruleFailed) : ownFirst ? M.ruleOwnFirst : null}
    >
      <CheckboxField
        label={M.rule}
        hint={M.ruleExplain}
        name="two_factor_required"
        checked={required}
        onChange={(e) => {
          setChoice(e.target.checked);
          if (error) reset();
        }}
      />
    </AdminForm>
  );
}
