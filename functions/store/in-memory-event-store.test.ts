import { eventStoreContract } from '../../test/support/event-store-contract';
import { inMemoryEventStore } from './in-memory-event-store';
import { inlineWrites } from './inline-projections';

// The in-memory store keeps the DynamoDB store's contract (the same suite runs against DynamoDB
// Local in test/integration/event-store-contract.test.ts).
eventStoreContract('in memory', () => {
  const store = inMemoryEventStore(inlineWrites);
  return {
    store,
    item: async (table, pk, sk) => (table === 'events' ? store.item(pk, sk) : store.row(pk, sk)),
  };
});

describe('the in-memory event store', () => {
  it('logs every commit appended, in order, for a test to read what a command wrote', async () => {
    const store = inMemoryEventStore(inlineWrites);
    const commit = (streamId: string) => ({
      streamType: 'Company' as const,
      streamId,
      expectedVersion: 0,
      events: [{ type: 'CompanyMfaChanged', version: 1, data: { companyId: streamId, active: true } }] as never,
      commitId: `commit-${streamId}`,
      at: '2026-11-21T10:00:00.000Z',
      actor: null,
      state: { id: streamId },
    });
    await store.append([commit('c1')]);
    await store.append([commit('c2'), commit('c3')]);
    await expect(store.append([commit('c1')])).rejects.toThrow();
    expect(store.log.map((c) => c.streamId)).toEqual(['c1', 'c2', 'c3']);
  });
});
