/**
 * What the backend supports beyond the seed's contract (q=capabilities, an addition). Only a
 * backend that answers with `editorial: true` has the editorial workflow; against any other (the
 * seed's PHP backend answers an unknown `q` with an error or a page) the answer is null, and every
 * admin screen keeps the seed's flow.
 */
import { baseApi, type ApiError } from '../../../api/baseApi';
import { capabilitiesAnswer, type CapabilitiesAnswer } from '../../../contract/schemas';

export const capabilitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q=capabilities: null when the backend does not have the editorial workflow (any answer but
     * the addition's, or a refusal). Only an unreachable backend is an error, tried again later.
     */
    getCapabilities: build.query<CapabilitiesAnswer | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = (await baseQuery({ q: 'capabilities' })) as {
          data?: unknown;
          error?: ApiError;
        };
        if (result.error?.status === 'FETCH_ERROR') return { error: result.error };
        const answer = capabilitiesAnswer.safeParse(result.data);
        return { data: answer.success && answer.data.editorial ? answer.data : null };
      },
      providesTags: ['Capabilities'],
    }),
  }),
});

export const { useGetCapabilitiesQuery } = capabilitiesApi;
