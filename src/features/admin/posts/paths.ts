/** The addresses of the admin's post screens. */
export const POSTS_PATH = '/admin/posts';
export const postEditPath = (id: number) => `/admin/posts/edit/${id}`;
export const postPreviewPath = (id: number) => `/admin/posts/preview/${id}`;
export const postHistoryPath = (id: number) => `/admin/posts/history/${id}`;
