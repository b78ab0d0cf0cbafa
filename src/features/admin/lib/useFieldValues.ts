/**
 * A small form's text fields and their errors: `change(field, value)` sets the value and clears
 * that field's error (the person is fixing it), `setErrors` shows what the check found.
 *   const { values, errors, setErrors, change } = useFieldValues({ name: '', email: '' });
 */
import { useCallback, useState } from 'react';

export function useFieldValues<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const change = useCallback((field: keyof V, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);
  return { values, setValues, errors, setErrors, change };
}
