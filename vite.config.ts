import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { contentSecurityPolicy } from './scripts/content-security-policy.ts';

/** Writes the Content-Security-Policy into the built index.html (dev keeps Vite's inline HMR scripts working). */
function contentSecurityPolicyMeta(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const urls = [env.VITE_API_BASE, env.VITE_ADMIN_API_BASE, env.VITE_SEO_API_BASE, env.VITE_IMAGES_BASE];
  if (env.VITE_DATA_ADAPTER === 'json-server') urls.push(env.VITE_JSON_SERVER_URL || 'http://localhost:3001');
  const policy = contentSecurityPolicy({ urls });
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}

// VITE_BASE_PATH lets the static demo be hosted under a sub-path (e.g. /demo/).
const basePath = process.env.VITE_BASE_PATH ?? '/';

export default defineConfig(({ mode }) => ({
  base: basePath.endsWith('/') ? basePath : `${basePath}/`,
  plugins: [react(), contentSecurityPolicyMeta(mode)],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: false },
}));
