import { useParams } from 'react-router-dom';

/** The post id of the address (`/admin/posts/edit/{id}`…); 0 when it is not a number. */
export function usePostIdParam(): number {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? Number(id) : 0;
}
