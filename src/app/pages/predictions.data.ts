/**
 * `/predictions` and `/predictions/{categorySlug}`: the predictions' public record, the whole
 * site's or one category's, with the list of every pick (`?status=upcoming|settled`, `?page=N`).
 * Only a backend that keeps the record (q=capabilities says `predictions`) is asked for it: the
 * server's render asks its own; in the browser the page asks once the probe says so. Elsewhere
 * the page is not found. Its calls are the server's render's only (`renderedOnly`), never the
 * early script's, so its endpoints come with it.
 */
import { capabilitiesApi, readCapabilities } from '../../api/capabilitiesApi';
import { readRequest } from '../../api/requests';
import { PREDICTION_FILTERS, type PredictionFilter } from '../../contract/predictionCalls';
import {
  listRequest,
  predictionsApi,
  readPredictionList,
  readRecord,
  recordRequest,
  type ListArg,
  type RecordArg,
} from '../../features/predictions/api';
import { registerEndpoints } from './answers';
import { notFoundHead } from './head';
import type { Answers, HeadView, PageAt, PageCall } from './types';

registerEndpoints({
  getCapabilities: capabilitiesApi.endpoints.getCapabilities,
  getPredictionRecord: predictionsApi.endpoints.getPredictionRecord,
  getPredictionList: predictionsApi.endpoints.getPredictionList,
});

export const TITLE = 'Predictions record';
export const NOT_FOUND_TITLE = 'Page Not Found';

/** The record and the list the address asks for. */
export function recordArgs({ params, search }: Omit<PageAt, 'counting'>): {
  record: RecordArg;
  list: ListArg;
} {
  const category = params.categorySlug ?? '';
  const asked = search.get('status') as PredictionFilter | null;
  const status = asked && PREDICTION_FILTERS.includes(asked) ? asked : 'all';
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(search.get('page'))) || 1));
  return { record: { category }, list: { category, status, page } };
}

const capabilitiesCall: PageCall<ReturnType<typeof readCapabilities>> = {
  endpoint: 'getCapabilities',
  request: readRequest('GET capabilities', {}),
  read: readCapabilities,
  renderedOnly: true,
};

export const calls = (at: PageAt) => {
  const { record, list } = recordArgs(at);
  return {
    capabilities: capabilitiesCall,
    record: {
      endpoint: 'getPredictionRecord',
      arg: record,
      request: recordRequest(record),
      read: readRecord,
      renderedOnly: true,
    } satisfies PageCall<ReturnType<typeof readRecord>>,
    list: {
      endpoint: 'getPredictionList',
      arg: list,
      request: listRequest(list),
      read: readPredictionList,
      renderedOnly: true,
    } satisfies PageCall<ReturnType<typeof readPredictionList>>,
  };
};

type RecordAnswers = Answers<ReturnType<typeof calls>>;

const signed = (value: number, unit = '') => `${value > 0 ? '+' : ''}${value}${unit}`;

export function head({ capabilities, record }: RecordAnswers, view: HeadView) {
  if (view.pending && !record) return { title: null };
  // A backend without the record (a seed-only one), or a category it does not know.
  if (!capabilities?.predictions || !record) return notFoundHead(NOT_FOUND_TITLE);
  const name = record.category?.name;
  const title = name ? `${name} ${TITLE.toLowerCase()}` : TITLE;
  const figures =
    record.settled > 0
      ? `${record.settled} settled picks: strike rate ${record.strike_rate}%, profit ${signed(record.profit)} units, yield ${signed(record.yield ?? 0, '%')}.`
      : 'No settled picks yet.';
  return {
    title,
    description: `Every ${name ? `${name} ` : ''}pick on ${view.site.brand}, published before kickoff, locked at kickoff and settled in public. ${figures}`,
    canonicalPath: `/predictions${record.category ? `/${record.category.slug}` : ''}`,
  };
}
