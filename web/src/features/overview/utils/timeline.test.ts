import { formatTime, formatWeekday } from '#domain/shared/time';
import { dayKey, groupByDay } from './timeline';

const at = (deadline: string, title = deadline) => ({ deadline, title });

describe('the month timeline by day', () => {
  it('groups deadlines by their Copenhagen day, in order', () => {
    const groups = groupByDay([
      at('2027-02-01T22:00:00.000Z', 'a'),
      at('2027-02-01T22:00:00.000Z', 'b'),
      at('2027-02-05T22:00:00.000Z', 'c'),
    ]);
    expect(groups.map((g) => [g.day, g.label, g.items.map((i) => i.title)])).toEqual([
      ['2027-02-01', 'mandag 1. februar', ['a', 'b']],
      ['2027-02-05', 'fredag 5. februar', ['c']],
    ]);
  });

  it('reads a deadline at 23:00 Copenhagen as that day, in summer time too', () => {
    expect(dayKey('2027-06-30T21:00:00.000Z')).toBe('2027-06-30');
    expect(dayKey('2027-01-31T22:00:00.000Z')).toBe('2027-01-31');
    expect(formatWeekday('2027-01-31T22:00:00.000Z')).toBe('søndag 31. januar');
  });

  it('keeps to the limit', () => {
    const items = Array.from({ length: 5 }, (_, i) => at(`2027-02-0${i + 1}T22:00:00.000Z`));
    expect(groupByDay(items, 3).flatMap((g) => g.items)).toHaveLength(3);
    expect(groupByDay([], 3)).toEqual([]);
  });
});

it('writes the time of day the Danish way, in Copenhagen time', () => {
  expect(formatTime('2027-02-05T22:00:00.000Z')).toBe('23.00');
  expect(formatTime('2027-06-30T21:00:00.000Z')).toBe('23.00');
});
