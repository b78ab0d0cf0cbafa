/**
 * The Import section of /admin/site-data: the form, or the running import's progress (followed
 * every second, whoever started it and wherever), then the last import's report. When a job
 * ends, the admin's lists of posts and categories are read again.
 */
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../api/baseApi';
import type { ImportJob } from '../../../contract/siteDataCalls';
import { useCapabilities } from '../lib/capabilities';
import { AdminLoading } from '../ui/AdminLoading';
import { AdminSection } from '../ui/AdminSection';
import { FormFailure } from '../ui/FormFailure';
import { ProgressBar } from '../ui/ProgressBar';
import { panelClass } from '../ui/styles';
import { useGetSiteImportQuery } from './importApi';
import { IMPORT_MESSAGES as M } from './importMessages';
import { ImportForm } from './ImportForm';
import { ImportReportView } from './ImportReportView';

const isRunning = (job: ImportJob | null | undefined) =>
  job?.status === 'checking' || job?.status === 'importing';

function ImportProgress({ job }: { job: ImportJob }) {
  const checking = job.status === 'checking';
  return (
    <div className={`${panelClass} flex max-w-2xl flex-col gap-4 p-5 sm:p-6`}>
      <h3 className="font-semibold text-slate-900 dark:text-slate-50">
        {M.running(job.file_name)}
      </h3>
      <ProgressBar
        label={M.progressLabel}
        value={job.done}
        max={checking ? null : job.total}
        text={checking ? M.checking : M.progress(job.done, job.total, job.seconds_left)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">{M.keepsGoing}</p>
    </div>
  );
}

export function ImportSection() {
  const { timeZone } = useCapabilities();
  const dispatch = useDispatch();
  const [follow, setFollow] = useState(false);
  const latest = useGetSiteImportQuery(undefined, {
    pollingInterval: follow ? 1000 : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const job = latest.data?.job ?? null;
  const running = isRunning(job);
  const wasRunning = useRef(false);
  useEffect(() => {
    setFollow(running);
    // Posts, categories and staff came in: the admin's lists read them again.
    if (wasRunning.current && !running) {
      dispatch(baseApi.util.invalidateTags(['Post', 'Category', 'Staff']));
    }
    wasRunning.current = running;
  }, [running, dispatch]);

  return (
    <AdminSection title={M.section} description={M.explain} className="mt-2">
      {latest.isLoading ? (
        <AdminLoading text={M.loading} className="max-w-2xl" />
      ) : running && job ? (
        <ImportProgress job={job} />
      ) : (
        <div className="flex flex-col gap-6">
          <ImportForm onStarted={() => latest.refetch()} />
          {latest.isError && <FormFailure message={M.loadFailed} />}
          {job && <ImportReportView job={job} timeZone={timeZone} />}
        </div>
      )}
    </AdminSection>
  );
}
