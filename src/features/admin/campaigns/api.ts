/**
 * The admin's banner campaigns (an addition; only a backend whose capabilities say `campaigns`
 * has them): the list, one campaign, its writes (multipart, with the creatives), its report and
 * its report links. Writes invalidate 'Banner', so the campaign list and the public banner slots
 * refresh. Reports move with every impression: each screen asks anew when it opens.
 */
import { baseApi } from '../../../api/baseApi';
import type { Campaign, CampaignReport } from '../../../contract/campaignCalls';
import { CALLS } from '../../../contract/calls';
import type { StatusAnswer } from '../../../contract/schemas';
import { checkedAnswer } from '../lib/checkedAnswer';
import { statusResult } from '../lib/writeResult';

/** What the form sends: text fields as typed, files when chosen. */
export interface CampaignWrite {
  id?: number;
  slot: 'home' | 'post';
  advertiser: string;
  link: string;
  start_date: string;
  end_date: string;
  weight: string;
  /** Targeted category ids ([] for all). */
  categories: number[];
  image: File | null;
  phoneImage: File | null;
  removePhoneImage?: boolean;
}

function campaignForm(write: CampaignWrite): FormData {
  const form = new FormData();
  if (write.id !== undefined) form.append('id', String(write.id));
  form.append('slot', write.slot);
  form.append('advertiser', write.advertiser.trim());
  form.append('link', write.link.trim());
  form.append('start_date', write.start_date);
  form.append('end_date', write.end_date);
  form.append('weight', write.weight.trim());
  form.append('categories', write.categories.join(','));
  if (write.image) form.append('image', write.image);
  if (write.phoneImage) form.append('phone_image', write.phoneImage);
  if (write.removePhoneImage) form.append('remove_phone_image', '1');
  return form;
}

const campaignTags = [{ type: 'Banner' as const, id: 'LIST' }];

export interface ReportLinkCreated {
  status: 'success';
  message: string;
  id: number;
  token: string;
  expires_at: string;
}

export const adminCampaignsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<Campaign[], void>({
      query: () => ({ q: 'campaigns' }),
      responseSchema: CALLS['GET campaigns'].answer,
      ...checkedAnswer,
      providesTags: campaignTags,
      keepUnusedDataFor: 0,
    }),
    getCampaign: build.query<Campaign, number>({
      query: (id) => ({ q: 'campaign', params: { id } }),
      responseSchema: CALLS['GET campaign'].answer,
      ...checkedAnswer,
      providesTags: campaignTags,
      keepUnusedDataFor: 0,
    }),
    saveCampaign: build.mutation<StatusAnswer, CampaignWrite>({
      queryFn: async (write, _api, _extra, baseQuery) =>
        statusResult(
          await baseQuery({
            q: write.id === undefined ? 'campaigns' : 'campaign-update',
            method: 'POST',
            form: campaignForm(write),
          }),
        ),
      invalidatesTags: (result) => (result ? campaignTags : []),
    }),
    deleteCampaign: build.mutation<StatusAnswer, number>({
      queryFn: async (id, _api, _extra, baseQuery) =>
        statusResult(await baseQuery({ q: 'campaign-delete', method: 'DELETE', params: { id } })),
      invalidatesTags: (result) => (result ? campaignTags : []),
    }),
    getCampaignReport: build.query<CampaignReport, { id: number } | { token: string }>({
      query: (params) => ({ q: 'campaign-report', params }),
      responseSchema: CALLS['GET campaign-report'].answer,
      ...checkedAnswer,
      keepUnusedDataFor: 0,
    }),
    createReportLink: build.mutation<ReportLinkCreated, number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          q: 'campaign-report-link',
          method: 'POST',
          json: { id },
        });
        if (result.error) return { error: result.error };
        return { data: result.data as ReportLinkCreated };
      },
    }),
  }),
});

export const {
  useGetCampaignsQuery,
  useGetCampaignQuery,
  useSaveCampaignMutation,
  useDeleteCampaignMutation,
  useGetCampaignReportQuery,
  useCreateReportLinkMutation,
} = adminCampaignsApi;
