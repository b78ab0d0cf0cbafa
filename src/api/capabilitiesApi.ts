/**
 * What the backend supports beyond the seed's contract (q=capabilities, an addition). Only a
 * backend that answers with `editorial: true` has the editorial workflow, and only one that also
 * answers `predictions: true` keeps the predictions' record; against any other (the seed's PHP
 * backend answers an unknown `q` with an error or a page) the answer is null, and the app keeps
 * the seed's flow: the admin's screens, and the reader's record page and its menu link, which
 * ask only once the probe says so.
 *
 * Read without the validator: the reader's record page and menus ask it too, and the answer's
 * four fields are checked by hand (the contract's `capabilitiesAnswer` is the server's shape).
 */
import { baseApi, type ApiError } from './baseApi';
import type { CapabilitiesAnswer } from '../contract/schemas';

/** The answer when it is the addition's (an editorial backend); else null. */
export function readCapabilities(raw: unknown): CapabilitiesAnswer | null {
  const answer = raw as Partial<Record<keyof CapabilitiesAnswer, unknown>> | null;
  if (answer?.editorial !== true || typeof answer.time_zone !== 'string') return null;
  return {
    editorial: true,
    time_zone: answer.time_zone,
    predictions: answer.predictions === true,
    site_texts: answer.site_texts === true,
    category_details: answer.category_details === true,
    staff: answer.staff === true,
    analytics: answer.analytics === true,
    campaigns: answer.campaigns === true,
    site_data: answer.site_data === true,
  };
}

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
        return { data: readCapabilities(result.data) };
      },
      providesTags: ['Capabilities'],
    }),
  }),
});

export const { useGetCapabilitiesQuery } = capabilitiesApi;

/** Whether the backend keeps the predictions' record (false while asking, and on the seed's). */
export function usePredictionsRecord(): { available: boolean; pending: boolean } {
  const { data, isLoading } = useGetCapabilitiesQuery();
  return { available: data?.predictions === true, pending: isLoading };
}
