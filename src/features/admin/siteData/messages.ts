/** The Import and export screen's words. */
export const SITE_DATA_MESSAGES = {
  title: 'Import and export',
  explain:
    'Bring in a WordPress or Ghost site, take this whole site out as one archive, and see its scheduled backups.',

  exportTitle: 'Export',
  exportExplain:
    'Download the whole site as one archive (.tar.gz): the same file as `npm run export` writes and a scheduled backup holds.',
  exportHolds:
    'It holds every post with its history, the categories, the popular list, banners and campaigns, predictions, site texts, the staff accounts, the audit log, the analytics figures and every image original.',
  exportLeavesOut:
    'It leaves out passwords, two-factor secrets, sessions, invitations, password reset links, share links and report links. Restored accounts have no password until one is set.',
  exportButton: 'Download the export',
  exportNote: 'A large site takes a while to pack: the download starts when the archive is ready.',

  restoreTitle: 'Restore',
  restoreExplain:
    'Fill this site from an archive made by an export. It works only on an empty site: no posts, categories, campaigns, images or site texts, and no staff account besides the owner.',
  restoreReplace:
    'To replace a site that has content, run `npm run restore -- <file> --force` on the server instead (with the embedded database, stop the server first).',
  restoreField: 'Archive',
  restoreHint: (max: string) =>
    `A .tar.gz file made by an export, at most ${max}. Restore a bigger one with \`npm run restore -- <file>\` on the server.`,
  restoreButton: 'Restore',
  restoreBusy: 'Restoring…',
  restoreNoFile: 'Choose the archive to restore.',
  restoreTooLarge: (max: string) =>
    `The archive is larger than ${max}, the most a restore from the admin takes: restore it on the server with \`npm run restore -- <file>\`.`,
  restoreConfirm: (name: string) => `Restore the site from ${name}?`,
  restoreConfirmExplain:
    'The archive fills this empty site. Every session ends, yours too: you then sign in as the archive’s owner account, with your current password. Other accounts have no password until you reset it from Staff.',
  restoreConfirmLabel: 'Restore',
  restoreFailed: 'Restore failed',

  backupsTitle: 'Backups',
  backupsExplain: 'Scheduled backups write the same archive into a folder on the server.',
  backupsLoading: 'Loading the backups…',
  backupsFailed: 'Could not load the backups’ state.',
  backupsEvery: (hours: string) => `Scheduled: every ${hours}.`,
  backupsOff: 'Scheduled backups are off.',
  backupsHowToTurnOn:
    'To turn them on, set `BACKUP_DIR` (the folder they go to) and `BACKUP_EVERY_HOURS` (how often) for the server, then restart it. `BACKUP_KEEP` says how many are kept (14 by default).',
  backupsLast: 'Last backup',
  backupsSize: 'Size',
  backupsNone: 'None yet',
  backupsStale: (hours: string) =>
    `The last backup is older than twice the interval (every ${hours}): check the server’s log, and that \`BACKUP_DIR\` can be written to.`,
  backupsNoneYet:
    'No backup has been written yet. The first one is written within a few minutes of the server starting.',
} as const;
