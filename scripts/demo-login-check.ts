import { loadEnv, type Plugin } from 'vite';
import { DEMO_ADMIN_PASSWORD_HASH } from '../src/domain/demo-login.ts';

/**
 * A production build (VITE_DATA_ADAPTER=http) with the demo's password hash would let anyone sign in to the back office
 * with the password the README prints (and the hash in the bundle cracks in seconds). Such a build stops, unless the
 * deployer says on purpose that it may keep the demo login (a throw-away preview, a test against a mock API).
 */

/** The build-time override (not VITE_: it never reaches the bundle). */
export const DEMO_LOGIN_OVERRIDE = 'ALLOW_DEMO_LOGIN';

export const DEMO_LOGIN_MESSAGE = [
  'This production build (VITE_DATA_ADAPTER=http) would sign in to the back office with the demo login:',
  'VITE_ADMIN_PASSWORD_HASH is unset or the demo password\'s hash, and the README names that password.',
  'Make a hash of your own password with `npm run hash-password` and set VITE_ADMIN_PASSWORD_HASH to it.',
  `To build with the demo login anyway (a private preview, a test against a mock API), set ${DEMO_LOGIN_OVERRIDE}=1.`,
].join('\n');

type Env = Record<string, string | undefined>;

const isOn = (value: string | undefined) => ['1', 'true'].includes((value ?? '').trim().toLowerCase());

/** The build's problem with its login, or null: only production builds are checked (the demos sign in as admin). */
export function demoLoginProblem(env: Env): string | null {
  // As src/config.ts reads them: blank counts as unset.
  const adapter = env.VITE_DATA_ADAPTER?.trim() || 'msw';
  const hash = env.VITE_ADMIN_PASSWORD_HASH?.trim() || DEMO_ADMIN_PASSWORD_HASH;
  if (adapter !== 'http' || hash !== DEMO_ADMIN_PASSWORD_HASH || isOn(env[DEMO_LOGIN_OVERRIDE])) return null;
  return DEMO_LOGIN_MESSAGE;
}

/**
 * Stops `vite build` (and so `npm run build`) before anything is bundled; the dev server only warns, so a developer
 * can try the back office against a local API with the demo login.
 */
export function demoLoginCheck(mode: string): Plugin {
  return {
    name: 'demo-login-check',
    // The client build checks once: not the prerender's server bundle, nor Storybook.
    apply: (_config, { isSsrBuild }) => !isSsrBuild && process.env.STORYBOOK !== 'true' && process.env.PRERENDER_SSR !== 'true',
    configResolved: (config) => {
      // .env files and the environment, as the prerender step reads them (the environment wins).
      const problem = demoLoginProblem({ ...loadEnv(mode, config.envDir, ''), ...process.env });
      if (problem === null) return;
      if (config.command === 'serve') {
        // The test runner serves too (a build it starts is still checked: that is a `build`).
        if (!process.env.VITEST) config.logger.warn(`\nWarning (the dev server goes on; \`vite build\` would stop here):\n${problem}\n`);
        return;
      }
      const error = new Error(problem);
      // Vite prints the message; the stack of this check would only hide it.
      error.stack = `Error: ${problem}`;
      throw error;
    },
  };
}
