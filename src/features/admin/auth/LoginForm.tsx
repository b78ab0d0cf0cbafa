/**
 * The admin login form (spec 5): "Username is required", "Password must be at least 6
 * characters", and "Invalid credentials" on both fields when the server refuses the pair. A 429
 * (locked out) shows the server's message; an unreachable or failing backend a general error.
 * On success the session flag is set (adminLoggedIn) and `onLoggedIn` runs. An account with
 * two-factor login goes on to the code step (LoginCodeForm) first.
 */
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { ApiError } from '../../../api/baseApi';
import { loginInput } from '../../../contract/schemas';
import { TextField } from '../../../components/form/TextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { buttonClass } from '../ui/styles';
import { useLoginMutation } from './api';
import { LoginCodeForm } from './LoginCodeForm';
import { adminLoggedIn } from './authSlice';
import { LOGIN_MESSAGES } from './messages';
import { fieldErrors } from '../lib/fieldErrors';

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  /** Two-factor login: the password was right, and this challenge waits for a code. */
  const [challenge, setChallenge] = useState<string | null>(null);

  const loggedIn = () => {
    dispatch(adminLoggedIn());
    onLoggedIn();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = loginInput.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(fieldErrors<'username' | 'password'>(parsed.error));
      return;
    }
    setErrors({});
    try {
      const outcome = await login(parsed.data).unwrap();
      if (outcome.mode === 'two_factor') {
        // The challenge stands for the password from here on: the page keeps it no longer.
        setPassword('');
        setChallenge(outcome.challenge);
        return;
      }
      loggedIn();
    } catch (caught) {
      const error = caught as ApiError;
      if (error.status === 401) {
        setErrors({ username: LOGIN_MESSAGES.invalid, password: LOGIN_MESSAGES.invalid });
      } else {
        setFormError(failureText(error));
      }
    }
  };

  if (challenge) {
    return (
      <LoginCodeForm
        challenge={challenge}
        onLoggedIn={loggedIn}
        onExpired={(message) => {
          setChallenge(null);
          setFormError(message);
        }}
      />
    );
  }

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
      <PasswordField
        label="Password"
        error={errors.password}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setErrors((prev) => ({ ...prev, password: undefined }));
        }}
      />
      <button type="submit" className={buttonClass('primary')} disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
