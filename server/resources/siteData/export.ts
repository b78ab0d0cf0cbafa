/**
 * q=site-export: the full export (server/backup/exportSite.ts, the same archive as
 * `npm run export`) as a download, named like a scheduled backup. Reads are not audited by the
 * dispatcher; this one is, since the archive holds the whole site.
 */
import { APP_VERSION } from '../../backup/appVersion';
import { exportSite } from '../../backup/exportSite';
import { backupName } from '../../backup/schedule';
import { recordAudit } from '../../auth/audit';
import { actor } from '../../auth/guard';
import { formatBytes } from '../../../src/contract/bytes';
import { clientAddress } from '../../http/request';
import type { Handler } from '../../types';

export const getExport: Handler = async (c, deps) => {
  const now = deps.now();
  const archive = await exportSite(deps.db, { appVersion: APP_VERSION, now });
  const name = backupName(now);
  // After the export: the archive does not hold its own entry.
  if (c.req.method !== 'HEAD') {
    const staff = actor(c);
    await recordAudit(deps.db, {
      actorId: staff.id,
      actorName: staff.displayName,
      action: 'GET site-export',
      itemKind: 'site',
      detail: `${name} · ${formatBytes(archive.byteLength)}`,
      address: clientAddress(c, deps.settings),
      at: now,
    });
  }
  return c.body(new Uint8Array(archive), 200, {
    'Content-Type': 'application/gzip',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': String(archive.byteLength),
    'Cache-Control': 'no-store',
  });
};
