import { baseApi } from '../../api/baseApi';
import { logFailure } from '../../api/logFailure';
import { readRequests } from '../../api/requests';
import { normaliseCategories } from '../../contract/normalise';
import type { Category } from '../../contract/schemas';

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q=categories: read as text and parsed; invalid JSON is logged and read as empty. */
    getCategories: build.query<Category[], void>({
      query: readRequests.categories,
      transformResponse: (raw: unknown) => {
        if (raw === null) console.error('Error fetching categories: invalid JSON');
        return normaliseCategories(raw);
      },
      onQueryStarted: logFailure('Error fetching categories'),
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;
