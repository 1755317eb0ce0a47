import { useSyncExternalStore } from 'react';

/**
 * Toasts (spec 000 §3, §4, §9). Two channels: 'dashboard' and 'auth'. A notification leaves
 * after its duration plus 500 ms, or when closed with 'Skjul'. The store's default duration is
 * 5000 ms; the `notify` helper's is 7500 ms.
 */
export type NotificationChannel = 'dashboard' | 'auth';
/** alert: an error; failure: something did not happen; none: information. */
export type NotificationType = 'alert' | 'failure' | 'none';

export interface Notification {
  id: string;
  heading: string;
  text: string;
  type: NotificationType;
  duration: number;
  channel: NotificationChannel;
}

export type NotificationInput = {
  heading: string;
  text?: string;
  type?: NotificationType;
  duration?: number;
};

export const STORE_DEFAULT_DURATION = 5_000;
export const HELPER_DEFAULT_DURATION = 7_500;
export const EXIT_DELAY = 500;

let notifications: readonly Notification[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly Notification[]) {
  notifications = next;
  listeners.forEach((listener) => listener());
}

let sequence = 0;
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `n-${Date.now().toString(36)}-${(sequence += 1)}`;

export const notificationStore = {
  add(channel: NotificationChannel, input: NotificationInput): string {
    const notification: Notification = {
      id: newId(),
      heading: input.heading,
      text: input.text ?? '',
      type: input.type ?? 'none',
      duration: input.duration ?? STORE_DEFAULT_DURATION,
      channel,
    };
    emit([...notifications, notification]);
    const timer = setTimeout(() => notificationStore.remove(notification.id), notification.duration + EXIT_DELAY);
    timers.set(notification.id, timer);
    return notification.id;
  },
  remove(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (notifications.some((n) => n.id === id)) emit(notifications.filter((n) => n.id !== id));
  },
  clear(channel: NotificationChannel) {
    notifications.filter((n) => n.channel === channel).forEach((n) => notificationStore.remove(n.id));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => notifications,
};

/** The helper most code uses: 7500 ms unless told otherwise. */
export const notify = (channel: NotificationChannel, input: NotificationInput) =>
  notificationStore.add(channel, { ...input, duration: input.duration ?? HELPER_DEFAULT_DURATION });

export function useNotifications(channel?: NotificationChannel) {
  const all = useSyncExternalStore(notificationStore.subscribe, notificationStore.snapshot, notificationStore.snapshot);
  return channel ? all.filter((n) => n.channel === channel) : all;
}
