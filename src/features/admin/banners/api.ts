/**
 * The admin's banner calls (spec 7, Admin): POST q=banners multipart {type, image} (upload),
 * the same with update=1 (replace), DELETE q=banner-delete&type. All answer {status, message}.
 * Addition: a `link` field, sent whenever the form has one (empty removes it); with update=1 and
 * no image, only the link changes.
 * Writes invalidate 'Banner', so the public banner slots refresh.
 */
import { baseApi } from '../../../api/baseApi';
import type { BannerFields, BannerType, StatusAnswer } from '../../../contract/schemas';
import { statusResult } from '../lib/writeResult';

export interface BannerUpload extends BannerFields {
  image: File | null;
  link?: string;
}

function bannerForm({ type, image, link }: BannerUpload): FormData {
  const form = new FormData();
  form.append('type', type);
  if (image) form.append('image', image);
  if (link !== undefined) form.append('link', link.trim());
  return form;
}

const bannerTags = [{ type: 'Banner' as const, id: 'LIST' }];

export const adminBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadBanner: build.mutation<StatusAnswer, BannerUpload>({
      queryFn: async (upload, _api, _extra, baseQuery) =>
        statusResult(await baseQuery({ q: 'banners', method: 'POST', form: bannerForm(upload) })),
      invalidatesTags: (result) => (result ? bannerTags : []),
    }),
    updateBanner: build.mutation<StatusAnswer, BannerUpload>({
      queryFn: async (upload, _api, _extra, baseQuery) =>
        statusResult(
          await baseQuery({
            q: 'banners',
            params: { update: 1 },
            method: 'POST',
            form: bannerForm(upload),
          }),
        ),
      invalidatesTags: (result) => (result ? bannerTags : []),
    }),
    deleteBanner: build.mutation<StatusAnswer, BannerType>({
      queryFn: async (type, _api, _extra, baseQuery) =>
        statusResult(await baseQuery({ q: 'banner-delete', method: 'DELETE', params: { type } })),
      invalidatesTags: (result) => (result ? bannerTags : []),
    }),
  }),
});

export const { useUploadBannerMutation, useUpdateBannerMutation, useDeleteBannerMutation } =
  adminBannersApi;
