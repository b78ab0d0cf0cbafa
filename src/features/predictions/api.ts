/**
 * The predictions' public record (additions: q=prediction-record and q=predictions), asked only
 * of a backend whose capabilities say it keeps one (api/capabilitiesApi.ts). The answers are the
 * reference server's own; they are read without the validator (the record page is a reader's
 * page), each checked for the shape the page draws and read as nothing when it is not.
 */
import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { readRequest } from '../../api/requests';
import type {
  PredictionFilter,
  PredictionRecordAnswer,
  PredictionsAnswer,
} from '../../contract/predictionCalls';

export interface RecordArg {
  /** A category's slug, or '' for the whole site's record. */
  category: string;
}

export interface ListArg extends RecordArg {
  status: PredictionFilter;
  page: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The record, when the answer is one; else null. */
export function readRecord(raw: unknown): PredictionRecordAnswer | null {
  if (!isObject(raw) || typeof raw.settled !== 'number' || typeof raw.profit !== 'number') {
    return null;
  }
  return {
    ...raw,
    categories: Array.isArray(raw.categories) ? raw.categories : [],
    months: Array.isArray(raw.months) ? raw.months : [],
  } as PredictionRecordAnswer;
}

/** A page of the list, when the answer is one; else null. */
export function readPredictionList(raw: unknown): PredictionsAnswer | null {
  if (!isObject(raw) || !Array.isArray(raw.items) || typeof raw.total !== 'number') return null;
  return raw as unknown as PredictionsAnswer;
}

export const recordRequest = ({ category }: RecordArg) =>
  readRequest('GET prediction-record', { params: category ? { category } : {} });

export const listRequest = ({ category, status, page }: ListArg) =>
  readRequest('GET predictions', {
    params: {
      ...(category ? { category } : {}),
      ...(status === 'all' ? {} : { status }),
      ...(page > 1 ? { page } : {}),
    },
  });

export const predictionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPredictionRecord: build.query<PredictionRecordAnswer | null, RecordArg>({
      query: recordRequest,
      transformResponse: readRecord,
      onQueryStarted: logFailure('Error fetching the predictions record'),
      providesTags: ['Predictions'],
    }),
    getPredictionList: build.query<PredictionsAnswer | null, ListArg>({
      query: listRequest,
      transformResponse: readPredictionList,
      onQueryStarted: logFailure('Error fetching predictions'),
      providesTags: ['Predictions'],
    }),
  }),
});

export const { useGetPredictionRecordQuery, useGetPredictionListQuery } = predictionsApi;
