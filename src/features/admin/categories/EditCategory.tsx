/**
 * Edits a category: loads it with q=category&id ("Loading category...", "Category not found",
 * "Failed to fetch category"), saves with q=category-update (the server's message, else "Update
 * failed", or the admin's text for an unreachable backend: see ../lib/writeResult).
 */
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../api/baseApi';
import { useCapabilities } from '../lib/capabilities';
import { AdminLoading } from '../ui/AdminLoading';
import { AdminMessagePanel } from '../ui/AdminMessagePanel';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useGetAdminCategoryQuery, useUpdateCategoryMutation, type CategoryValues } from './api';
import { CategoryForm } from './CategoryForm';
import { CATEGORY_MESSAGES } from './messages';
import { categoryFailure } from './categoryFailure';

export function EditCategory({ id }: { id: number }) {
  const { data, isLoading, error } = useGetAdminCategoryQuery(id);
  const [update, { isLoading: saving }] = useUpdateCategoryMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();
  // The description and topics only for a backend that keeps them (the reference server).
  const { categoryDetails, pending } = useCapabilities();

  if (isLoading || pending) {
    return <AdminLoading text={CATEGORY_MESSAGES.loadingOne} className="max-w-2xl" />;
  }
  const back = { backTo: '/admin/categories', backLabel: 'Back to categories' };
  const status = (error as ApiError | undefined)?.status;
  if (error && status !== 404) {
    return <AdminMessagePanel text={CATEGORY_MESSAGES.fetchFailed} alert {...back} />;
  }
  if (!data) return <AdminMessagePanel text={CATEGORY_MESSAGES.notFound} {...back} />;

  const submit = async (values: CategoryValues) => {
    try {
      const answer = await update({ id, ...values }).unwrap();
      notify({ kind: 'success', text: answer.message || CATEGORY_MESSAGES.updated });
      navigate('/admin/categories');
    } catch (caught) {
      notify({ kind: 'error', text: categoryFailure(caught, CATEGORY_MESSAGES.updateFailed) });
    }
  };

  return (
    <CategoryForm
      key={data.id}
      initial={{
        name: data.name,
        slug: data.slug,
        betting: data.betting,
        ...(categoryDetails && { description: data.description, topics: data.topics ?? [] }),
      }}
      submitLabel="Save"
      submitting={saving}
      onSubmit={submit}
    />
  );
}
