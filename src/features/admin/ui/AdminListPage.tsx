/**
 * An admin list screen: the page header with its "Add …" link, then the list, or while it loads
 * the loading text, or when it could not be read the failure with "Try again" (a list that could
 * not be read is never shown as empty).
 *   <AdminListPage title="Categories" add={{ to: '/admin/categories/add', label: 'Add Category' }}
 *     loading={isLoading && 'Loading categories...'} failure={isError && { message, onRetry }}>
 *     <CategoriesTable … />
 *   </AdminListPage>
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminError } from './AdminError';
import { AdminLoading } from './AdminLoading';
import { AdminPageHeader } from './AdminPageHeader';
import { buttonClass } from './styles';

export function AdminListPage({
  title,
  description,
  add,
  loading,
  failure,
  children,
}: {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  /** The page's "Add …": a link to its form, or a button that opens a dialog. */
  add?: { to: string; label: string } | { onClick: () => void; label: string };
  /** The loading text while the list loads; false once it is in. */
  loading?: string | false;
  failure?: { message: string; onRetry: () => void } | false;
  children: ReactNode;
}) {
  let body = children;
  if (loading) body = <AdminLoading text={loading} />;
  else if (failure) body = <AdminError message={failure.message} onRetry={failure.onRetry} />;
  return (
    <>
      <AdminPageHeader
        title={title}
        description={description}
        actions={
          add &&
          ('to' in add ? (
            <Link to={add.to} className={buttonClass('primary')}>
              {add.label}
            </Link>
          ) : (
            <button type="button" onClick={add.onClick} className={buttonClass('primary')}>
              {add.label}
            </button>
          ))
        }
      />
      {body}
    </>
  );
}
