import { pagesLeft } from './read-store';

describe('pagesLeft (how many pages follow a first page of random ids)', () => {
  it('given a first page that ended a quarter of the way through the ids, then about three pages follow', () => {
    expect(pagesLeft('40000000-0000-4000-8000-000000000000')).toBeCloseTo(3);
  });

  it('given a first page that ended past the middle, then at most one page follows (read in turn, not in slices)', () => {
    expect(pagesLeft('80000000-1111-4000-8000-000000000000')).toBeLessThanOrEqual(1);
    expect(pagesLeft('e5a1b2c3-1111-4000-8000-000000000000')).toBeLessThan(0.2);
  });

  it('given a first page that ended near the start (a large partition), then many pages follow', () => {
    expect(pagesLeft('0a000000-0000-4000-8000-000000000000')).toBeGreaterThan(20);
  });

  it('given a key that is no id, then the rest is read in slices, as for a large partition', () => {
    expect(pagesLeft('ikke-et-id')).toBe(Infinity);
    expect(pagesLeft('00000000-0000-4000-8000-000000000000')).toBe(Infinity);
  });
});
