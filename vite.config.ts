import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_BASE_PATH lets the static demo be hosted under a sub-path (e.g. /demo/).
const basePath = process.env.VITE_BASE_PATH ?? '/';

export default defineConfig({
  base: basePath.endsWith('/') ? basePath : `${basePath}/`,
  plugins: [react()],
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: { target: 'es2022', sourcemap: false },
});
