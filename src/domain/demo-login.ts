/**
 * The demo login's password hash (the README names the demo password, so anyone can sign in with it). Made with
 * `npm run hash-password`. Its own module, free of import.meta.env, so the build (vite.config.ts, through
 * scripts/demo-login-check.ts) can refuse a production build that still carries it.
 */
export const DEMO_ADMIN_PASSWORD_HASH = 'pbkdf2-sha256:600000:j_5RYzsfhgP5jGG5H9vBew:2mtmlxEgzHxztXaNpu9DZ7RB17utu7_BUdkhh7_nnbg';
