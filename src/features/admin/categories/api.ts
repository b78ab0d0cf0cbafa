/**
 * The admin's category calls (spec 7, Admin): q=category&id (load one), POST q=categories JSON
 * {name, slug} → {success, message}, POST q=category-update JSON {id, name, slug} →
 * {status, message}, DELETE q=category-delete&id → {error} on failure. Writes invalidate the
 * 'Category' tags (the public category bar and pages refresh) and, for renames, the posts
 * (which carry the category's name and slug).
 */
import { baseApi } from '../../../api/baseApi';
import { normaliseSingleCategory } from '../../../contract/normalise';
import type {
  Category,
  CategoryInput,
  CategoryUpdateInput,
  StatusAnswer,
} from '../../../contract/schemas';
import { statusResult, unlessErrorResult } from '../lib/writeResult';

/**
 * What the category form edits and sends. `betting`, `description` and `topics` are additions,
 * sent only to a backend that keeps them (undefined, they are left out of the JSON).
 */
export type CategoryValues = Pick<
  CategoryInput,
  'name' | 'slug' | 'betting' | 'description' | 'topics'
>;
type CategoryUpdate = CategoryValues & Pick<CategoryUpdateInput, 'id'>;

export const adminCategoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=category&id=…: the category an edit form loads, or null when there is none. */
    getAdminCategory: build.query<Category | null, number>({
      query: (id) => ({ q: 'category', params: { id } }),
      transformResponse: normaliseSingleCategory,
      providesTags: (_c, _e, id) => [{ type: 'Category', id }],
    }),
    addCategory: build.mutation<StatusAnswer, CategoryValues>({
      queryFn: async ({ name, slug, betting, description, topics }, _api, _extra, baseQuery) =>
        statusResult(
          await baseQuery({
            q: 'categories',
            method: 'POST',
            json: { name, slug, betting, description, topics },
          }),
        ),
      invalidatesTags: (result) => (result ? [{ type: 'Category', id: 'LIST' }] : []),
    }),
    updateCategory: build.mutation<StatusAnswer, CategoryUpdate>({
      queryFn: async ({ id, name, slug, betting, description, topics }, _api, _extra, baseQuery) =>
        statusResult(
          await baseQuery({
            q: 'category-update',
            method: 'POST',
            json: { id, name, slug, betting, description, topics },
          }),
        ),
      invalidatesTags: (result, _e, { id }) =>
        result
          ? [
              { type: 'Category', id: 'LIST' },
              { type: 'Category', id },
              { type: 'Post', id: 'LIST' },
              { type: 'Popular', id: 'LIST' },
            ]
          : [],
    }),
    deleteCategory: build.mutation<StatusAnswer, number>({
      queryFn: async (id, _api, _extra, baseQuery) =>
        unlessErrorResult(
          await baseQuery({ q: 'category-delete', method: 'DELETE', params: { id } }),
        ),
      invalidatesTags: (result, _e, id) =>
        result
          ? [
              { type: 'Category', id: 'LIST' },
              { type: 'Category', id },
            ]
          : [],
    }),
  }),
});

export const {
  useGetAdminCategoryQuery,
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = adminCategoriesApi;
