/**
 * What each admin mutation does, declared once: the dashboard's "recent activity" is worded from
 * this kind, never from the endpoint's name. The map is typed by the admin APIs' mutations, so a
 * mutation added, renamed or removed there does not compile until it is declared here too. The
 * imports are types only: the dashboard loads none of the feature chunks.
 */
import type { DefinitionType, DefinitionsFromApi } from '@reduxjs/toolkit/query';
import type { authApi } from '../auth/api';
import type { adminBannersApi } from '../banners/api';
import type { adminCategoriesApi } from '../categories/api';
import type { adminPopularApi } from '../popular/api';
import type { adminPostsApi } from '../posts/api';

export type ActivityKind =
  | `post ${'added' | 'updated' | 'deleted'}`
  | `category ${'added' | 'updated' | 'deleted'}`
  | `banner ${'uploaded' | 'updated' | 'deleted'}`
  | 'popular list saved';

/** The names of an API's mutation endpoints. */
type MutationsOf<A> = {
  [K in keyof DefinitionsFromApi<A>]: DefinitionsFromApi<A>[K] extends {
    type: DefinitionType.mutation;
  }
    ? K
    : never;
}[keyof DefinitionsFromApi<A>];

export type AdminMutation =
  | MutationsOf<typeof authApi>
  | MutationsOf<typeof adminPostsApi>
  | MutationsOf<typeof adminCategoriesApi>
  | MutationsOf<typeof adminPopularApi>
  | MutationsOf<typeof adminBannersApi>;

/** Every admin mutation's kind; null for the session calls, which change nothing to record. */
export const MUTATION_KINDS: Record<AdminMutation, ActivityKind | null> = {
  login: null,
  logout: null,
  createPost: 'post added',
  updatePost: 'post updated',
  deletePost: 'post deleted',
  addCategory: 'category added',
  updateCategory: 'category updated',
  deleteCategory: 'category deleted',
  savePopular: 'popular list saved',
  uploadBanner: 'banner uploaded',
  updateBanner: 'banner updated',
  deleteBanner: 'banner deleted',
};

/** The declared kind of a mutation by its endpoint name; null for one that declares none. */
export function mutationKind(endpointName: string): ActivityKind | null {
  return Object.hasOwn(MUTATION_KINDS, endpointName)
    ? MUTATION_KINDS[endpointName as AdminMutation]
    : null;
}
