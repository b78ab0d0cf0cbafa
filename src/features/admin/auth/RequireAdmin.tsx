/**
 * The spec's route guard: when the session flag is not 'true' the visitor goes to /admin/login
 * (remembering where they wanted to go). The flag drops on logout and on any 401 from the
 * backend, so the server decides in the end.
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { selectAdminLoggedIn } from './authSlice';

export function RequireAdmin() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
