/**
 * A list screen's search box: a labelled search input with the magnifier in it. The label shows
 * above the box, or with `hideLabel` is left to screen readers (the placeholder then says it).
 *   <AdminSearchBox label="Search posts" value={text} onChange={setText} placeholder="Title…" />
 */
import { useId, type ComponentProps } from 'react';
import { Icon } from '../../../components/Icon';
import { controlClass, labelClass } from '../../../components/form/formStyles';

export function AdminSearchBox({
  label,
  hideLabel = false,
  onChange,
  className = '',
  ...input
}: {
  label: string;
  hideLabel?: boolean;
  onChange: (value: string) => void;
  /** Classes of the outer box (widths). */
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'type' | 'onChange' | 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : `${labelClass} mb-1`}>
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          {...input}
          id={id}
          type="search"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} pl-9`}
        />
      </div>
    </div>
  );
}
