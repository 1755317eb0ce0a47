import { formatDanishNumber } from '#domain/checklist/numbers';
import type { ReadingPoint, ReadingSeries } from '#domain/checklist/readings';

/**
 * The geometry of a reading series' chart (issue 29 "Readings over time"): pure, so five years of
 * readings (about 1,300 points) become one SVG path for the line and one for the points outside
 * the limits, not an element per point; the axes' ticks on round numbers and whole months or years.
 */
export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the dates below. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Tick {
  at: number;
  label: string;
}

export interface ChartGeometry {
  /** The line through every point, oldest first. */
  line: string;
  /** A diamond on each point outside its limits, as one path. */
  outside: string;
  /** The band between the limits, and each limit's line (y in pixels), when the series has them. */
  band: { top: number; bottom: number } | null;
  lowerY: number | null;
  upperY: number | null;
  xTicks: Tick[];
  yTicks: Tick[];
  /** Each point's x, for finding the one nearest the pointer. */
  xs: Float64Array;
  ys: Float64Array;
}

const MONTH = new Intl.DateTimeFormat('da-DK', { month: 'short', year: '2-digit', timeZone: 'Europe/Copenhagen' });
const YEAR = new Intl.DateTimeFormat('da-DK', { year: 'numeric', timeZone: 'Europe/Copenhagen' });
const DAY = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone: 'Europe/Copenhagen' });

/** Round steps (1, 2, 2.5, 5 × 10ⁿ) so about `count` ticks span [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  // Rounded, so 0.1 + 0.2 reads 0,3.
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** The value range shown: the readings and the limits, with a little air above and below. */
export function valueDomain(values: ArrayLike<number>, lower?: number, upper?: number): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i += 1) {
    if (values[i] < min) min = values[i];
    if (values[i] > max) max = values[i];
  }
  for (const limit of [lower, upper]) {
    if (limit === undefined) continue;
    min = Math.min(min, limit);
    max = Math.max(max, limit);
  }
  if (!Number.isFinite(min)) return [0, 1];
  if (min === max) return [min - 1, max + 1];
  const air = (max - min) * 0.08;
  return [min - air, max + air];
}

/** Date ticks: years over a span of more than two years, else months (every n-th, so about `count`). */
export function timeTicks(from: number, to: number, count = 6): { at: number; label: string }[] {
  if (!(to > from)) return [{ at: from, label: DAY.format(from) }];
  const years = (to - from) / (365.25 * 86_400_000);
  const ticks: { at: number; label: string }[] = [];
  const start = new Date(from);
  if (years > 2) {
    const step = Math.max(1, Math.ceil(years / count));
    for (let y = start.getUTCFullYear() + 1; ; y += step) {
      const at = Date.UTC(y, 0, 1);
      if (at > to) break;
      ticks.push({ at, label: YEAR.format(at) });
    }
    return ticks;
  }
  const months = Math.max(1, Math.round(years * 12));
  const step = Math.max(1, Math.ceil(months / count));
  for (let m = start.getUTCMonth() + 1; ; m += step) {
    const at = Date.UTC(start.getUTCFullYear(), m, 1);
    if (at > to) break;
    ticks.push({ at, label: MONTH.format(at) });
  }
  return ticks.length ? ticks : [{ at: from, label: DAY.format(from) }];
}

const fixed = (n: number) => Math.round(n * 10) / 10;

/** The chart of `series` in `box`: every coordinate in pixels. */
export function chartGeometry(
  series: Pick<ReadingSeries, 'lower' | 'upper'> & { points: readonly Pick<ReadingPoint, 'at' | 'value' | 'state'>[] },
  box: ChartBox,
): ChartGeometry {
  const { points } = series;
  const n = points.length;
  const times = new Float64Array(n);
  const values = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    times[i] = Date.parse(points[i].at);
    values[i] = points[i].value;
  }
  const lower = series.lower ?? undefined;
  const upper = series.upper ?? undefined;
  const [vMin, vMax] = valueDomain(values, lower, upper);
  const tMin = n ? times[0] : 0;
  const tMax = n ? times[n - 1] : 1;
  const plotW = Math.max(1, box.width - box.left - box.right);
  const plotH = Math.max(1, box.height - box.top - box.bottom);
  const x = (t: number) => (tMax > tMin ? box.left + ((t - tMin) / (tMax - tMin)) * plotW : box.left + plotW / 2);
  const y = (v: number) => box.top + (1 - (v - vMin) / (vMax - vMin)) * plotH;

  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const line: string[] = [];
  const outside: string[] = [];
  const r = 4.5;
  for (let i = 0; i < n; i += 1) {
    xs[i] = fixed(x(times[i]));
    ys[i] = fixed(y(values[i]));
    line.push(`${i === 0 ? 'M' : 'L'}${xs[i]} ${ys[i]}`);
    if (points[i].state !== 'WITHIN') outside.push(`M${xs[i]} ${fixed(ys[i] - r)}l${r} ${r}l-${r} ${r}l-${r} -${r}z`);
  }
  const lowerY = lower === undefined ? null : fixed(y(lower));
  const upperY = upper === undefined ? null : fixed(y(upper));
  const band =
    lowerY === null && upperY === null ? null : { top: upperY ?? box.top, bottom: lowerY ?? box.top + plotH };
  return {
    line: line.join(''),
    outside: outside.join(''),
    band,
    lowerY,
    upperY,
    xTicks: timeTicks(tMin, tMax).map((tick) => ({ at: fixed(x(tick.at)), label: tick.label })),
    yTicks: niceTicks(vMin, vMax, Math.max(3, Math.round(plotH / 45))).map((v) => ({
      at: fixed(y(v)),
      label: formatDanishNumber(v),
    })),
    xs,
    ys,
  };
}

/** The index of the point nearest `px` (the points' xs ascend), or -1 when there are none. */
export function nearestIndex(xs: ArrayLike<number>, px: number): number {
  if (xs.length === 0) return -1;
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid] < px) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && px - xs[lo - 1] <= xs[lo] - px ? lo - 1 : lo;
}

export const readingStateText = { BELOW: 'Under grænsen', WITHIN: '', ABOVE: 'Over grænsen' } as const;

/** 'Tryk: 1.300 målinger fra 3. jan. 2022 til 28. dec. 2026, 12 uden for grænserne (1–2,5 bar).' */
export function seriesSummary(
  series: Pick<ReadingSeries, 'label' | 'unit' | 'lower' | 'upper'> & {
    points: readonly Pick<ReadingPoint, 'state'>[];
  },
  limits: string,
  range: string,
): string {
  const count = series.points.length;
  const outside = series.points.filter((p) => p.state !== 'WITHIN').length;
  return `${series.label}: ${count.toLocaleString('da-DK')} ${count === 1 ? 'måling' : 'målinger'} ${range}, ${
    outside === 0 ? 'alle inden for grænserne' : `${outside.toLocaleString('da-DK')} uden for grænserne`
  }${limits ? ` (${limits})` : ''}.`;
}
