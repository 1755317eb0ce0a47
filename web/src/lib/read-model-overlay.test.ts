import { listChanges, mergeList, settleInterval, type ListChange } from './read-model-overlay';

interface Row {
  id: string;
  name: string;
}
const row = (id: string, name = id): Row => ({ id, name });
const NOW = 1_000;
const upsert = (item: Row, until = NOW + 10): ListChange<Row> => ({ kind: 'upsert', item, keys: ['name'], until });
const removed = (id: string, until = NOW + 10): ListChange<Row> => ({ kind: 'removed', id, until });

describe('mergeList', () => {
  it('adds a created row the server does not show yet', () => {
    expect(mergeList([row('a')], [upsert(row('b'))], NOW)).toEqual({ items: [row('a'), row('b')], settled: false });
  });

  it('replaces a changed row until the server has the same values', () => {
    expect(mergeList([row('a', 'old')], [upsert(row('a', 'new'))], NOW)).toEqual({ items: [row('a', 'new')], settled: false });
    expect(mergeList([row('a', 'new')], [upsert(row('a', 'new'))], NOW).settled).toBe(true);
  });

  it('hides a deleted row until the server drops it', () => {
    expect(mergeList([row('a'), row('b')], [removed('a')], NOW)).toEqual({ items: [row('b')], settled: false });
    expect(mergeList([row('b')], [removed('a')], NOW)).toEqual({ items: [row('b')], settled: true });
  });

  it('a row created and deleted again never shows', () => {
    expect(mergeList([], [upsert(row('a')), removed('a')], NOW).items).toEqual([]);
  });

  it('ignores changes older than the window', () => {
    expect(mergeList([row('a')], [removed('a', NOW - 1), upsert(row('b'), NOW)], NOW)).toEqual({ items: [row('a')], settled: true });
  });
});

describe('listChanges', () => {
  it('keeps one change per row, forgets settled ones, and asks for a re-read while it lags', () => {
    listChanges.upsert<Row>('list', row('a', 'first'), ['name']);
    listChanges.upsert<Row>('list', row('a', 'second'), ['name']);
    expect(listChanges.of<Row>('list')).toHaveLength(1);
    expect(settleInterval('list', [row('a', 'first')])).toBe(1_000);
    expect(settleInterval('list', undefined)).toBe(0);
    listChanges.settle('list', [row('a', 'second')]);
    expect(listChanges.of<Row>('list')).toHaveLength(0);
    expect(settleInterval('list', [row('a', 'first')])).toBe(0);
  });
});
