import { monthName, neighbours, readMonth } from './month';

describe('the month of the overview page', () => {
  it('is this month without ?month= or with an empty one', () => {
    expect(readMonth(null)).toEqual({ kind: 'current' });
    expect(readMonth('')).toEqual({ kind: 'current' });
  });

  it('takes yyyy-MM from 2018', () => {
    expect(readMonth('2027-02')).toEqual({ kind: 'month', month: '2027-02' });
    expect(readMonth('2018-01')).toEqual({ kind: 'month', month: '2018-01' });
  });

  it.each(['2027-13', '2027-00', 'abc', '2027-2', '2017-12', '2027-02-01', ' 2027-02'])('refuses %p', (raw) => {
    expect(readMonth(raw)).toEqual({ kind: 'invalid' });
  });

  it('names the month in Danish', () => {
    expect(monthName('2027-02')).toBe('februar 2027');
    expect(monthName('2026-12')).toBe('december 2026');
  });

  it('links to the months either side, across a new year, never before January 2018', () => {
    expect(neighbours('2027-01')).toEqual({ previous: '2026-12', next: '2027-02' });
    expect(neighbours('2026-12')).toEqual({ previous: '2026-11', next: '2027-01' });
    expect(neighbours('2018-01')).toEqual({ previous: null, next: '2018-02' });
  });
});
