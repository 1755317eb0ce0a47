import { readingState, type Answer, type ReadingState } from './answers';

/**
 * Readings over time (issue 29 "Readings over time", decision 165): each reading item of each task
 * on an equipment or location as one series, its points oldest first. A point keeps the limits its
 * item had when it was read, so a value is judged by the limits of its day; the series is named and
 * limited as its newest reading was.
 */
export interface ReadingPoint {
  at: string;
  value: number;
  state: ReadingState;
  completionId: string;
  lower?: number;
  upper?: number;
}

export interface ReadingSeries {
  /** `<taskId>#<itemId>`. */
  key: string;
  taskId: string;
  taskTitle: string;
  itemId: string;
  label: string;
  unit?: string;
  lower?: number;
  upper?: number;
  points: ReadingPoint[];
}

/** A completion as the history keeps it, as far as readings go. */
export interface AnsweredCompletion {
  taskId: string;
  title: string;
  completionId: string;
  finishedOn: string;
  answers?: Answer[];
}

/** Pure: the series of `completions`' readings, ordered by task title and then by item label. */
export function readingSeries(completions: AnsweredCompletion[]): ReadingSeries[] {
  const byKey = new Map<string, ReadingSeries>();
  const ordered = [...completions].sort((a, b) => a.finishedOn.localeCompare(b.finishedOn));
  for (const completion of ordered) {
    for (const answer of completion.answers ?? []) {
      if (answer.reading === undefined) continue;
      const { item } = answer;
      const key = `${completion.taskId}#${item.id}`;
      const series: Partial<ReadingSeries> & { points: ReadingPoint[] } = byKey.get(key) ?? {
        key,
        taskId: completion.taskId,
        itemId: item.id,
        points: [],
      };
      // The newest reading names the series and gives its current limits.
      Object.assign(series, {
        taskTitle: completion.title,
        label: item.label,
        unit: item.unit,
        lower: item.lower,
        upper: item.upper,
      });
      series.points.push({
        at: completion.finishedOn,
        value: answer.reading,
        state: readingState(answer.reading, item),
        completionId: completion.completionId,
        ...(item.lower !== undefined ? { lower: item.lower } : {}),
        ...(item.upper !== undefined ? { upper: item.upper } : {}),
      });
      byKey.set(key, series as ReadingSeries);
    }
  }
  return [...byKey.values()]
    .map(({ unit, lower, upper, ...series }) => ({
      ...series,
      ...(unit !== undefined ? { unit } : {}),
      ...(lower !== undefined ? { lower } : {}),
      ...(upper !== undefined ? { upper } : {}),
    }))
    .sort((a, b) => a.taskTitle.localeCompare(b.taskTitle, 'da') || a.label.localeCompare(b.label, 'da'));
}
