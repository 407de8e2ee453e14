import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD_HASH } from '../src/domain/demo-login';
import { DEMO_LOGIN_MESSAGE, demoLoginProblem } from './demo-login-check';

// Another password's hash (the format `npm run hash-password` prints).
const OWN_HASH = 'pbkdf2-sha256:600000:c2FsdHNhbHRzYWx0c2FsdA:aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';

describe('demoLoginProblem', () => {
  it('stops a production build without a password hash of its own, naming npm run hash-password and the override', () => {
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http' })).toBe(DEMO_LOGIN_MESSAGE);
    expect(DEMO_LOGIN_MESSAGE).toContain('`npm run hash-password`');
    expect(DEMO_LOGIN_MESSAGE).toContain('ALLOW_DEMO_LOGIN=1');
  });

  it('stops one whose hash is set to the demo hash, or left blank (blank counts as unset)', () => {
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', VITE_ADMIN_PASSWORD_HASH: DEMO_ADMIN_PASSWORD_HASH })).toBe(DEMO_LOGIN_MESSAGE);
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: ' http ', VITE_ADMIN_PASSWORD_HASH: ` ${DEMO_ADMIN_PASSWORD_HASH}\n` })).toBe(DEMO_LOGIN_MESSAGE);
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', VITE_ADMIN_PASSWORD_HASH: '  ' })).toBe(DEMO_LOGIN_MESSAGE);
  });

  it('lets a production build with its own hash through', () => {
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', VITE_ADMIN_PASSWORD_HASH: OWN_HASH })).toBeNull();
  });

  it('lets the demo login through when ALLOW_DEMO_LOGIN is 1 or true, and only then', () => {
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', ALLOW_DEMO_LOGIN: '1' })).toBeNull();
    expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', ALLOW_DEMO_LOGIN: 'TRUE' })).toBeNull();
    for (const value of ['', '0', 'false', 'yes']) expect(demoLoginProblem({ VITE_DATA_ADAPTER: 'http', ALLOW_DEMO_LOGIN: value }), value).toBe(DEMO_LOGIN_MESSAGE);
  });

  it('leaves the demo builds alone: they sign in with the demo login on purpose', () => {
    for (const adapter of [undefined, '', 'msw', 'dexie', 'json-server']) expect(demoLoginProblem({ VITE_DATA_ADAPTER: adapter }), adapter).toBeNull();
  });
});
