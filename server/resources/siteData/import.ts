/**
 * The admin's import (the owner's, `site.data`): send the export and its images' zip and start
 * the job (POST q=site-import), follow it (GET q=site-import). The work itself: import/jobs.ts.
 */
import type { CallKey } from '../../../src/contract/calls';
import { importStartQuery } from '../../../src/contract/siteDataCalls';
import { actor } from '../../auth/guard';
import { HttpError } from '../../http/errors';
import { parseQuery } from '../../http/input';
import type { Settings } from '../../settings';
import type { Deps, Handler } from '../../types';
import { formatBytes } from '../../../src/contract/bytes';

function jobsOf(deps: Deps) {
  if (!deps.imports) throw new HttpError(503, 'Imports are not available on this server');
  return deps.imports;
}

const startImport: Handler = async (c, deps) => {
  const { name, export_bytes, uploads_name } = parseQuery(c, importStartQuery);
  const job = await jobsOf(deps).start(
    c.req.raw.body,
    { name, exportBytes: export_bytes, uploadsName: uploads_name },
    actor(c).id,
  );
  c.set('auditDetail', job.file_name);
  return c.json({ job });
};

const latestImport: Handler = async (c, deps) => c.json({ job: await jobsOf(deps).latest() });

export const importHandlers = {
  'POST site-import': startImport,
  'GET site-import': latestImport,
} satisfies Partial<Record<CallKey, Handler>>;

/** q=site-import's body limit (app.ts gives it to requestBodyLimit). */
export const importFileLimit = (settings: Pick<Settings, 'importMaxBytes'>) => ({
  maxSize: settings.importMaxBytes,
  message: `The file is larger than ${formatBytes(settings.importMaxBytes)}, the most an import from the admin takes: import it on the server with \`npm run import\``,
});
