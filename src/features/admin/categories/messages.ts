/** The category screens' texts, as the spec spells them (sections 2, 5 and 8). */
export const CATEGORY_MESSAGES = {
  loadingList: 'Loading categories...',
  empty: 'No categories found',
  listFailed: 'Could not load the categories.',
  loadingOne: 'Loading category...',
  notFound: 'Category not found',
  fetchFailed: 'Failed to fetch category',
  added: 'Category added successfully!',
  addFailed: 'Failed to add category',
  updated: 'Category updated successfully',
  updateFailed: 'Update failed',
  /** Not in the spec: the read-only slug is made from the name, so it is the name to change. */
  nameTaken: 'A category with this name already exists. Change the name to save it.',
  confirmDelete: 'Are you sure you want to delete this category?',
  deleted: '✅ Category deleted successfully',
  deleteFailed: '❌ Failed to delete category',
} as const;
