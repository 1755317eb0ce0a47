import type { AnswerInput } from '#domain/checklist/answers';
import type { TaskDetail } from '#domain/task/view';
import { declaredType } from '#domain/note/files';
import { enqueue, StorageFullError, type OutboxItem, type OutboxPhoto } from './device-store';
import { queued } from './start';
import { STORAGE_FULL_TEXT } from './texts';

/**
 * Puts a write made offline into the outbox (decision 170 "The installable, offline-capable
 * app"): a client-made id (crypto.randomUUID: the Idempotency-Key, and a completion's
 * completionId), the time it was done, the photos as blobs. Then Background Sync is asked to send
 * it, and, online, the page sends it at once.
 */
export type QueueResult = { ok: true; id: string } | { ok: false; message: string };

/** A photo or file as the outbox keeps it; `key` when it was uploaded already (an online try that failed later). */
export interface QueuedFile {
  file: File;
  itemId?: string;
  key?: string;
}

const newId = () => crypto.randomUUID();

const photosOf = (files: readonly QueuedFile[]): OutboxPhoto[] =>
  files.map(({ file, itemId, key }) => ({
    id: newId(),
    ...(itemId ? { itemId } : {}),
    name: file.name,
    type: declaredType(file),
    size: file.size,
    blob: file,
    ...(key ? { key } : {}),
  }));

async function put(item: OutboxItem): Promise<QueueResult> {
  try {
    await enqueue(item);
  } catch (error) {
    if (error instanceof StorageFullError) return { ok: false, message: STORAGE_FULL_TEXT };
    console.error('Servicebogen: the outbox could not be written', error);
    return { ok: false, message: 'Udførelsen kunne ikke gemmes på telefonen. Prøv igen.' };
  }
  void queued().catch(() => undefined);
  return { ok: true, id: item.id };
}

export interface QueuedCompletion {
  companyId: string;
  userId: string;
  task: Pick<TaskDetail, 'id' | 'title' | 'version' | 'deadline'>;
  /** The note's text, if written. */
  content?: string;
  answers?: AnswerInput[];
  followUps?: { itemId: string; severity: string; responsibleId: string }[];
  /** The note's files and the photo items' photos. */
  files: QueuedFile[];
  /** When it was done: now, on this device. */
  doneAt?: Date;
  /**
   * The completion's id when an online try made one (the dialog's `completionId`): the queued
   * send is then known as the same completion, should the try have reached the server.
   */
  id?: string;
}

export function queueCompletion(input: QueuedCompletion): Promise<QueueResult> {
  const id = input.id ?? newId();
  const now = new Date();
  const content = input.content?.trim();
  return put({
    kind: 'COMPLETION',
    id,
    companyId: input.companyId,
    userId: input.userId,
    taskId: input.task.id,
    taskTitle: input.task.title,
    createdAt: now.toISOString(),
    doneAt: (input.doneAt ?? now).toISOString(),
    body: {
      id: input.task.id,
      ...(input.task.version !== undefined ? { version: input.task.version } : {}),
      deadline: input.task.deadline,
      ...(content ? { note: { content } } : {}),
      ...(input.answers?.length ? { answers: input.answers } : {}),
      ...(input.followUps?.length ? { followUps: input.followUps } : {}),
    },
    photos: photosOf(input.files),
    state: { kind: 'WAITING' },
    attempts: 0,
  });
}

export interface QueuedNote {
  companyId: string;
  userId: string;
  task: Pick<TaskDetail, 'id' | 'title'>;
  content: string;
  files: QueuedFile[];
}

export function queueNote(input: QueuedNote): Promise<QueueResult> {
  const now = new Date();
  return put({
    kind: 'NOTE',
    id: newId(),
    companyId: input.companyId,
    userId: input.userId,
    taskId: input.task.id,
    taskTitle: input.task.title,
    createdAt: now.toISOString(),
    body: { content: input.content.trim(), taskId: input.task.id, recipientIds: [], core: false },
    photos: photosOf(input.files),
    state: { kind: 'WAITING' },
    attempts: 0,
  });
}
