/**
 * The admin's import (the owner's; only a backend whose capabilities say `site_data` has it):
 * the files go up one at a time with their progress (q=site-import-file, the file as the body),
 * then q=site-import starts the job and GET q=site-import follows it. Answers are checked against
 * the calls table's.
 */
import { baseApi, messageOf, sessionExpired, type ApiError } from '../../../api/baseApi';
import { apiUrl } from '../../../api/http';
import { parseJsonText } from '../../../contract/normalise';
import { CALLS } from '../../../contract/calls';
import type { ImportJob } from '../../../contract/siteDataCalls';
import { checkedAnswer } from '../lib/checkedAnswer';

export const siteImportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteImport: build.query<{ job: ImportJob | null }, void>({
      query: () => ({ q: 'site-import' }),
      responseSchema: CALLS['GET site-import'].answer,
      ...checkedAnswer,
    }),
    startSiteImport: build.mutation<
      { job: ImportJob | null },
      { export: string; uploads?: string }
    >({
      query: (files) => ({ q: 'site-import', method: 'POST', json: files }),
      responseSchema: CALLS['POST site-import'].answer,
      ...checkedAnswer,
      // The job it started is the latest one: the screen follows it at once.
      async onQueryStarted(_files, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(siteImportApi.util.upsertQueryData('getSiteImport', undefined, data));
      },
    }),
  }),
});

export const { useGetSiteImportQuery, useStartSiteImportMutation } = siteImportApi;

/** One file for an import, sent as the request's body; `onProgress` gets the bytes sent. */
export function uploadImportFile(
  file: File,
  kind: 'export' | 'uploads',
  onProgress: (sent: number, total: number) => void,
  dispatch: (action: ReturnType<typeof sessionExpired>) => void,
): Promise<{ token: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('site-import-file', { kind, name: file.name }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    xhr.onerror = () =>
      reject({ status: 'FETCH_ERROR', message: '', data: null } satisfies ApiError);
    xhr.onload = () => {
      const data = parseJsonText(xhr.responseText);
      if (xhr.status === 401) dispatch(sessionExpired());
      const answer = CALLS['POST site-import-file'].answer.safeParse(data);
      if (xhr.status >= 200 && xhr.status < 300 && answer.success) {
        resolve({ token: answer.data.token });
      } else {
        reject({ status: xhr.status, message: messageOf(data), data } satisfies ApiError);
      }
    };
    xhr.send(file);
  });
}
