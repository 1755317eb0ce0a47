import 'fake-indexeddb/auto';
import { DeviceDb, enqueue, guardWrite, StorageFullError, type OutboxItem } from './device-store';
import { classify, requestBody, sendOutbox } from './sender';
import { STORAGE_FULL_TEXT } from './texts';

/**
 * The outbox's sender (decision 170): what each answer makes of a queued write (sent, refused with
 * the server's reason, or waiting to be tried again), the photos uploaded first and in order, each
 * key kept at once, and a write sent again after an interruption with the same Idempotency-Key and
 * the same body.
 */

let db: DeviceDb;
let sequence = 0;
beforeEach(async () => {
  // Each test its own database.
  db = new DeviceDb(`servicebogen-test-${(sequence += 1)}`);
  await db.open();
});
afterEach(async () => db.delete());

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers it with `answer(call, index)`. */
function fakeFetch(answer: (call: Call, index: number) => { status: number; body?: unknown } | 'network') {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const reply = answer(call, calls.length - 1);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

/** The API and the bucket as they answer a working upload and write. */
const uploads = (call: Call, index: number) => {
  if (call.url.startsWith('/api/upload'))
    return { status: 200, body: { url: `https://bucket/put-${index}`, key: `key-${index}` } };
  if (call.url.startsWith('https://bucket/')) return { status: 200 };
  return { status: 200, body: { task: {}, completion: {} } };
};

const completion = (over: Partial<OutboxItem> = {}): OutboxItem =>
  ({
    kind: 'COMPLETION',
    id: 'c0ffee00-0000-4000-8000-000000000001',
    companyId: 'co1',
    userId: 'bo',
    taskId: 't1',
    taskTitle: 'Kedeleftersyn',
    createdAt: '2027-01-27T09:00:00.000Z',
    doneAt: '2027-01-27T08:12:00.000Z',
    body: {
      id: 't1',
      version: 3,
      deadline: '2027-01-29T22:59:59.999Z',
      note: { content: 'Manometer skiftet.' },
      answers: [
        { itemId: 'photo', photos: ['manometer.png'] },
        { itemId: 'valve', check: 'OK' },
      ],
    },
    photos: [
      { id: 'p1', itemId: 'photo', name: 'manometer.png', type: 'image/png', size: 3, blob: new Blob(['png']) },
      { id: 'p2', name: 'kvittering.pdf', type: 'application/pdf', size: 3, blob: new Blob(['pdf']) },
    ],
    state: { kind: 'WAITING' },
    attempts: 0,
    ...over,
  }) as OutboxItem;

const transport = (fetch: typeof globalThis.fetch, token: string | null = 'tok') => ({
  fetch,
  token,
  now: () => new Date('2027-01-27T10:00:00.000Z'),
});

describe('given an answer to a queued write', () => {
  test('then 2xx is sent; no answer, 5xx, 401, 408 and 429 wait to be tried again', () => {
    expect(classify(200, {})).toEqual({ kind: 'SENT' });
    expect(classify(201, {})).toEqual({ kind: 'SENT' });
    for (const status of [0, 401, 408, 429, 500, 502, 503])
      expect(classify(status, null)).toMatchObject({ kind: 'RETRY' });
  });

  test("then any other 4xx is refused with the server's Danish reason", () => {
    const refusal = { error: { code: 'DEADLINE_CHANGED', message: 'Opgavens deadline er ændret til 5. feb. 2027.' } };
    expect(classify(409, refusal)).toEqual({
      kind: 'REFUSED',
      reason: 'Opgavens deadline er ændret til 5. feb. 2027.',
    });
    expect(classify(422, { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'Nøglen er brugt.' } })).toEqual({
      kind: 'REFUSED',
      reason: 'Nøglen er brugt.',
    });
    expect(classify(404, null)).toMatchObject({ kind: 'REFUSED' });
  });

  test("then a deadline someone else completed meanwhile reads 'Allerede udført af … kl. …'", () => {
    const body = {
      error: {
        code: 'ALREADY_COMPLETED',
        message: 'Opgaven er allerede udført for fristen 29. jan. 2027.',
        completedBy: { id: 'anne', name: 'Anne Holm' },
        completedAt: '2027-01-27T07:50:00.000Z',
      },
    };
    expect(classify(409, body)).toEqual({ kind: 'REFUSED', reason: 'Allerede udført af Anne Holm kl. 08.50' });
    // Without who and when, the server's own words.
    expect(classify(409, { error: { code: 'ALREADY_COMPLETED', message: 'Opgaven er allerede udført.' } })).toEqual({
      kind: 'REFUSED',
      reason: 'Opgaven er allerede udført.',
    });
  });

  test('then a deadline done by this very completion (an earlier try whose answer was lost) is sent, not refused', () => {
    const body = (completionId: string) => ({
      error: {
        code: 'ALREADY_COMPLETED',
        message: 'Opgaven er allerede udført for fristen 29. jan. 2027.',
        completedBy: { id: 'bo', name: 'Bo Berg' },
        completedAt: '2027-01-27T09:00:00.000Z',
        completionId,
      },
    });
    expect(classify(409, body('mine-123456'), 'mine-123456')).toEqual({ kind: 'SENT' });
    expect(classify(409, body('other-12345'), 'mine-123456')).toEqual({
      kind: 'REFUSED',
      reason: 'Allerede udført af Bo Berg kl. 10.00',
    });
  });
});

describe('given a completion with a photo answer and a file queued offline', () => {
  test('then each photo is uploaded and put in order, then the completion is posted with its Idempotency-Key', async () => {
    await enqueue(completion(), db);
    const api = fakeFetch(uploads);
    expect(await sendOutbox('bo', transport(api.fetch), db)).toEqual({ sent: 1, refused: 0, waiting: 0 });

    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/upload?companyId=co1',
      'PUT https://bucket/put-0',
      'POST /api/upload?companyId=co1',
      'PUT https://bucket/put-2',
      'POST /api/task/complete?companyId=co1',
    ]);
    expect(api.calls[0].body).toEqual({ fileName: 'manometer.png', contentType: 'image/png', size: 3 });
    expect(api.calls[1].headers).toEqual({ 'Content-Type': 'image/png' });
    expect(api.calls[0].headers.Authorization).toBe('Bearer tok');
    const post = api.calls[4];
    expect(post.headers['Idempotency-Key']).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(post.body).toEqual({
      id: 't1',
      version: 3,
      deadline: '2027-01-29T22:59:59.999Z',
      completionId: 'c0ffee00-0000-4000-8000-000000000001',
      doneAt: '2027-01-27T08:12:00.000Z',
      note: { content: 'Manometer skiftet.', files: ['key-2'] },
      answers: [
        { itemId: 'photo', photos: ['key-0'] },
        { itemId: 'valve', check: 'OK' },
      ],
    });
    const sent = await db.outbox.get('c0ffee00-0000-4000-8000-000000000001');
    expect(sent?.state).toEqual({ kind: 'SENT', at: '2027-01-27T10:00:00.000Z' });
    // Sent: the blobs leave the device.
    expect(sent?.photos.map((photo) => photo.blob)).toEqual([null, null]);
  });

  test('then a send cut off after the uploads is sent again with the same key and body, and uploads nothing twice', async () => {
    await enqueue(completion(), db);
    const first = fakeFetch((call, index) =>
      call.url.startsWith('/api/task/complete') ? 'network' : uploads(call, index),
    );
    expect(await sendOutbox('bo', transport(first.fetch), db)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    const waiting = await db.outbox.get('c0ffee00-0000-4000-8000-000000000001');
    expect(waiting?.state).toEqual({ kind: 'WAITING' });
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.photos.map((photo) => photo.key)).toEqual(['key-0', 'key-2']);

    const again = fakeFetch(() => ({ status: 200, body: { task: {}, completion: {} } }));
    expect(await sendOutbox('bo', transport(again.fetch), db)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(again.calls).toHaveLength(1);
    expect(again.calls[0].headers['Idempotency-Key']).toBe(first.calls[4].headers['Idempotency-Key']);
    expect(again.calls[0].body).toEqual(first.calls[4].body);
  });

  test('then a photo whose upload was cut off is uploaded again, the one before it not', async () => {
    await enqueue(completion(), db);
    const first = fakeFetch((call, index) => (index === 3 ? 'network' : uploads(call, index)));
    await sendOutbox('bo', transport(first.fetch), db);
    expect((await db.outbox.get('c0ffee00-0000-4000-8000-000000000001'))?.photos.map((p) => p.key)).toEqual([
      'key-0',
      undefined,
    ]);
    const again = fakeFetch(uploads);
    await sendOutbox('bo', transport(again.fetch), db);
    expect(again.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/upload?companyId=co1',
      'PUT https://bucket/put-0',
      'POST /api/task/complete?companyId=co1',
    ]);
    expect((again.calls[2].body as { note: { files: string[] } }).note.files).toEqual(['key-0']);
  });
});

describe('given several writes in the outbox', () => {
  const note = (id: string, createdAt: string): OutboxItem => ({
    kind: 'NOTE',
    id,
    companyId: 'co1',
    userId: 'bo',
    taskId: 't1',
    taskTitle: 'Kedeleftersyn',
    createdAt,
    body: { content: 'Lækage ved ventilen.', taskId: 't1', recipientIds: [], core: false },
    photos: [],
    state: { kind: 'WAITING' },
    attempts: 0,
  });

  test('then a server error keeps the write waiting and ends the round; the next round goes on in order', async () => {
    await enqueue(note('n2', '2027-01-27T09:02:00.000Z'), db);
    await enqueue(note('n1', '2027-01-27T09:01:00.000Z'), db);
    const down = fakeFetch(() => ({ status: 503, body: { message: 'Prøv igen om lidt.' } }));
    expect(await sendOutbox('bo', transport(down.fetch), db)).toEqual({ sent: 0, refused: 0, waiting: 2 });
    expect(down.calls).toHaveLength(1);
    expect(down.calls[0].headers['Idempotency-Key']).toBe('n1');
    expect(down.calls[0].body).toEqual({
      content: 'Lækage ved ventilen.',
      taskId: 't1',
      recipientIds: [],
      core: false,
      files: [],
    });

    const up = fakeFetch(() => ({ status: 201, body: { noteId: 'x' } }));
    expect(await sendOutbox('bo', transport(up.fetch), db)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(up.calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['n1', 'n2']);
  });

  test('then a refusal is kept with its reason and the round goes on; a refused write is not sent again', async () => {
    await enqueue(completion({ createdAt: '2027-01-27T09:00:00.000Z' }), db);
    await enqueue(note('n1', '2027-01-27T09:05:00.000Z'), db);
    const api = fakeFetch((call, index) =>
      call.url.startsWith('/api/task/complete')
        ? {
            status: 409,
            body: {
              error: {
                code: 'ALREADY_COMPLETED',
                message: 'Opgaven er allerede udført.',
                completedBy: { id: 'anne', name: 'Anne Holm' },
                completedAt: '2027-01-27T07:50:00.000Z',
              },
            },
          }
        : uploads(call, index),
    );
    expect(await sendOutbox('bo', transport(api.fetch), db)).toEqual({ sent: 1, refused: 1, waiting: 0 });
    expect((await db.outbox.get('c0ffee00-0000-4000-8000-000000000001'))?.state).toEqual({
      kind: 'REFUSED',
      reason: 'Allerede udført af Anne Holm kl. 08.50',
    });
    const later = fakeFetch(uploads);
    expect(await sendOutbox('bo', transport(later.fetch), db)).toEqual({ sent: 0, refused: 0, waiting: 0 });
    expect(later.calls).toEqual([]);
  });

  test('then a file the bucket will not take (413) refuses the write; signed out (401) it waits', async () => {
    await enqueue(completion(), db);
    const signedOut = fakeFetch(() => ({ status: 401, body: { error: { message: 'Unauthorized' } } }));
    expect(await sendOutbox('bo', transport(signedOut.fetch), db)).toMatchObject({ waiting: 1 });
    const tooLarge = fakeFetch(() => ({
      status: 413,
      body: { error: { code: 'FILE_TOO_LARGE', message: 'Filen er for stor. En fil må højst fylde 25 MB.' } },
    }));
    expect(await sendOutbox('bo', transport(tooLarge.fetch), db)).toMatchObject({ refused: 1 });
    expect((await db.outbox.get('c0ffee00-0000-4000-8000-000000000001'))?.state).toEqual({
      kind: 'REFUSED',
      reason: 'Filen er for stor. En fil må højst fylde 25 MB.',
    });
  });

  test("then nothing is sent without a token, nor another person's writes", async () => {
    await enqueue(note('n1', '2027-01-27T09:01:00.000Z'), db);
    await enqueue({ ...note('other', '2027-01-27T09:00:00.000Z'), userId: 'anne' }, db);
    const api = fakeFetch(() => ({ status: 201, body: {} }));
    expect(await sendOutbox('bo', transport(api.fetch, null), db)).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(api.calls).toEqual([]);
    expect(await sendOutbox('bo', transport(api.fetch), db)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    expect(api.calls.map((call) => call.headers['Idempotency-Key'])).toEqual(['n1']);
    expect((await db.outbox.get('other'))?.state).toEqual({ kind: 'WAITING' });
  });
});

describe('given the request a queued completion makes', () => {
  test('then without files or answers it carries no empty note or answers', () => {
    const item = completion({ photos: [] });
    if (item.kind !== 'COMPLETION') throw new Error('a completion');
    item.body = { id: 't1', deadline: '2027-01-29T22:59:59.999Z' };
    expect(requestBody(item).body).toEqual({
      id: 't1',
      deadline: '2027-01-29T22:59:59.999Z',
      completionId: item.id,
      doneAt: '2027-01-27T08:12:00.000Z',
    });
  });
});

describe('given a full disk', () => {
  test('then a write fails with the Danish text, not a crash', async () => {
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    await expect(guardWrite(() => Promise.reject(quota))).rejects.toEqual(new StorageFullError(quota));
    await expect(guardWrite(() => Promise.reject(quota))).rejects.toThrow(STORAGE_FULL_TEXT);
    const other = new Error('other');
    await expect(guardWrite(() => Promise.reject(other))).rejects.toBe(other);
  });
});
