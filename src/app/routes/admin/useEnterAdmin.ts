import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { adminLoggedIn } from '../../../features/admin/auth/authSlice';

/**
 * For the pages a one-time link opens (joining, a password reset): once the server has signed the
 * person in, the admin's guard learns it and the dashboard opens, replacing the link's page.
 */
export function useEnterAdmin(): () => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(adminLoggedIn());
    navigate('/admin', { replace: true });
  };
}
