import { performance } from 'node:perf_hooks';
import { pool } from '../support/load-company';

/** The writes bench's requests: their statuses, latencies (ms), how long they took (s), and how many succeeded. */
export interface Timed {
  statuses: number[];
  latencies: number[];
  seconds: number;
  ok: number;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** `{"201": 396, "409": 4}` */
export const statusesOf = (statuses: number[]) =>
  JSON.stringify(statuses.reduce<Record<number, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {}));

/** `count` requests, `width` at a time. */
export async function timed(count: number, width: number, request: () => Promise<{ status: number }>): Promise<Timed> {
  const statuses: number[] = [];
  const latencies: number[] = [];
  const start = performance.now();
  await pool(count, width, async () => {
    const began = performance.now();
    statuses.push((await request()).status);
    latencies.push(performance.now() - began);
  });
  const seconds = (performance.now() - start) / 1000;
  return { statuses, latencies, seconds, ok: statuses.filter((s) => s === 200 || s === 201).length };
}
