import { useSyncExternalStore } from 'react';
import type { OutboxState } from '#domain/offline/outbox';

/**
 * What the app shell shows of the device (decision 170 "The installable, offline-capable app"):
 * whether it is offline, when each company's kept tasks were last updated, the outbox's states,
 * a new version waiting, a full disk. Small and free of IndexedDB on purpose: the shell (the
 * dashboard's header, its banner) reads it from the entry chunk, and `start.ts`, fetched only
 * once a person is signed in, fills it from the device store (Dexie) and the service worker.
 */
export interface DeviceStatus {
  /** The browser says it has a network, and the last request did not fail for want of one. */
  online: boolean;
  /** Per company, when its kept tasks were fetched (ISO). */
  updatedAt: Record<string, string>;
  /**
   * Per company, the offline banner's words (`offlineBanner`, 'Offline – senest opdateret kl.
   * 08.12'), made by start.ts: the Copenhagen clock (date-fns/tz) stays out of the entry chunk.
   */
  banner: Record<string, string>;
  /** The banner before any tasks were kept. */
  bannerNone: string;
  /** The person's outbox, oldest first, as the queue tells it. */
  outbox: OutboxState[];
  /** What the header counts (`outboxCount`): the writes waiting or refused. */
  outboxCount: number;
  /** The names of the person's companies as last seen online (the header offline). */
  companyNames: Record<string, string>;
  /** A new version of the app is installed and waits for 'genindlæs'. */
  updateReady: boolean;
  /** A write to the device failed for want of room: said once, in Danish. */
  storageFull: boolean;
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

let status: DeviceStatus = {
  online: browserOnline(),
  updatedAt: {},
  banner: {},
  bannerNone: 'Offline',
  outbox: [],
  outboxCount: 0,
  companyNames: {},
  updateReady: false,
  storageFull: false,
};
const listeners = new Set<() => void>();
/** A request that failed for want of network makes the app offline until the browser says otherwise. */
let networkFailed = false;

export function setDeviceStatus(patch: Partial<DeviceStatus>) {
  status = { ...status, ...patch };
  listeners.forEach((listener) => listener());
}

export const deviceStatus = () => status;

/** A request failed for want of network (true) or went through (false). */
export function reportNetwork(failed: boolean) {
  networkFailed = failed;
  const online = browserOnline() && !failed;
  if (online !== status.online) setDeviceStatus({ online });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => reportNetwork(false));
  window.addEventListener('offline', () => setDeviceStatus({ online: false }));
}

export const isOffline = () => !browserOnline() || networkFailed;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useDeviceStatus(): DeviceStatus {
  return useSyncExternalStore(subscribe, deviceStatus, deviceStatus);
}

/** The update prompt's button: the waiting worker takes over, then the page reloads (set by start.ts). */
let applyUpdate: () => void = () => window.location.reload();
export const setUpdateAction = (action: () => void) => (applyUpdate = action);
export const reloadToUpdate = () => applyUpdate();

/**
 * The pages that work without a network (decision 170): a person's own tasks ('Din oversigt'),
 * a kept task's page, and the outbox. Every other page says it needs the network.
 */
export function worksOffline(pathname: string): boolean {
  if (pathname === '/udbakke') return true;
  const match = /^\/dashboard\/[^/]+\/(.*?)\/?$/.exec(pathname);
  if (!match) return false;
  const [, rest] = match;
  if (rest === 'user-dashboard') return true;
  const task = /^tasks\/(?:list\/)?([^/]+)(?:\/(?:info|history))?$/.exec(rest);
  return Boolean(task && !['create', 'history', 'update', 'list'].includes(task[1]));
}
