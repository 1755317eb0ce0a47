import type { Answer } from './answers';
import { readingSeries, type AnsweredCompletion } from './readings';

const pressure = (value: number, limits: { lower?: number; upper?: number } = { lower: 1, upper: 2.5 }): Answer => ({
  item: { id: 'p', kind: 'READING', label: 'Tryk', unit: 'bar', ...limits },
  reading: value,
});
const done = (at: string, answers: Answer[], over: Partial<AnsweredCompletion> = {}): AnsweredCompletion => ({
  taskId: 't1',
  title: 'Kedeleftersyn',
  completionId: `c-${at}`,
  finishedOn: at,
  answers,
  ...over,
});

describe('given completions with readings', () => {
  test('when read as series, then each task item is one series, oldest point first, out-of-limit points marked', () => {
    const series = readingSeries([
      done('2027-03-01T09:00:00.000Z', [pressure(0.6)]),
      done('2027-01-01T09:00:00.000Z', [
        pressure(1.8),
        { item: { id: 'k', kind: 'CHECK', label: 'Lækager' }, check: 'OK' },
      ]),
      done('2027-02-01T09:00:00.000Z', [pressure(2.7)]),
    ]);
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({ key: 't1#p', label: 'Tryk', unit: 'bar', lower: 1, upper: 2.5 });
    expect(series[0].points.map((point) => [point.value, point.state])).toEqual([
      [1.8, 'WITHIN'],
      [2.7, 'ABOVE'],
      [0.6, 'BELOW'],
    ]);
  });

  test('when the limits changed, then each point is judged by its own day’s limits and the series shows the newest', () => {
    const [series] = readingSeries([
      done('2027-01-01T09:00:00.000Z', [pressure(2.7, { upper: 3 })]),
      done('2027-02-01T09:00:00.000Z', [pressure(2.7, { upper: 2.5 })]),
    ]);
    expect(series.points.map((point) => point.state)).toEqual(['WITHIN', 'ABOVE']);
    expect(series).toMatchObject({ upper: 2.5 });
    expect(series).not.toHaveProperty('lower');
  });

  test('when two tasks read the same item id, then they are two series, ordered by task title', () => {
    const series = readingSeries([
      done('2027-01-01T09:00:00.000Z', [pressure(1.5)], { taskId: 't2', title: 'Årligt eftersyn' }),
      done('2027-01-02T09:00:00.000Z', [pressure(1.6)]),
    ]);
    expect(series.map((one) => one.key)).toEqual(['t1#p', 't2#p']);
  });

  test('when completions have no answers (stored before checklists), then there are no series', () => {
    expect(
      readingSeries([{ taskId: 't1', title: 'x', completionId: 'c', finishedOn: '2027-01-01T00:00:00Z' }]),
    ).toEqual([]);
  });
});
