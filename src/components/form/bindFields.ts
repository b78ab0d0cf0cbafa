import type { ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The keys of `T` that hold text. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Binds fields to a form's values: `bind(key)` gives the control its `name`, its `value` and an
 * `onChange` that calls `set(key, value)`. A select's value is taken as the key's type, so its
 * options must be that type's values.
 *
 *   const bind = bindFields(values, set);
 *   <TextField label="Name" {...bind('name')} />
 */
export function bindFields<T extends object>(
  values: T,
  set: <K extends keyof T>(key: K, value: T[K]) => void,
) {
  return <K extends TextKeys<T>>(key: K) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: ChangeEvent<Control>) => set(key, event.target.value as T[K]),
  });
}
