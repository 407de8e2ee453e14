import { useRef, useState, type FormEvent } from 'react';
import { getConfig } from '../../config';
import { COMPANY } from '../../domain/company-info';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { busyButtonProps } from '../../ui/use-heading-focus';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { formatCountdown, useNowUntil } from './countdown';
import { checkCredentials } from './login-check';
import { loginWaitUntil, recordLoginFailure, recordLoginSuccess } from './login-throttle';
import styles from './LoginForm.module.css';
import { startSession } from './session';

type FieldErrors = { username?: string; password?: string };

/** The login screen's main element (focus starts at its heading after a Logout). */
export const LOGIN_MAIN_ID = 'admin-login';

/** A wait before the next attempt (login-throttle.ts): when it was learnt, and its message as first said. */
type Wait = { until: number; at: number; said: string };

function waitUntil(until: number): Wait {
  const at = Date.now();
  return { until, at, said: adminMessages.login.tooManyAttempts(formatCountdown(until - at)) };
}

/**
 * The admin login (admin spec 2, 5): both fields required; a wrong pair gives 'Invalid credentials'. After repeated
 * failures the next attempt waits (login-throttle.ts), with a countdown, and the Login button cannot be used meanwhile.
 */
export function LoginForm({ notice }: { notice?: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [wait, setWait] = useState(() => waitUntil(loginWaitUntil()));
  // The countdown's clock may be older than the wait (it last ran for an earlier one).
  const now = Math.max(useNowUntil(wait.until || null), wait.at);
  const waiting = wait.until > now;
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    // Read again: another tab may have failed meanwhile.
    const until = loginWaitUntil();
    if (until > Date.now()) {
      setWait(waitUntil(until));
      return;
    }
    const next: FieldErrors = {
      username: username.trim() === '' ? ruleMessages.required('Username') : undefined,
      password: password === '' ? ruleMessages.required('Password') : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.password) {
      (next.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setChecking(true);
    let ok = false;
    try {
      ok = await checkCredentials(username, password, getConfig());
    } catch {
      // A failed check (no usable crypto, a bad configuration) must never leave the button on "Logging in...".
      setChecking(false);
      setFailure(adminMessages.login.checkFailed);
      passwordRef.current?.focus();
      return;
    }
    setChecking(false);
    if (ok) {
      recordLoginSuccess();
      startSession();
      return;
    }
    setWait(waitUntil(recordLoginFailure()));
    setFailure(adminMessages.login.invalid);
    setPassword('');
    passwordRef.current?.focus();
  }

  return (
    <main id={LOGIN_MAIN_ID} className={styles.page}>
      <form className={styles.card} onSubmit={handleSubmit} noValidate aria-labelledby="admin-login-title">
        <p className={styles.brand}>{COMPANY.name}</p>
        <h1 id="admin-login-title" className={styles.title}>
          Admin Login
        </h1>
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {waiting ? (
          <Alert tone="warning">
            {/* The countdown is seen ticking; assistive technology hears the message once, not every second. */}
            <span aria-hidden="true">{adminMessages.login.tooManyAttempts(formatCountdown(wait.until - now))}</span>
            <VisuallyHidden>{wait.said}</VisuallyHidden>
          </Alert>
        ) : null}
        <FormField id="admin-username" label="Username" required error={errors.username}>
          <input
            ref={usernameRef}
            className="form-control"
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            {...fieldAria('admin-username', { error: errors.username })}
          />
        </FormField>
        <FormField id="admin-password" label="Password" required error={errors.password}>
          <input
            ref={passwordRef}
            className="form-control"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldAria('admin-password', { error: errors.password })}
          />
        </FormField>
        <button type="submit" className={`btn btn--primary ${styles.submit}`} disabled={waiting} {...busyButtonProps(checking)}>
          {checking ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
