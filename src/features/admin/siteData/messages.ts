/** The Import and export screen's words. */
export const SITE_DATA_MESSAGES = {
  title: 'Import and export',
  explain:
    'Bring in a WordPress or Ghost site, take this whole site out as one archive, and see its scheduled backups.',
} as const;
