import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { colors } from './src/lib/theme';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const domainDir = fileURLToPath(new URL('../domain/', import.meta.url));

/** `#domain/…` for the service worker's own build too (it shares the outbox's words). */
const domainAlias = () => ({
  name: 'servicebogen-domain-alias',
  config: () => ({ resolve: { alias: [{ find: /^#domain\//, replacement: domainDir }] } }),
});

// Built with `npx vite build --config web/vite.config.mts` from the repository root; the local
// server and CloudFront serve web/dist with an index.html fallback and `/api` on the same origin.
export default defineConfig({
  root: webDir,
  base: '/',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    // The installable, offline-capable app (decision 170): the manifest, and the service worker
    // web/src/sw.ts built with the list of every built file to precache (injectManifest). The page
    // registers it itself, once a person is signed in (web/src/lib/offline/start.ts), so /auth
    // loads none of it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'Servicebogen',
        short_name: 'Servicebogen',
        description: 'Hold styr på vedligehold af udstyr og lokationer – også uden netværk.',
        lang: 'da',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: colors.primary,
        background_color: colors.page,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: index.html, every chunk (a page fetched lazily opens offline too), the icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        rollupFormat: 'iife',
        buildPlugins: { vite: [domainAlias()] },
      },
    }),
  ],
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
