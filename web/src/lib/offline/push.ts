/**
 * A push message as the server sends it (decision 170; the reminders of issue 30): JSON
 * `{title, body, url, tag?}`. Pure, so the worker and its tests read it alike.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** The notification's icon: the installed app's. */
export const PUSH_ICON = '/pwa-192x192.png';

/** What the worker shows for a payload; a missing title is the app's name, a missing link its home. */
export function pushNotification(payload: Partial<PushPayload>): {
  title: string;
  options: NotificationOptions & { data: { url: string } };
} {
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Servicebogen';
  const url = typeof payload.url === 'string' && payload.url ? payload.url : '/';
  return {
    title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url },
      ...(typeof payload.tag === 'string' && payload.tag ? { tag: payload.tag } : {}),
    },
  };
}
