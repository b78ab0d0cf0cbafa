import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPanel } from '../../../components/NotFoundPanel';
import { PageLinks } from '../../../components/PageLinks';
import { Spinner } from '../../../components/Spinner';
import { useGoBack } from '../../../components/useGoBack';
import { authorPath } from '../../../contract/paths';
import { useAuthorPages, useGetAuthorQuery } from '../../../features/authors/api';
import { AuthorProfile } from '../../../features/authors/components/AuthorProfile';
import { EmptyPosts } from '../../../features/posts/components/EmptyPosts';
import { PostGrid } from '../../../features/posts/components/PostGrid';
import { authorArg } from '../../pages/author.data';

/**
 * `/authors/{authorSlug}`: the author's photo, name and bio, and their published posts, a page at
 * a time. Not found on a backend without staff (asked nothing but its capabilities) and for an
 * unknown author.
 */
export default function AuthorPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const arg = authorArg({ params, search });
  const goBack = useGoBack();
  const { available, pending } = useAuthorPages();
  const answer = useGetAuthorQuery(arg, { skip: !available || !arg.slug });

  if (pending || answer.isLoading) {
    return <Spinner label="Loading the author" className="min-h-64" />;
  }
  const found = answer.data;
  if (!available || !arg.slug || found === null) {
    return <NotFoundPanel subtext="There is no author by that name." onGoBack={goBack} />;
  }
  // No answer: the call failed (the failure itself is logged).
  if (!found) {
    return (
      <p
        role="alert"
        className="mx-auto max-w-content px-4 py-10 text-slate-700 dark:text-slate-300"
      >
        The author&rsquo;s page could not be loaded. Try again in a moment.
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(found.total / found.per_page));
  const path = authorPath(found.author.slug);
  return (
    <section
      aria-labelledby="author-heading"
      className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8"
    >
      <AuthorProfile id="author-heading" author={found.author} />
      {found.posts.length > 0 ? (
        <PostGrid posts={found.posts} label={`Posts by ${found.author.name}`} />
      ) : (
        <EmptyPosts message="No posts by this author yet." />
      )}
      <PageLinks
        page={found.page}
        pages={pages}
        hrefOf={(page) => (page > 1 ? `${path}?page=${page}` : path)}
        newer="Newer posts"
        older="Older posts"
      />
    </section>
  );
}
