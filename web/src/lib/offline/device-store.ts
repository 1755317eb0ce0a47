import Dexie, { type EntityTable, type Table } from 'dexie';
import type { OutboxState } from '#domain/offline/outbox';
import type { CompletionView, TaskDetail } from '#domain/task/view';
import type { AnswerInput } from '#domain/checklist/answers';
import type { RoleType } from '#domain/shared/roles';
import { STORAGE_FULL_TEXT } from './texts';

/**
 * The device store (decision 170 "The installable, offline-capable app"): one IndexedDB database,
 * `servicebogen`, read by the pages and by the service worker. It holds the signed-in person (so
 * the app starts offline without logging them out, and the worker can send with their token),
 * each company's kept tasks (`GET /api/offline`), and the outbox of writes made offline, photos as
 * blobs. Nothing here imports React or the window: the service worker bundles it too.
 */
export const DEVICE_DB = 'servicebogen';

/** The person as `GET /api/user` answered last, and their token (the worker cannot read localStorage). */
export interface DeviceSession {
  key: 'session';
  token: string;
  user: { id: string; name: string; emailAddress: string; roles: Record<string, { type: RoleType }> };
  /** The company whose tasks were kept last: where the app opens offline. */
  companyId?: string;
}

/** A flag the app sets once per device (the persistent-storage request). */
export interface DeviceFlag {
  key: 'persist-asked';
  at: string;
}

/** The names of the person's companies, for the header offline. */
export interface DeviceCompanies {
  key: 'companies';
  names: Record<string, string>;
}

type DeviceRow = DeviceSession | DeviceFlag | DeviceCompanies;

/** `equipment` and `location` as `GET /api/equipment/{id}` and `GET /api/locations/{id}` answer them. */
export interface KeptEquipment {
  id: string;
  name: string;
  make?: string;
  model?: string;
  equipmentId?: string;
  externalId?: string;
  category?: string;
  locationName?: string | null;
}
export interface KeptLocation {
  id: string;
  name: string;
}

/** One task of `GET /api/offline`: what its page shows without a network. */
export interface KeptTask {
  task: TaskDetail;
  equipment: KeptEquipment | null;
  location: KeptLocation | null;
  lastCompletion: CompletionView | null;
}

/** A company's kept tasks, as fetched at `updatedAt`. */
export interface KeptSet {
  companyId: string;
  userId: string;
  updatedAt: string;
  tasks: KeptTask[];
}

/** A photo or file waiting with its write: the blob until it is uploaded, then its key too. */
export interface OutboxPhoto {
  id: string;
  /** The checklist item it answers; absent: a file of the note. */
  itemId?: string;
  name: string;
  type: string;
  size: number;
  blob: Blob | null;
  /** The bucket key once uploaded (kept, so a repeat sends the same body and uploads nothing again). */
  key?: string;
}

/** `POST /api/task/complete`'s body without the files' keys (added when sent). */
export interface CompletionBody {
  id: string;
  version?: number;
  deadline: string;
  note?: { content: string };
  answers?: AnswerInput[];
  followUps?: { itemId: string; severity: string; responsibleId: string }[];
}

/** `POST /api/note`'s body on a task, without the files' keys. */
export interface NoteBody {
  content: string;
  taskId: string;
  recipientIds: string[];
  core: boolean;
}

interface OutboxBase {
  /** Made on the device (crypto.randomUUID): the `Idempotency-Key`, and a completion's `completionId`. */
  id: string;
  companyId: string;
  userId: string;
  taskId: string;
  taskTitle: string;
  /** When it was queued (the queue's order). */
  createdAt: string;
  photos: OutboxPhoto[];
  state: OutboxState;
  /** Sends tried so far that did not get an answer (network, 5xx, 429): for the queue page. */
  attempts: number;
}

export type OutboxItem =
  | (OutboxBase & { kind: 'COMPLETION'; doneAt: string; body: CompletionBody })
  | (OutboxBase & { kind: 'NOTE'; body: NoteBody });

export class DeviceDb extends Dexie {
  device!: Table<DeviceRow, string>;
  kept!: EntityTable<KeptSet, 'companyId'>;
  outbox!: EntityTable<OutboxItem, 'id'>;

  /** `name` other than the app's only in tests (a database each). */
  constructor(name = DEVICE_DB, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores({ device: 'key', kept: 'companyId', outbox: 'id, userId, createdAt' });
  }
}

let opened: DeviceDb | undefined;
/** The device's database, opened on first use. */
export const deviceDb = () => (opened ??= new DeviceDb());

/** A write refused for want of room on the device. */
export class StorageFullError extends Error {
  constructor(cause?: unknown) {
    super(STORAGE_FULL_TEXT);
    this.name = 'StorageFullError';
    this.cause = cause;
  }
}

const isQuotaError = (error: unknown) => {
  const names = [(error as Error)?.name, ((error as { inner?: Error })?.inner as Error | undefined)?.name];
  return names.includes('QuotaExceededError');
};

/** Runs a write; a full disk becomes a StorageFullError with its Danish text, never a crash. */
export async function guardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}

// --- The session -----------------------------------------------------------------------------

export const readSession = async (db = deviceDb()) =>
  ((await db.device.get('session')) as DeviceSession | undefined) ?? null;

/** Keeps the person and their token (after `GET /api/user`, a login, a renewal). */
export async function saveSession(token: string, user: DeviceSession['user'], db = deviceDb()) {
  await guardWrite(() =>
    db.transaction('rw', db.device, async () => {
      const before = (await db.device.get('session')) as DeviceSession | undefined;
      // Another person signing in on this phone does not open at the last one's company.
      const companyId = before?.user.id === user.id ? before.companyId : undefined;
      const { id, name, emailAddress, roles } = user;
      await db.device.put({ key: 'session', token, user: { id, name, emailAddress, roles }, companyId });
    }),
  );
}

/** Keeps only the new token (the header's renewal), for the same person. */
export async function saveToken(token: string, db = deviceDb()) {
  await guardWrite(() =>
    db.device
      .where('key')
      .equals('session')
      .modify((row) => void ((row as DeviceSession).token = token)),
  );
}

/**
 * Logout: the person, their token and every company's kept tasks leave the device. The outbox
 * stays (work not yet sent is never dropped); it is sent when that person signs in again.
 */
export async function forgetSession(db = deviceDb()) {
  await db.transaction('rw', db.device, db.kept, async () => {
    await db.device.bulkDelete(['session', 'companies']);
    await db.kept.clear();
  });
}

/** Keeps a company's name (the header shows it offline). */
export async function saveCompanyName(companyId: string, name: string, db = deviceDb()) {
  await guardWrite(() =>
    db.transaction('rw', db.device, async () => {
      const row = (await db.device.get('companies')) as DeviceCompanies | undefined;
      if (row?.names[companyId] === name) return;
      await db.device.put({ key: 'companies', names: { ...row?.names, [companyId]: name } });
    }),
  );
}

// --- Kept tasks -------------------------------------------------------------------------------

export async function saveKept(set: KeptSet, db = deviceDb()) {
  await guardWrite(() =>
    db.transaction('rw', db.kept, db.device, async () => {
      await db.kept.put(set);
      await db.device
        .where('key')
        .equals('session')
        .modify((row) => void ((row as DeviceSession).companyId = set.companyId));
    }),
  );
}

/** A company's kept tasks for `userId`, or null (none, or another person's). */
export async function readKept(companyId: string, userId: string, db = deviceDb()) {
  const set = await db.kept.get(companyId);
  return set && set.userId === userId ? set : null;
}

// --- The outbox --------------------------------------------------------------------------------

export async function enqueue(item: OutboxItem, db = deviceDb()) {
  await guardWrite(() => db.outbox.add(item));
}

/** The person's items, oldest first. */
export const outboxOf = (userId: string, db = deviceDb()) =>
  db.outbox.where('userId').equals(userId).sortBy('createdAt');

export const removeOutboxItem = (id: string, db = deviceDb()) => db.outbox.delete(id);
