/**
 * The service worker (decision 170 "The installable, offline-capable app"), built by
 * vite-plugin-pwa's injectManifest into /sw.js:
 * - the app shell precached (every built chunk, so a page fetched lazily opens offline too), and
 *   every navigation but /api/* and /dev/* answered with the precached index.html;
 * - a new version installs and waits: the page asks 'Ny version klar – genindlæs', and only its
 *   button (the message SKIP_WAITING) lets it take over;
 * - Background Sync ('outbox'): the outbox is sent with the page closed, with the token the device
 *   store keeps;
 * - push: a reminder shows as a notification; a click opens (or focuses) its page.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { readSession } from './lib/offline/device-store';
import { sendOutbox } from './lib/offline/sender';
import type { WorkerScope } from './lib/offline/worker-types';
import { pushNotification, type PushPayload } from './lib/offline/push';

// `self.__WB_MANIFEST` is replaced at build time by the list of built files and their revisions.
const manifest = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
const worker = self as unknown as WorkerScope;

precacheAndRoute(manifest);
cleanupOutdatedCaches();

/**
 * The SPA's routes: any navigation but the API, the local /dev pages, and a path naming a file
 * (the same rule as CloudFront's viewer-request rewrite and infra/local/static.ts).
 */
const NAVIGATION_DENYLIST = [/^\/api\//, /^\/dev\//, /\/[^/?]*\.[^/?]*$/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));

// The first version takes the open page at once; a later one waits for the person's 'genindlæs'.
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

/** Tells the open pages that the outbox changed (their lists re-read it). */
async function tellPages() {
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage({ type: 'OUTBOX_CHANGED' });
}

async function sendFromWorker() {
  const session = await readSession();
  if (!session) return;
  const report = await sendOutbox(session.user.id, {
    fetch: (input, init) => fetch(input, init),
    token: session.token,
  });
  if (report.sent + report.refused > 0) await tellPages();
  // Still waiting for want of network: the browser tries the sync again later.
  if (report.waiting > 0) throw new Error(`${report.waiting} i udbakken venter stadig`);
}

worker.addEventListener('sync', (event) => {
  if (event.tag === 'outbox') event.waitUntil(sendFromWorker());
});

worker.addEventListener('push', (event) => {
  let payload: Partial<PushPayload>;
  try {
    payload = (event.data?.json() ?? {}) as Partial<PushPayload>;
  } catch {
    payload = { body: event.data?.text() ?? '' };
  }
  const { title, options } = pushNotification(payload);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    ((event.notification.data as { url?: string } | null)?.url ?? '/') || '/',
    worker.location.origin,
  );
  // Only the app's own pages open from a notification.
  const target = url.origin === worker.location.origin ? url.href : worker.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target) ?? windows[0];
      if (open) {
        const focused = await open.focus();
        if (focused.url !== target) await focused.navigate(target);
        return;
      }
      await worker.clients.openWindow(target);
    })(),
  );
});
