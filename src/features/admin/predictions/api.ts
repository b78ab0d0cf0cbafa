/**
 * The admin's calls on the predictions' record (additions; only a backend whose capabilities say
 * `predictions` has them): q=predictions-to-settle (picks past kickoff without a result, oldest
 * first), the settled picks (the public q=predictions, status=settled, for corrections), a pick's
 * history, and the two writes: POST q=prediction-settle {id, result, score} (settling a settled
 * pick again is a logged correction) and POST q=prediction-void {id, reason}.
 *
 * Answers are checked against the calls table's. The writes refresh the lists (and the sidebar's
 * count, read from the same query), the public record and the post whose card shows the result.
 */
import { baseApi } from '../../../api/baseApi';
import { CALLS } from '../../../contract/calls';
import type {
  PredictionEvent,
  PredictionRow,
  PredictionSettleInput,
  PredictionsAnswer,
  PredictionVoidInput,
} from '../../../contract/predictionCalls';
import type { StatusAnswer } from '../../../contract/schemas';
import { checkedAnswer } from '../lib/checkedAnswer';

/** A write names the pick's post too, so that the post's card refreshes. */
type OnPost<T> = T & { postId: number };

const afterWrite = (result: unknown, _error: unknown, { id, postId }: OnPost<{ id: string }>) =>
  result
    ? // Every list, history and figure of the record (the public ones provide the bare tag).
      [
        'Predictions' as const,
        { type: 'Predictions' as const, id },
        { type: 'Post' as const, id: postId },
      ]
    : [];

export const adminPredictionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=predictions-to-settle: past kickoff, no result yet, oldest kickoff first. */
    getPredictionsToSettle: build.query<PredictionRow[], void>({
      query: () => ({ q: 'predictions-to-settle' }),
      responseSchema: CALLS['GET predictions-to-settle'].answer,
      ...checkedAnswer,
      providesTags: [{ type: 'Predictions', id: 'LIST' }],
    }),
    /** q=predictions&status=settled&page=: settled picks, newest kickoff first, for corrections. */
    getSettledPredictions: build.query<PredictionsAnswer, number>({
      query: (page) => ({
        q: 'predictions',
        params: { status: 'settled', ...(page > 1 ? { page } : {}) },
      }),
      responseSchema: CALLS['GET predictions'].answer,
      ...checkedAnswer,
      providesTags: [{ type: 'Predictions', id: 'LIST' }],
    }),
    /** q=prediction-history&id=: created, locked, settled, corrected, voided, with times. */
    getPredictionHistory: build.query<PredictionEvent[], string>({
      query: (id) => ({ q: 'prediction-history', params: { id } }),
      responseSchema: CALLS['GET prediction-history'].answer,
      ...checkedAnswer,
      providesTags: (_events, _error, id) => [{ type: 'Predictions', id }],
    }),
    settlePrediction: build.mutation<StatusAnswer, OnPost<PredictionSettleInput>>({
      query: ({ id, result, score }) => ({
        q: 'prediction-settle',
        method: 'POST',
        json: { id, result, score },
      }),
      responseSchema: CALLS['POST prediction-settle'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
    voidPrediction: build.mutation<StatusAnswer, OnPost<PredictionVoidInput>>({
      query: ({ id, reason }) => ({ q: 'prediction-void', method: 'POST', json: { id, reason } }),
      responseSchema: CALLS['POST prediction-void'].answer,
      ...checkedAnswer,
      invalidatesTags: afterWrite,
    }),
  }),
});

export const {
  useGetPredictionsToSettleQuery,
  useGetSettledPredictionsQuery,
  useGetPredictionHistoryQuery,
  useSettlePredictionMutation,
  useVoidPredictionMutation,
} = adminPredictionsApi;

/**
 * How many picks wait to be settled, for the sidebar's badge: the same query as the list, so a
 * settled pick leaves both at once. Undefined while unknown, and without the predictions' record.
 */
export function useToSettleCount(predictions: boolean): number | undefined {
  const { data } = useGetPredictionsToSettleQuery(undefined, { skip: !predictions });
  return predictions ? data?.length : undefined;
}
