/** Adds a category (POST q=categories): "Category added successfully!" then back to the list. */
import { useNavigate } from 'react-router-dom';
import { useCapabilities } from '../lib/capabilities';
import { AdminLoading } from '../ui/AdminLoading';
import { useAdminNotify } from '../ui/useAdminNotify';
import { useAddCategoryMutation, type CategoryValues } from './api';
import { CategoryForm } from './CategoryForm';
import { CATEGORY_MESSAGES } from './messages';
import { categoryFailure } from './categoryFailure';

export function AddCategory() {
  const [add, { isLoading }] = useAddCategoryMutation();
  const notify = useAdminNotify();
  const navigate = useNavigate();
  // Only a backend that keeps the betting flag, the description and the topics (the reference
  // server) is asked to store them.
  const { predictions, categoryDetails, pending } = useCapabilities();

  const submit = async (values: CategoryValues) => {
    try {
      await add(values).unwrap();
      notify({ kind: 'success', text: CATEGORY_MESSAGES.added });
      navigate('/admin/categories');
    } catch (error) {
      notify({ kind: 'error', text: categoryFailure(error, CATEGORY_MESSAGES.addFailed) });
    }
  };

  if (pending) return <AdminLoading text="Loading..." />;
  return (
    <CategoryForm
      initial={{
        name: '',
        slug: '',
        betting: predictions ? true : undefined,
        ...(categoryDetails && { description: '', topics: [] }),
      }}
      submitLabel="Add Category"
      submitting={isLoading}
      onSubmit={submit}
    />
  );
}
