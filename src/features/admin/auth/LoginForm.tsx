/**
 * The admin login form (spec 5): "Username is required", "Password must be at least 6
 * characters", and "Invalid credentials" on both fields when the server refuses the pair. A 429
 * (locked out) shows the server's message; an unreachable or failing backend a general error.
 * On success the session flag is set (adminLoggedIn) and `onLoggedIn` runs.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../../api/baseApi';
import { loginInput } from '../../../contract/schemas';
import { FormField } from '../../../components/form/FormField';
import { TextField } from '../../../components/form/TextField';
import { controlClass } from '../../../components/form/formStyles';
import { buttonClass } from '../ui/styles';
import { useLoginMutation } from './api';
import { adminLoggedIn } from './authSlice';
import { LOGIN_MESSAGES } from './messages';

interface FieldErrors {
  username?: string;
  password?: string;
}

function failureText(error: ApiError): string {
  if (error.status === 429) return error.message || LOGIN_MESSAGES.lockedOut;
  if (error.status === 501) return LOGIN_MESSAGES.noLoginEndpoint;
  if (error.status === 'FETCH_ERROR' || error.status >= 500) return LOGIN_MESSAGES.unreachable;
  return error.message || LOGIN_MESSAGES.failed;
}

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = loginInput.safeParse({ username, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await login(parsed.data).unwrap();
      dispatch(adminLoggedIn());
      onLoggedIn();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 401) {
        setErrors({ username: LOGIN_MESSAGES.invalid, password: LOGIN_MESSAGES.invalid });
      } else {
        setFormError(failureText(error));
      }
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Admin login">
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-500/60 dark:bg-red-950 dark:text-red-100"
        >
          {formError}
        </p>
      )}
      <TextField
        label="Username"
        error={errors.username}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => {
          setUsername(e.target.value);
          setErrors((prev) => ({ ...prev, username: undefined }));
        }}
      />
      <FormField label="Password" error={errors.password}>
        {(field) => (
          <div className="relative">
            <input
              {...field}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className={`${controlClass} pr-20`}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((prev) => ({ ...prev, password: undefined }));
              }}
            />
            <button
              type="button"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((v) => !v)}
              className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-semibold text-brand-800 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-ink-700"
            >
              {showPassword ? 'Hide' : 'Show'}
              <span className="sr-only"> password</span>
            </button>
          </div>
        )}
      </FormField>
      <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
