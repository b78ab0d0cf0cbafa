import { Icon } from '../../../components/Icon';

/** The overlay's prompt and none-found states: a quiet icon and one line, announced politely. */
export function SearchMessage({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-14 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-400/10 dark:text-brand-300">
        <Icon name="search" className="h-6 w-6" />
      </span>
      <p
        role="status"
        className="max-w-sm text-base font-medium text-slate-700 dark:text-slate-200"
      >
        {text}
      </p>
    </div>
  );
}
