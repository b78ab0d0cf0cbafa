/**
 * /admin/login: the login card, drawn at once (it is part of the admin area's chunk). A visitor
 * already logged in goes straight to the dashboard: at once when this tab's flag says so, else as
 * soon as the server's session check (asked while the form shows) says so.
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { env } from '../../../config/env';
import { useGetSessionQuery } from '../../../features/admin/auth/api';
import { LoginForm } from '../../../features/admin/auth/LoginForm';
import { adminLoggedIn, selectAdminLoggedIn } from '../../../features/admin/auth/authSlice';
import { panelClass } from '../../../features/admin/ui/styles';
import { AdminThemeToggle } from './AdminThemeToggle';

export default function LoginPage() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from.startsWith('/admin') ? from : '/admin';
  useSessionRestore();

  if (loggedIn) return <Navigate to={target} replace />;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-10 text-slate-900 dark:bg-ink-900 dark:text-slate-100">
      <title>{`Admin login · ${env.brandName}`}</title>
      <div className="absolute right-3 top-3">
        <AdminThemeToggle />
      </div>
      <main className={`${panelClass} w-full max-w-sm p-6 sm:p-8`}>
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo name={env.brandName} />
          <h1 className="text-xl font-bold">Admin login</h1>
        </div>
        <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
      </main>
    </div>
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
