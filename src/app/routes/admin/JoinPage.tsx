/**
 * /admin/join#{token}: an invitation's page, open to anyone with the link (the token in the
 * fragment never reaches a server log). Accepting signs the new staff member in and opens the
 * dashboard.
 */
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminLoggedIn } from '../../../features/admin/auth/authSlice';
import { JoinForm } from '../../../features/admin/staff/JoinForm';
import { JOIN_MESSAGES as M } from '../../../features/admin/staff/messages';
import { AdminCardPage } from './AdminCardPage';

export default function JoinPage() {
  const { hash } = useLocation();
  const [token] = useState(() => safeDecode(hash.slice(1)));
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (
    <AdminCardPage title={M.title}>
      <JoinForm
        token={token}
        onJoined={() => {
          dispatch(adminLoggedIn());
          navigate('/admin', { replace: true });
        }}
      />
    </AdminCardPage>
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
