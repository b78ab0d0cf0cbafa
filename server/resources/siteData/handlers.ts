/**
 * The owner's site data calls (siteDataCalls.ts): the import, the backups' state, the export, the
 * restore.
 */
import type { CallKey } from '../../../src/contract/calls';
import type { Handler } from '../../types';
import { getBackups } from './backups';
import { getExport } from './export';
import { importHandlers } from './import';
import { postRestore } from './restore';

export const siteDataHandlers = {
  ...importHandlers,
  'GET site-backups': getBackups,
  'GET site-export': getExport,
  'POST site-restore': postRestore,
} satisfies Partial<Record<CallKey, Handler>>;
