/**
 * What each admin mutation does, declared once: the dashboard's "recent activity" is worded from
 * this kind, never from the endpoint's name. The map is typed by the admin APIs' mutations, so a
 * mutation added, renamed or removed there does not compile until it is declared here too. It
 * lives where the admin area is composed, as it reads every admin sub-feature's API; the imports
 * are types only: the admin area loads none of the feature chunks for it.
 */
import type { DefinitionType, DefinitionsFromApi } from '@reduxjs/toolkit/query';
import type { authApi } from '../../../features/admin/auth/api';
import type { adminBannersApi } from '../../../features/admin/banners/api';
import type { adminCategoriesApi } from '../../../features/admin/categories/api';
import type { adminPopularApi } from '../../../features/admin/popular/api';
import type { adminPostsApi } from '../../../features/admin/posts/api';
import { describeActivity, type ActivityKind } from '../../../features/admin/dashboard/activity';

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
  loginCode: null,
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

/**
 * The sentence for a fulfilled mutation, from the kind it declares and its argument; null for the
 * session calls and for a mutation that declares no kind.
 */
export function describeMutation(endpointName: string, arg: unknown): string | null {
  const kind = mutationKind(endpointName);
  return kind ? describeActivity(kind, arg) : null;
}
