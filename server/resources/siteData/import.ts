/**
 * The admin's import (the owner's, `site.data`): upload the export and its images' zip
 * (q=site-import-file), start the job (q=site-import), follow it (GET q=site-import). The work
 * itself: import/jobs.ts.
 */
import type { CallKey } from '../../../src/contract/calls';
import { importFileQuery, importStartInput } from '../../../src/contract/siteDataCalls';
import { actor } from '../../auth/guard';
import { HttpError } from '../../http/errors';
import { parseQuery, parseWith, readJson } from '../../http/input';
import type { Settings } from '../../settings';
import type { Deps, Handler } from '../../types';
import { formatBytes } from '../../../src/contract/bytes';

function jobsOf(deps: Deps) {
  if (!deps.imports) throw new HttpError(503, 'Imports are not available on this server');
  return deps.imports;
}

const receiveFile: Handler = async (c, deps) => {
  const { kind, name } = parseQuery(c, importFileQuery);
  const file = await jobsOf(deps).receive(c.req.raw.body, kind, name);
  return c.json({ token: file.token, source: file.source, bytes: file.bytes });
};

const startImport: Handler = async (c, deps) => {
  const files = parseWith(importStartInput, await readJson(c));
  const job = await jobsOf(deps).start(files, actor(c).id);
  c.set('auditDetail', job.file_name);
  return c.json({ job });
};

const latestImport: Handler = async (c, deps) => c.json({ job: await jobsOf(deps).latest() });

export const importHandlers = {
  'POST site-import-file': receiveFile,
  'POST site-import': startImport,
  'GET site-import': latestImport,
} satisfies Partial<Record<CallKey, Handler>>;

/** q=site-import-file's body limit (app.ts gives it to requestBodyLimit). */
export const importFileLimit = (settings: Pick<Settings, 'importMaxBytes'>) => ({
  maxSize: settings.importMaxBytes,
  message: `The file is larger than ${formatBytes(settings.importMaxBytes)}, the most an import from the admin takes: import it on the server with \`npm run import\``,
});
