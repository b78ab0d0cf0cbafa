/**
 * AdminPageHeader: the page's h1 (also the document title) and optional actions (e.g. an
 * "Add Post" link), the same on every admin screen:
 *   <AdminPageHeader title="Posts" actions={<Link …>Add Post</Link>} />
 */
import type { ReactNode } from 'react';
import { env } from '../../../config/env';

export function AdminPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <title>{`${title} · Admin · ${env.brandName}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-slate-50">
        {title}
      </h1>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
