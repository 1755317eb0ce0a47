import { inMemoryEventStore } from './in-memory-event-store';
import { inlineWrites } from './inline-projections';
import { ClaimTakenError } from './commits';
import { DomainError } from '../../domain/shared/errors';
import { idempotencyClaim, idempotencyKey, IdempotencyKeyReusedError, once } from './idempotency';

const scope = { companyId: 'c1', actor: 'u1', route: 'POST /api/note' };
const NOW = new Date('2027-03-01T09:00:00.000Z');

describe('idempotencyKey', () => {
  test('no header: no key, the write runs as always', () => {
    expect(idempotencyKey(undefined, scope, {})).toBeUndefined();
  });

  test("scoped to the company and the person; the body's key order does not matter", () => {
    const a = idempotencyKey('k-1', scope, { content: 'x', files: [] })!;
    const b = idempotencyKey('k-1', scope, { files: [], content: 'x' })!;
    expect(a).toEqual(b);
    expect(a.pk).toBe('Idempotency#c1#u1#k-1');
    expect(idempotencyKey('k-1', { ...scope, actor: 'u2' }, {})!.pk).toBe('Idempotency#c1#u2#k-1');
    expect(idempotencyKey('k-1', scope, { content: 'y', files: [] })!.fingerprint).not.toBe(a.fingerprint);
    expect(
      idempotencyKey('k-1', { ...scope, route: 'POST /api/task/complete' }, { content: 'x', files: [] })!.fingerprint,
    ).not.toBe(a.fingerprint);
  });

  test('a key of more than 100 characters, or with spaces: a Danish 400', () => {
    for (const bad of ['', 'a'.repeat(101), 'med mellemrum', 'æøå'])
      expect(() => idempotencyKey(bad, scope, {})).toThrow(
        expect.objectContaining({ kind: 'invalid', code: 'INVALID_IDEMPOTENCY_KEY' }),
      );
  });
});

describe('once', () => {
  const store = () => inMemoryEventStore(inlineWrites);
  const record = async (s: ReturnType<typeof store>, pk: string, fingerprint: string, result: unknown) => {
    // A claim appended the way a command records it (with a commit in a real write).
    await s.append([], idempotencyClaim({ pk, fingerprint }, result, NOW));
  };

  test('given no record, when the write runs, then it answers its own result', async () => {
    const s = store();
    const run = jest.fn(async () => ({ id: 'n1' }));
    await expect(once(s, { pk: 'Idempotency#c#u#k', fingerprint: 'f' }, run)).resolves.toEqual({
      result: { id: 'n1' },
      replayed: false,
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('given a recorded key, when sent again, then the first result is answered and nothing runs', async () => {
    const s = store();
    await record(s, 'Idempotency#c#u#k', 'f', { id: 'n1', empty: '' });
    const run = jest.fn(async () => ({ id: 'n2', empty: '' }));
    await expect(once(s, { pk: 'Idempotency#c#u#k', fingerprint: 'f' }, run)).resolves.toEqual({
      result: { id: 'n1', empty: '' },
      replayed: true,
    });
    expect(run).not.toHaveBeenCalled();
  });

  test('given a recorded key, when another request uses it, then it is refused and nothing runs', async () => {
    const s = store();
    await record(s, 'Idempotency#c#u#k', 'f', { id: 'n1' });
    const run = jest.fn(async () => ({ id: 'n2' }));
    await expect(once(s, { pk: 'Idempotency#c#u#k', fingerprint: 'other' }, run)).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    expect(run).not.toHaveBeenCalled();
  });

  test('given a send that lost to another send of the key, then it answers the winner', async () => {
    const s = store();
    const key = { pk: 'Idempotency#c#u#k', fingerprint: 'f' };
    for (const lost of [
      new ClaimTakenError({ pk: key.pk, attributes: {} }),
      new DomainError('conflict', 'ALREADY_COMPLETED', 'x'),
    ]) {
      const t = store();
      await expect(
        once(t, key, async () => {
          await record(t, key.pk, 'f', { id: 'winner' });
          throw lost;
        }),
      ).resolves.toEqual({ result: { id: 'winner' }, replayed: true });
    }
    // A refusal with nothing recorded is the refusal.
    const refusal = new DomainError('invalid', 'VALIDATION', 'Nej');
    await expect(once(s, key, async () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
