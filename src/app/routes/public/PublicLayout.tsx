import { Outlet } from 'react-router-dom';

// Replaced by the shared layout of the public reading issue.
export function PublicLayout() {
  return <Outlet />;
}
