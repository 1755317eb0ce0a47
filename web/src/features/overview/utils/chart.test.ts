import { chartBars } from './chart';

describe('the on-time chart', () => {
  const bars = chartBars([
    { month: '2026-12', tasksCompleted: 4, percentCompletedInTime: 75 },
    { month: '2027-01', tasksCompleted: 0 },
    { month: '2027-02', tasksCompleted: 8, percentCompletedInTime: 87.5 },
  ]);

  it('names each month and its value in Danish', () => {
    expect(bars.map((b) => [b.short, b.name, b.value, b.shortValue])).toEqual([
      ['dec.', 'december 2026', '75,0 %', '75,0'],
      ['jan.', 'januar 2027', '–', '–'],
      ['feb.', 'februar 2027', '87,5 %', '87,5'],
    ]);
  });

  it('leaves a month without completions without a bar, not at 0', () => {
    expect(bars[1].percent).toBeNull();
    expect(bars[1].spoken).toBe('Ingen udførte opgaver');
    expect(chartBars([{ month: '2027-03', tasksCompleted: 2, percentCompletedInTime: 0 }])[0].percent).toBe(0);
  });

  it('shows the year under the first month and every January', () => {
    expect(bars.map((b) => b.showYear)).toEqual([true, true, false]);
  });
});
