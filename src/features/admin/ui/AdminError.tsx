/**
 * Why a screen has nothing to show: the message (announced, role="alert"), "Try again" when
 * another try may help, and any other way on (`children`, e.g. a "Back to posts" link).
 *   <AdminError message="Error loading posts" onRetry={() => refetch()} />
 */
import type { ReactNode } from 'react';
import { buttonClass, panelClass } from './styles';

export function AdminError({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className={`${panelClass} flex flex-col items-center gap-4 p-8`}>
      <p className="text-slate-800 dark:text-slate-200">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
            Try again
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
