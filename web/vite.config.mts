import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const domainDir = fileURLToPath(new URL('../domain/', import.meta.url));

// Built with `npx vite build --config web/vite.config.mts` from the repository root; the local
// server and CloudFront serve web/dist with an index.html fallback and `/api` on the same origin.
export default defineConfig({
  root: webDir,
  base: '/',
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: {
    // The shared zod schemas (Danish messages) live in /domain, outside the web root.
    alias: [{ find: /^#domain\//, replacement: domainDir }],
  },
  build: {
    outDir: `${webDir}dist`,
    emptyOutDir: true,
    // No source maps: web/dist is published as it is (decision 042 "Security headers").
    sourcemap: false,
    // Every page but the login form is its own chunk, fetched when first shown (decision 067
    // "Route-level code splitting"). The libraries every page needs change less often than the
    // app: one chunk that stays cached across releases. Other libraries (zod, date-fns, fuse.js,
    // csv-stringify) go with the pages that use them, so /auth does not load them.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|stylis|swr|dequal|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
