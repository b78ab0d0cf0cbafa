/**
 * /admin/login: the login card, drawn at once (it is part of the admin area's chunk). A visitor
 * already logged in goes straight to the dashboard: at once when this tab's flag says so, else as
 * soon as the server's session check (asked while the form shows) says so.
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useGetSessionQuery } from '../../../features/admin/auth/api';
import { LoginForm } from '../../../features/admin/auth/LoginForm';
import {
  adminLoggedIn,
  selectAdminLoggedIn,
  selectLoginNotice,
} from '../../../features/admin/auth/authSlice';
import { WithCode } from '../../../features/admin/ui/WithCode';
import { AdminCardPage } from './AdminCardPage';

export default function LoginPage() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from.startsWith('/admin') ? from : '/admin';
  const notice = useSelector(selectLoginNotice);
  useSessionRestore();

  if (loggedIn) return <Navigate to={target} replace />;
  return (
    <AdminCardPage title="Admin login">
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-500/50 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <WithCode text={notice} />
        </p>
      )}
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
    </AdminCardPage>
  );
}

/**
 * A live session (a new tab of a logged-in admin) sets this tab's flag, which leads on. Only an
 * answer fetched since the page opened counts: a cached one may predate a logout.
 */
function useSessionRestore() {
  const dispatch = useDispatch();
  const [openedAt] = useState(() => Date.now());
  const session = useGetSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  const live =
    !session.isFetching &&
    (session.fulfilledTimeStamp ?? 0) >= openedAt &&
    session.data?.authenticated === true;
  useEffect(() => {
    if (live) dispatch(adminLoggedIn());
  }, [live, dispatch]);
}
