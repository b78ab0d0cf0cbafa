/**
 * Logout: calls q=logout, then always drops the flag and goes to /admin/login (even when the
 * backend is unreachable: the local session ends either way, and the server's expires).
 */
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from './api';
import { adminLoggedOut } from './authSlice';

export function useLogout(): { logout: () => Promise<void>; isLoggingOut: boolean } {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [callLogout, { isLoading }] = useLogoutMutation();
  const logout = useCallback(async () => {
    await callLogout()
      .unwrap()
      .catch(() => undefined);
    dispatch(adminLoggedOut());
    navigate('/admin/login', { replace: true });
  }, [callLogout, dispatch, navigate]);
  return { logout, isLoggingOut: isLoading };
}
