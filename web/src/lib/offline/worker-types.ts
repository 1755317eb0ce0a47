/**
 * The few service-worker types web/src/sw.ts uses. The project's one TypeScript program has the
 * DOM library, whose declarations clash with the webworker library's, so the worker's own
 * events and globals are declared here instead (as the specifications name them).
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
export interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}
export interface Clients {
  matchAll(options?: { type?: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
  claim(): Promise<void>;
}
interface WorkerEvents {
  activate: ExtendableEvent;
  message: ExtendableMessageEvent;
  sync: SyncEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
}
export interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly clients: Clients;
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
