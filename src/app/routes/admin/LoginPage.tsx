/** /admin/login: the login card; a visitor already logged in goes straight to the dashboard. */
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { env } from '../../../config/env';
import { LoginForm } from '../../../features/admin/auth/LoginForm';
import { selectAdminLoggedIn } from '../../../features/admin/auth/authSlice';
import { panelClass } from '../../../features/admin/ui/styles';
import { AdminThemeToggle } from './AdminThemeToggle';

export default function LoginPage() {
  const loggedIn = useSelector(selectAdminLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from.startsWith('/admin') ? from : '/admin';

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
