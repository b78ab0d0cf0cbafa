/**
 * The owner's site data calls (an addition; only a backend whose capabilities say `site_data`
 * has them): the scheduled backups' state, the export's address (a download, not a query) and
 * the restore (multipart). A restore replaces everything, and ends the session that made it:
 * the screen then leaves for the login page and drops every cached answer.
 */
import { baseApi } from '../../../api/baseApi';
import { apiUrl } from '../../../api/http';
import { CALLS } from '../../../contract/calls';
import type { SiteBackupsAnswer, SiteRestoreAnswer } from '../../../contract/siteDataCalls';
import { checkedAnswer } from '../lib/checkedAnswer';

/** Where the browser downloads the export from (the session cookie goes along). */
export const siteExportUrl = () => apiUrl('site-export');

export const siteDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteBackups: build.query<SiteBackupsAnswer, void>({
      query: () => ({ q: 'site-backups' }),
      responseSchema: CALLS['GET site-backups'].answer,
      ...checkedAnswer,
    }),
    restoreSite: build.mutation<SiteRestoreAnswer, File>({
      query: (archive) => {
        const form = new FormData();
        form.append('archive', archive);
        return { q: 'site-restore', method: 'POST', form };
      },
      responseSchema: CALLS['POST site-restore'].answer,
      ...checkedAnswer,
    }),
  }),
});

export const { useGetSiteBackupsQuery, useRestoreSiteMutation } = siteDataApi;
