/**
 * Asks the server once per visit whether the admin session is still alive; when it says
 * `authenticated: false` (expired, logged out elsewhere) the flag drops and the guard sends the
 * admin to the login. Backends without q=session (legacy) are left alone.
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useGetSessionQuery } from './api';
import { adminLoggedOut } from './authSlice';

export function useSessionWatch(): void {
  const dispatch = useDispatch();
  const { data } = useGetSessionQuery();
  useEffect(() => {
    if (data && !data.authenticated) dispatch(adminLoggedOut());
  }, [data, dispatch]);
}
