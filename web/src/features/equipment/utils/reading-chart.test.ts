import { chartGeometry, nearestIndex, niceTicks, seriesSummary, timeTicks, valueDomain } from './reading-chart';

const box = { width: 600, height: 240, left: 48, right: 12, top: 12, bottom: 28 };
const weekly = (count: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => {
    const v = value(i);
    return {
      at: new Date(Date.UTC(2022, 0, 3) + i * 86_400_000 * 1.4).toISOString(),
      value: v,
      state: v < 1 ? ('BELOW' as const) : v > 2.5 ? ('ABOVE' as const) : ('WITHIN' as const),
      completionId: `c${i}`,
    };
  });

describe('the readings chart', () => {
  test('ticks fall on round numbers across the range', () => {
    expect(niceTicks(0.6, 2.7, 6)).toEqual([1, 1.5, 2, 2.5]);
    expect(niceTicks(0, 100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(2, 2)).toEqual([2]);
  });

  test('the range holds the readings and the limits, with some air', () => {
    const [min, max] = valueDomain([1.5, 2], 1, 2.5);
    expect(min).toBeLessThan(1);
    expect(max).toBeGreaterThan(2.5);
    expect(valueDomain([3, 3])).toEqual([2, 4]);
  });

  test('five years of readings are one line path and one path of diamonds for those outside', () => {
    const points = weekly(1300, (i) => (i % 100 === 0 ? 0.6 : 1.8));
    const started = performance.now();
    const geometry = chartGeometry({ lower: 1, upper: 2.5, points }, box);
    expect(performance.now() - started).toBeLessThan(100);
    expect(geometry.line.match(/[ML]/g)).toHaveLength(1300);
    expect(geometry.outside.match(/M/g)).toHaveLength(13);
    expect(geometry.xs[0]).toBe(48);
    expect(geometry.xs[1299]).toBe(588);
    // The lower limit lies below the upper on screen, and the band between them.
    expect(geometry.lowerY!).toBeGreaterThan(geometry.upperY!);
    expect(geometry.band).toEqual({ top: geometry.upperY, bottom: geometry.lowerY });
    expect(geometry.xTicks.map((t) => t.label)).toEqual(['2023', '2024', '2025', '2026']);
  });

  test('without limits there is no band; one reading sits in the middle', () => {
    const geometry = chartGeometry({ points: weekly(1, () => 2) }, box);
    expect(geometry.band).toBeNull();
    expect(geometry.xs[0]).toBe(318);
  });

  test('short spans are labelled by month', () => {
    const ticks = timeTicks(Date.UTC(2027, 0, 10), Date.UTC(2027, 5, 10));
    expect(ticks.map((t) => t.label)).toEqual(['feb. 27', 'mar. 27', 'apr. 27', 'maj 27', 'jun. 27']);
  });

  test('the pointer finds the nearest reading', () => {
    const xs = [10, 20, 40];
    expect(nearestIndex(xs, 0)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(0);
    expect(nearestIndex(xs, 16)).toBe(1);
    expect(nearestIndex(xs, 31)).toBe(2);
    expect(nearestIndex(xs, 99)).toBe(2);
    expect(nearestIndex([], 5)).toBe(-1);
  });

  test('screen readers get a summary', () => {
    expect(
      seriesSummary(
        { label: 'Tryk', unit: 'bar', points: [{ state: 'WITHIN' }, { state: 'BELOW' }] },
        '1–2,5 bar',
        'fra 3. jan. 2022 til 4. jan. 2022',
      ),
    ).toBe('Tryk: 2 målinger fra 3. jan. 2022 til 4. jan. 2022, 1 uden for grænserne (1–2,5 bar).');
  });
});
