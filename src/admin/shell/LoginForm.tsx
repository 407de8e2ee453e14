import { useRef, useState, type FormEvent } from 'react';
import { getConfig } from '../../config';
import { COMPANY } from '../../domain/company-info';
import { adminMessages, ruleMessages } from '../../domain/messages';
import { Alert } from '../../ui/Alert';
import { FormField, fieldAria } from '../../ui/FormField';
import { busyButtonProps } from '../../ui/use-heading-focus';
import { checkCredentials } from './login-check';
import styles from './LoginForm.module.css';
import { startSession } from './session';

type FieldErrors = { username?: string; password?: string };

/** The login screen's main element (focus starts at its heading after a Logout). */
export const LOGIN_MAIN_ID = 'admin-login';

/** The admin login (admin spec 2, 5): both fields required; a wrong pair gives 'Invalid credentials'. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
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
      startSession();
      return;
    }
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
        <button type="submit" className={`btn btn--primary ${styles.submit}`} {...busyButtonProps(checking)}>
          {checking ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
