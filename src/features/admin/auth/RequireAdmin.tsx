/**
 * The spec's route guard: when the session flag is not 'true' the visitor goes to /admin/login
 * (remembering where they wanted to go). The flag drops on logout and on any 401 from the
 * backend, so the server decides in the end.
 *
 * Each time the admin area is entered, the guard also asks the server (q=session):
 * - a live session restores the flag of a new tab (session storage is per tab), so the admin is
 *   not asked for the password again;
 * - a flag the server does not back (set by hand, or left from a session that ended) is dropped
 *   before any admin page shows.
 * A backend without q=session (a seed backend, legacy mode) gives no answer either way: the flag
 * alone decides there, as in the seed. When the site requires two-factor login of someone who has
 * not turned it on (the session says so), every admin address leads to Your account to set it up.
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminLoading } from '../ui/AdminLoading';
import { useGetSessionQuery } from './api';
import { adminLoggedIn, adminLoggedOut, selectAdminLoggedIn } from './authSlice';

/** Where someone the site requires two-factor login of sets it up (Your account). */
export const TWO_FACTOR_SETUP_PATH = '/admin/account';

export function RequireAdmin() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const location = useLocation();
  const dispatch = useDispatch();
  // A fresh answer every time: a cached one may predate a logout.
  const session = useGetSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  // Waits for the first check since entering (a cached answer may be stale); later checks (on
  // focus, say) never unmount the page the admin is working in: only a definite "not
  // authenticated" sends them away.
  const [sawCheck, setSawCheck] = useState(false);
  const [settled, setSettled] = useState(false);
  if (session.isFetching && !sawCheck) setSawCheck(true);
  if (sawCheck && !session.isFetching && !settled) setSettled(true);
  const checking = !settled;
  const serverSays = settled && !session.isFetching ? session.data?.authenticated : undefined;
  const restore = !loggedIn && serverSays === true;
  const revoke = loggedIn && serverSays === false;
  useEffect(() => {
    if (restore) dispatch(adminLoggedIn());
    if (revoke) dispatch(adminLoggedOut());
  }, [restore, revoke, dispatch]);

  if (checking || restore) {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-ink-900">
        <AdminLoading text="Checking your session..." className="w-full max-w-sm" />
      </main>
    );
  }
  if (loggedIn && !revoke) {
    // The owner requires two-factor login and this person has none yet: the server refuses every
    // other call until they turn it on, so the admin shows where they can.
    const due = session.data?.two_factor_required === true && session.data.two_factor === false;
    if (due && location.pathname !== TWO_FACTOR_SETUP_PATH) {
      return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
    }
    return <Outlet />;
  }
  return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
}
