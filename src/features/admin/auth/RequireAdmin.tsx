/**
 * The spec's route guard: when the session flag is not 'true' the visitor goes to /admin/login
 * (remembering where they wanted to go). The flag drops on logout and on any 401 from the
 * backend, so the server decides in the end.
 *
 * The flag lives in session storage, so a new tab starts without it. Before sending that tab to
 * the login, the guard asks the server (q=session): a live session restores the flag, and the
 * admin is not asked for the password again. A backend without q=session goes to the login.
 */
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminLoading } from '../ui/AdminLoading';
import { useGetSessionQuery } from './api';
import { adminLoggedIn, selectAdminLoggedIn } from './authSlice';

export function RequireAdmin() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const location = useLocation();
  const dispatch = useDispatch();
  // A fresh answer every time: a cached one may predate a logout.
  const session = useGetSessionQuery(undefined, {
    skip: loggedIn,
    refetchOnMountOrArgChange: true,
  });
  const restore = !loggedIn && !session.isFetching && session.data?.authenticated === true;
  useEffect(() => {
    if (restore) dispatch(adminLoggedIn());
  }, [restore, dispatch]);

  if (loggedIn) return <Outlet />;
  if (session.isUninitialized || session.isFetching || restore) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-ink-900">
        <AdminLoading text="Checking your session..." className="w-full max-w-sm" />
      </main>
    );
  }
  return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
}
