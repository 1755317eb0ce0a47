import { liveQuery, type Subscription } from 'dexie';
import { mutate } from 'swr';
import { Workbox } from 'workbox-window';
import { offlineBanner, outboxCount } from '#domain/offline/outbox';
import { ApiError, request, TOKEN_STORAGE_KEY } from '../api';
import {
  deviceDb,
  guardWrite,
  outboxOf,
  readSession,
  saveCompanyName,
  saveKept,
  StorageFullError,
  type DeviceCompanies,
  type KeptTask,
} from './device-store';
import { sendOutbox } from './sender';
import { isOffline, reportNetwork, setDeviceStatus, setUpdateAction } from './status';

/**
 * The device side of the app, fetched only once a person is signed in (decision 170 "The
 * installable, offline-capable app"), so the login route loads none of it: the service worker's
 * registration and its update prompt, the kept tasks refreshed on every online start, the outbox
 * sent when the app opens and when the network returns, and the header's figures kept current.
 */
let started: { userId: string; subscriptions: Subscription[] } | undefined;
let currentCompany: string | undefined;
let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

const KEEP_SENT_MS = 7 * 86_400_000;

const token = () => {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

const storageFull = (error: unknown) => {
  if (error instanceof StorageFullError) setDeviceStatus({ storageFull: true });
  else console.error('Servicebogen: the device store failed', error);
};

/** Registers /sw.js; a new version waits until the person chooses 'genindlæs'. */
function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setDeviceStatus({ updateReady: true }));
  setUpdateAction(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'OUTBOX_CHANGED') void afterSend();
  });
  return workbox.register().catch((error: unknown) => {
    console.error('Servicebogen: the service worker could not be registered', error);
    return undefined;
  });
}

/** The registration, for push (the profile's toggle subscribes through it). */
export const serviceWorkerRegistration = () => registration ?? Promise.resolve(undefined);

/** Asks once per device that the browser keeps the store when the disk runs low. */
async function askPersistence() {
  const db = deviceDb();
  if (await db.device.get('persist-asked')) return;
  await navigator.storage?.persist?.().catch(() => false);
  await guardWrite(() => db.device.put({ key: 'persist-asked', at: new Date().toISOString() }));
}

/** GET /api/offline?companyId= : the person's tasks of the next 14 days, kept on the device. */
export async function refreshKept(companyId: string, userId: string) {
  try {
    const answer = await request<{ updatedAt: string; tasks: KeptTask[] }>('GET', 'offline', undefined, { companyId });
    reportNetwork(false);
    await saveKept({ companyId, userId, updatedAt: answer.updatedAt, tasks: answer.tasks ?? [] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) reportNetwork(true);
    else storageFull(error);
  }
}

/** Companies whose kept tasks this app start has refreshed already, or is about to. */
const refreshed = new Set<string>();
/** How long the page's own reads have before the kept tasks are fetched beside them. */
const REFRESH_AFTER_MS = 1500;

/**
 * The kept tasks of `companyId`, refreshed once per app start and after the page's own reads:
 * when the browser is next idle after REFRESH_AFTER_MS (a page opening is what the person waits
 * for; the phone's copy is for later). Sends and the network's return refresh them at once.
 */
function refreshSoon(companyId: string, userId: string) {
  if (refreshed.has(companyId)) return;
  refreshed.add(companyId);
  const run = () => void refreshKept(companyId, userId);
  window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, REFRESH_AFTER_MS);
}

/** After a round that sent or refused something: the lists on screen and the kept tasks follow. */
async function afterSend() {
  await mutate((key) => typeof key === 'string' && key.startsWith('api/') && key !== 'api/user');
  const session = await readSession();
  if (currentCompany && session && !isOffline()) await refreshKept(currentCompany, session.user.id);
}

/** Sends the person's outbox now, from the page. */
export async function sendNow() {
  if (!started || isOffline()) return;
  const report = await sendOutbox(started.userId, { fetch: (input, init) => fetch(input, init), token: token() });
  if (report.sent + report.refused > 0) await afterSend();
  if (report.waiting > 0 && !navigator.onLine) reportNetwork(true);
}

/** A write was queued: Background Sync sends it even if the page is closed first; online, the page sends it now. */
export async function queued() {
  const reg = await serviceWorkerRegistration();
  const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)
    ?.sync;
  await sync?.register('outbox').catch(() => undefined);
  await sendNow();
}

async function pruneSent(userId: string) {
  const old = (await outboxOf(userId)).filter(
    (item) => item.state.kind === 'SENT' && Date.now() - new Date(item.state.at).getTime() > KEEP_SENT_MS,
  );
  await deviceDb().outbox.bulkDelete(old.map((item) => item.id));
}

function watch(userId: string): Subscription[] {
  const db = deviceDb();
  return [
    liveQuery(() => outboxOf(userId)).subscribe({
      next: (items) => {
        const outbox = items.map((item) => item.state);
        setDeviceStatus({ outbox, outboxCount: outboxCount(outbox) });
      },
      error: storageFull,
    }),
    liveQuery(() => db.device.get('companies')).subscribe({
      next: (row) => setDeviceStatus({ companyNames: (row as DeviceCompanies | undefined)?.names ?? {} }),
      error: storageFull,
    }),
    liveQuery(() => db.kept.toArray()).subscribe({
      next: (sets) => {
        const own = sets.filter((set) => set.userId === userId);
        setDeviceStatus({
          updatedAt: Object.fromEntries(own.map((set) => [set.companyId, set.updatedAt])),
          banner: Object.fromEntries(own.map((set) => [set.companyId, offlineBanner(set.updatedAt)])),
          bannerNone: offlineBanner(null),
        });
      },
      error: storageFull,
    }),
  ];
}

const onOnline = () => {
  if (!started) return;
  const userId = started.userId;
  void (async () => {
    await sendNow();
    if (currentCompany) await refreshKept(currentCompany, userId);
  })();
};

/**
 * Called by the dashboard whenever it shows a company: the first call of a person starts
 * everything; each call refreshes that company's kept tasks when online and sends the outbox.
 */
export async function startOffline(userId: string, companyId?: string) {
  if (started?.userId !== userId) {
    started?.subscriptions.forEach((subscription) => subscription.unsubscribe());
    started = { userId, subscriptions: watch(userId) };
    registration ??= registerServiceWorker();
    window.addEventListener('online', onOnline);
    void askPersistence().catch(storageFull);
    void pruneSent(userId).catch(() => undefined);
  }
  if (companyId) currentCompany = companyId;
  if (isOffline()) return;
  await sendNow();
  if (companyId) refreshSoon(companyId, userId);
}

/** The company's name as the dashboard read it, for the header offline. */
export function rememberCompany(companyId: string, name: string) {
  void saveCompanyName(companyId, name).catch(storageFull);
}

/** Logout: the page stops watching the person's store (device-store's forgetSession clears it). */
export function stopOffline() {
  started?.subscriptions.forEach((subscription) => subscription.unsubscribe());
  started = undefined;
  refreshed.clear();
  currentCompany = undefined;
  window.removeEventListener('online', onOnline);
  setDeviceStatus({ outbox: [], outboxCount: 0, updatedAt: {}, banner: {}, companyNames: {} });
}
