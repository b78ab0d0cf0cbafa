/**
 * A titled part of an admin screen under its page header: an h2 that names the section, an
 * optional line under it, then its content.
 *   <AdminSection title="Open invitations" description="…">…</AdminSection>
 */
import { useId, type ReactNode } from 'react';

export function AdminSection({
  title,
  description,
  className = 'mt-10',
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        className="text-lg font-bold tracking-tight text-slate-900 dark:text-slate-50"
      >
        {title}
      </h2>
      {description ? (
        <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : (
        <div className="mb-3" />
      )}
      {children}
    </section>
  );
}
