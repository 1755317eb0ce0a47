import { keptOffline, OFFLINE_MAX_TASKS, offlineSet, type OfflineCandidate } from './offline-set';

const now = new Date('2027-01-04T10:00:00.000Z');
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
const task = (over: Partial<OfflineCandidate> & { id?: string } = {}) => ({
  id: 't',
  responsibleId: 'bo',
  status: 'CURRENT' as const,
  deadline: inDays(3),
  ...over,
});

describe("given a person's tasks, when the phone keeps what the next two weeks need", () => {
  test('then their open tasks due within 14 days are kept, overdue ones too, soonest first', () => {
    const kept = offlineSet(
      [
        task({ id: 'later', deadline: inDays(14) }),
        task({ id: 'overdue', status: 'OVERDUE', deadline: inDays(-2) }),
        task({ id: 'planned', status: 'ACTIVE', deadline: inDays(10) }),
        task({ id: 'too-far', status: 'ACTIVE', deadline: inDays(15) }),
      ],
      'bo',
      now,
    );
    expect(kept.map((t) => t.id)).toEqual(['overdue', 'planned', 'later']);
  });

  test("then another person's, a completed and a task on standby are left out (an admin's phone too keeps only their own)", () => {
    expect(keptOffline(task({ responsibleId: 'anne' }), 'bo', now)).toBe(false);
    expect(keptOffline(task({ status: 'COMPLETED' }), 'bo', now)).toBe(false);
    expect(keptOffline(task({ status: 'STANDBY' }), 'bo', now)).toBe(false);
  });

  test('then an admin responsible for hundreds keeps the 100 soonest', () => {
    const many = Array.from({ length: 250 }, (_, i) => task({ id: `t${i}`, deadline: inDays(13 - (i % 14)) }));
    const kept = offlineSet(many, 'bo', now);
    expect(kept).toHaveLength(OFFLINE_MAX_TASKS);
    const latestKept = Math.max(...kept.map((t) => new Date(t.deadline).getTime()));
    const left = many.filter((t) => !kept.includes(t));
    expect(left.every((t) => new Date(t.deadline).getTime() >= latestKept)).toBe(true);
  });
});
