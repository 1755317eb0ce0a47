import { alreadyDoneBy, type OutboxState } from '#domain/offline/outbox';
import type { DeviceDb, OutboxItem, OutboxPhoto } from './device-store';
import { deviceDb, outboxOf } from './device-store';

/**
 * Sends the outbox (decision 170 "The installable, offline-capable app"), from the page (when the
 * network returns, when the app opens) and from the service worker (Background Sync, the page
 * closed). One item: each photo not yet uploaded is uploaded (POST /api/upload, then PUT to the
 * signed URL) and its key kept at once; then the write is posted with `Idempotency-Key: <item id>`.
 * Sent again after an interruption, the item has the same key and the same body, so the server
 * answers the first result and writes nothing twice.
 */
export type Outcome = { kind: 'SENT' } | { kind: 'REFUSED'; reason: string } | { kind: 'RETRY'; why: string };

export interface Transport {
  fetch: typeof fetch;
  /** The person's bearer token; without one nothing is sent (the items wait). */
  token: string | null;
  now?: () => Date;
}

const FALLBACK_REASON = 'Serveren afviste den. Prøv igen, eller kontakt din administrator.';

interface ErrorBody {
  code?: string;
  message?: string;
  completedBy?: { id?: string; name?: string };
  completedAt?: string;
  /** The id of the completion that did the deadline (decision 169). */
  completionId?: string;
}

/**
 * What an answer means for a queued write: 2xx sent; no answer, 5xx, 401 (signed out: sent after
 * the next login), 408 and 429 wait and are tried again; any other 4xx is refused with the
 * server's Danish reason, a deadline done meanwhile as 'Allerede udført af … kl. …'.
 */
export function classify(status: number, body: unknown, ownCompletionId?: string): Outcome {
  if (status >= 200 && status < 300) return { kind: 'SENT' };
  if (status === 0 || status >= 500 || [401, 408, 429].includes(status))
    return { kind: 'RETRY', why: status === 0 ? 'network' : `HTTP ${status}` };
  const error = ((body as { error?: ErrorBody } | null)?.error ?? body ?? {}) as ErrorBody;
  // The deadline was done by this very completion (an earlier send whose answer was lost): sent.
  if (status === 409 && error.code === 'ALREADY_COMPLETED' && ownCompletionId && error.completionId === ownCompletionId)
    return { kind: 'SENT' };
  if (status === 409 && error.code === 'ALREADY_COMPLETED' && error.completedBy?.name && error.completedAt)
    return { kind: 'REFUSED', reason: alreadyDoneBy(error.completedBy.name, error.completedAt) };
  return {
    kind: 'REFUSED',
    reason: typeof error.message === 'string' && error.message ? error.message : FALLBACK_REASON,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** One call to the API; a network failure is status 0. */
async function call(
  transport: Transport,
  method: 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await transport.fetch(`/api/${path}`, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${transport.token}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await readBody(response) };
  } catch {
    return { status: 0, body: null };
  }
}

/** Uploads one photo (the signed URL takes exactly its type and size, no Authorization). */
async function upload(item: OutboxItem, photo: OutboxPhoto, transport: Transport): Promise<Outcome | string> {
  if (!photo.blob) return { kind: 'REFUSED', reason: 'Billedet findes ikke længere på telefonen.' };
  const target = await call(transport, 'POST', `upload?companyId=${encodeURIComponent(item.companyId)}`, {
    fileName: photo.name,
    contentType: photo.type,
    size: photo.size,
  });
  const outcome = classify(target.status, target.body);
  if (outcome.kind !== 'SENT') return outcome;
  const { url, key } = target.body as { url: string; key: string };
  try {
    const put = await transport.fetch(url, {
      method: 'PUT',
      body: photo.blob,
      headers: { 'Content-Type': photo.type },
    });
    // The bucket refusing a fresh signature is not the person's fault: asked again, it gets a new URL.
    return put.ok ? key : { kind: 'RETRY', why: `upload ${put.status}` };
  } catch {
    return { kind: 'RETRY', why: 'network' };
  }
}

/** The request's body with the uploaded keys in place: the same bytes every time it is sent. */
export function requestBody(item: OutboxItem): { path: string; body: unknown } {
  const keysOf = (itemId?: string) =>
    item.photos.filter((photo) => photo.itemId === itemId && photo.key).map((photo) => photo.key as string);
  const company = `?companyId=${encodeURIComponent(item.companyId)}`;
  if (item.kind === 'NOTE') {
    return { path: `note${company}`, body: { ...item.body, files: keysOf(undefined) } };
  }
  const { id, version, deadline, note, answers, followUps } = item.body;
  const noteFiles = keysOf(undefined);
  return {
    path: `task/complete${company}`,
    body: {
      id,
      ...(version !== undefined ? { version } : {}),
      deadline,
      completionId: item.id,
      doneAt: item.doneAt,
      ...(note || noteFiles.length ? { note: { content: note?.content ?? '', files: noteFiles } } : {}),
      ...(answers?.length
        ? {
            answers: answers.map((answer) =>
              item.photos.some((photo) => photo.itemId === answer.itemId)
                ? { ...answer, photos: keysOf(answer.itemId) }
                : answer,
            ),
          }
        : {}),
      ...(followUps?.length ? { followUps } : {}),
    },
  };
}

/**
 * Sends one item: its photos in order (each key kept through `keep` as soon as it is known), then
 * the write with its Idempotency-Key.
 */
export async function sendItem(
  item: OutboxItem,
  transport: Transport,
  keep: (photoId: string, key: string) => Promise<void>,
): Promise<Outcome> {
  if (!transport.token) return { kind: 'RETRY', why: 'signed out' };
  for (const photo of item.photos) {
    if (photo.key) continue;
    const uploaded = await upload(item, photo, transport);
    if (typeof uploaded !== 'string') return uploaded;
    photo.key = uploaded;
    await keep(photo.id, uploaded);
  }
  const { path, body } = requestBody(item);
  const answer = await call(transport, 'POST', path, body, { 'Idempotency-Key': item.id });
  return classify(answer.status, answer.body, item.kind === 'COMPLETION' ? item.id : undefined);
}

/** What a sent, refused or waiting item becomes. */
export function nextState(outcome: Outcome, now: Date): OutboxState {
  if (outcome.kind === 'SENT') return { kind: 'SENT', at: now.toISOString() };
  if (outcome.kind === 'REFUSED') return { kind: 'REFUSED', reason: outcome.reason };
  return { kind: 'WAITING' };
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

/** One sender at a time across the page's tabs and the service worker (the Web Locks API where it is). */
export function withOutboxLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('servicebogen-outbox', run) : run();
}

export interface SendReport {
  sent: number;
  refused: number;
  /** Items still waiting after this round (network, server, or no token). */
  waiting: number;
}

/**
 * Sends `userId`'s waiting items, oldest first, each read again under the lock (another sender
 * may have sent it meanwhile). The first that gets no answer stops the round: the network is
 * gone, and the rest would fail alike.
 */
export function sendOutbox(userId: string, transport: Transport, db: DeviceDb = deviceDb()): Promise<SendReport> {
  return withOutboxLock(async () => {
    const report: SendReport = { sent: 0, refused: 0, waiting: 0 };
    const items = (await outboxOf(userId, db)).filter((item) => item.state.kind === 'WAITING');
    for (const [index, listed] of items.entries()) {
      const item = await db.outbox.get(listed.id);
      if (!item || item.state.kind !== 'WAITING') continue;
      const outcome = await sendItem(item, transport, async (photoId, key) => {
        await db.outbox
          .where('id')
          .equals(item.id)
          .modify((row) => {
            const photo = row.photos.find((candidate) => candidate.id === photoId);
            if (photo) photo.key = key;
          });
      });
      const state = nextState(outcome, transport.now?.() ?? new Date());
      await db.outbox
        .where('id')
        .equals(item.id)
        .modify((row) => {
          row.state = state;
          if (outcome.kind === 'RETRY') row.attempts += 1;
          // Sent: its photos are on the server; the blobs leave the device.
          if (state.kind === 'SENT') row.photos = row.photos.map((photo) => ({ ...photo, blob: null }));
        });
      if (outcome.kind === 'SENT') report.sent += 1;
      else if (outcome.kind === 'REFUSED') report.refused += 1;
      else {
        report.waiting += items.length - index;
        break;
      }
    }
    return report;
  });
}
