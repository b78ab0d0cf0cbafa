/**
 * /admin/posts: the posts, 20 a page, with edit and delete, the way to add one, and a search. On a
 * backend with the editorial workflow the list reads q=admin-posts (every post with its status, a
 * status filter, the search on the server); on the seed's it reads q=posts. Until the backend has
 * said which it is, the seed list waits in its loading state (never showing its posts for a moment
 * before the editorial list). Once idle it fetches the post form and its editor ahead.
 */
import { useCapabilities } from '../../../features/admin/lib/capabilities';
import { PostsList } from '../../../features/admin/posts/list/PostsList';
import { editorialPosts } from '../../../features/admin/posts/list/useEditorialPosts';
import { seedPosts, type SeedPostsCalls } from '../../../features/admin/posts/list/useSeedPosts';
import { AdminListPage } from '../../../features/admin/ui/AdminListPage';
import { postsApi, useGetPostsTablePageQuery } from '../../../features/posts/api';
import { usePrefetchPostForm } from './usePrefetchPostForm';

const SEED_CALLS: SeedPostsCalls = {
  usePage: useGetPostsTablePageQuery,
  usePrefetch: () => postsApi.usePrefetch('getPostsTablePage'),
};

export default function PostsListPage() {
  const { editorial, pending, timeZone } = useCapabilities();
  // The post form, with its editor, is where the admin goes from here.
  usePrefetchPostForm();
  return (
    <AdminListPage title="Posts" add={{ to: '/admin/posts/add', label: 'Add Post' }}>
      {editorial ? (
        <PostsList key="editorial" useSource={editorialPosts(timeZone)} />
      ) : (
        <PostsList key="seed" useSource={seedPosts(SEED_CALLS, pending)} />
      )}
    </AdminListPage>
  );
}
