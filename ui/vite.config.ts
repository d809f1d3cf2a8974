import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (Koa + Socket.IO) runs on its own port in development; the browser only ever talks
// to the Vite origin, so cookies and the Origin check behave as they will in production.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 5001}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    // The API serves this folder (with a history fallback) in production.
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    // No source maps in the served build: they would publish the whole source (issue 23).
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
