/**
 * The Export section: what the archive holds and leaves out, and its download (a plain link:
 * the browser saves the attachment q=site-export answers, with the session cookie).
 */
import { AdminSection } from '../ui/AdminSection';
import { buttonClass, panelClass } from '../ui/styles';
import { WithCode } from '../ui/WithCode';
import { siteExportUrl } from './api';
import { SITE_DATA_MESSAGES as M } from './messages';

export function ExportSection() {
  return (
    <AdminSection title={M.exportTitle} description={<WithCode text={M.exportExplain} />}>
      <div className={`${panelClass} flex max-w-2xl flex-col gap-4 p-5 sm:p-6`}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{M.exportHolds}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{M.exportLeavesOut}</p>
        <div className="flex flex-wrap items-center gap-3">
          <a href={siteExportUrl()} download className={buttonClass('primary')}>
            {M.exportButton}
          </a>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{M.exportNote}</p>
      </div>
    </AdminSection>
  );
}
