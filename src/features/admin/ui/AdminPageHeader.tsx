/**
 * AdminPageHeader: the page's h1 (also the document title) and optional actions (e.g. an
 * "Add Post" link), the same on every admin screen, with an optional line under the title:
 *   <AdminPageHeader title="Posts" actions={<Link …>Add Post</Link>} />
 *   <AdminPageHeader title="To settle" description="Picks past kickoff without a result." />
 */
import type { ReactNode } from 'react';
import { env } from '../../../config/env';

export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">{title}</h1>
  );
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <title>{`${title} · Admin · ${env.brandName}`}</title>
      {description ? (
        <div className="flex min-w-0 flex-col gap-1">
          {heading}
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      ) : (
        heading
      )}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
