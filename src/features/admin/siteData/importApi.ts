/**
 * The admin's import (the owner's; only a backend whose capabilities say `site_data` has it):
 * POST q=site-import sends the export and its images' zip in one body, with its progress, and
 * answers the job it started; GET q=site-import follows it. Answers are checked against the calls
 * table's.
 */
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
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
  }),
});

export const { useGetSiteImportQuery } = siteImportApi;

/**
 * Sends the export (and the zip of its images) and starts the import; `onProgress` gets the
 * bytes sent. Answers the job started.
 */
export function startImport(
  files: { export: File; images: File | null },
  onProgress: (sent: number, total: number) => void,
  dispatch: Dispatch<UnknownAction>,
): Promise<ImportJob> {
  const body = new Blob(files.images ? [files.export, files.images] : [files.export]);
  const url = apiUrl('site-import', {
    name: files.export.name,
    export_bytes: files.export.size,
    uploads_name: files.images?.name,
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || body.size);
    xhr.onerror = () =>
      reject({ status: 'FETCH_ERROR', message: '', data: null } satisfies ApiError);
    xhr.onload = () => {
      const data = parseJsonText(xhr.responseText);
      if (xhr.status === 401) dispatch(sessionExpired());
      const answer = CALLS['POST site-import'].answer.safeParse(data);
      if (xhr.status >= 200 && xhr.status < 300 && answer.success && answer.data.job) {
        resolve(answer.data.job);
      } else {
        reject({ status: xhr.status, message: messageOf(data), data } satisfies ApiError);
      }
    };
    xhr.send(body);
  });
}
