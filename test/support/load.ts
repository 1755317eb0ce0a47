import { performance } from 'node:perf_hooks';
import type { NewNote, TaskRow } from './contract';
import { pick, prng } from './factories';
import { completeDueTask, count, createDueTask, type LoadCompany, type StatusCounts } from './load-company';
import type { ApiAnswer, TestRuntime } from './runtime';

/**
 * The load driver shared by `test/integration/load.test.ts` and the bench's `writes` section:
 * `clients` clients for `seconds`, each looping over a maintenance company's day (issue 26): the
 * technician lists their tasks, reads one, completes a due one, writes a note on one; the admin
 * creates a new due task. Every task is on the technician. Each answer is counted by status and
 * timed per kind; every write answered 200/201 is written into the company's ledger
 * (`./load-company.ts`), which `./load-check.ts` finds again afterwards.
 *
 * No two clients ever complete the same task (that would be a real collision): a completion takes
 * the oldest due task off the company's queue before it asks, so any 409 is a false conflict
 * (decision 140 "The load run: a maintenance company's day on one technician").
 */

export const LOAD_KINDS = ['list', 'read', 'create', 'complete', 'note'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/**
 * The mix, in parts of 100: mostly looking (the list and a task), a completion for every task
 * created (each created task is due, so the due queue neither runs dry nor grows without end), and
 * a note now and then.
 */
export const LOAD_MIX: Record<LoadKind, number> = { list: 25, read: 35, create: 15, complete: 15, note: 10 };

export interface KindFigures {
  requests: number;
  statuses: StatusCounts;
  p50: number;
  p95: number;
}

export interface LoadRun {
  clients: number;
  /** From the first request to the last answer, in seconds. */
  seconds: number;
  requests: number;
  perSecond: number;
  /** Answers not 200/201 (a network error counts as status 0). */
  failures: number;
  p50: number;
  p95: number;
  kinds: Record<LoadKind, KindFigures>;
  /** The failures as the client saw them, alike ones counted together (the first 10 kinds). */
  failed: { kind: LoadKind; status: number; body: string; times: number }[];
}

const percentile = (values: number[], p: number) =>
  values.length === 0
    ? 0
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const ok = (status: number) => status === 200 || status === 201;

function noteFailure(
  failed: LoadRun['failed'],
  { kind, status, body }: { kind: LoadKind; status: number; body: unknown },
) {
  const text = JSON.stringify(body).slice(0, 300);
  const same = failed.find((f) => f.kind === kind && f.status === status && f.body === text);
  if (same) same.times++;
  else if (failed.length < 10) failed.push({ kind, status, body: text, times: 1 });
}

/** One client's next request; a completion without a due task left creates one instead. */
function chooseKind(random: () => number, company: LoadCompany): LoadKind {
  let roll = random() * 100;
  for (const kind of LOAD_KINDS) {
    roll -= LOAD_MIX[kind];
    if (roll < 0) return kind === 'complete' && company.due.length === 0 ? 'create' : kind;
  }
  return 'list';
}

/** Sends one request of `kind`; what it wrote goes into the ledger. */
async function send(rt: TestRuntime, company: LoadCompany, kind: LoadKind, random: () => number) {
  const { technician } = company;
  const anyTask = () => pick(random, company.taskIds);
  switch (kind) {
    case 'list':
      return rt.call<{ tasks: TaskRow[] }>('GET', '/api/task', technician);
    case 'read':
      return rt.call('GET', `/api/task/${anyTask()}`, technician);
    case 'create':
      return createDueTask(rt, company);
    case 'complete':
      return completeDueTask(rt, company);
    case 'note': {
      const taskId = anyTask();
      const body = {
        content: `Aflæst ${Math.round(random() * 40) / 10} bar; filteret er skiftet.`,
        files: [],
        recipientIds: [],
        core: false,
        taskId,
      };
      const answer = await rt.call<NewNote>('POST', '/api/note', { ...technician, body });
      if (answer.status === 201) company.tasks.get(taskId)!.notes.push(answer.body.noteId);
      return answer;
    }
  }
}

/**
 * `clients` clients, each sending its next request when its last is answered, until `seconds` have
 * passed; requests under way then are answered and counted. `seed` makes the run repeatable.
 */
export async function runLoad(
  rt: TestRuntime,
  company: LoadCompany,
  { clients, seconds, seed = 26 }: { clients: number; seconds: number; seed?: number },
): Promise<LoadRun> {
  const latencies = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, [] as number[]])) as Record<LoadKind, number[]>;
  const statuses = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, {}])) as Record<LoadKind, StatusCounts>;
  const failed: LoadRun['failed'] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const random = prng(seed * 1000 + client);
      while (performance.now() < end) {
        const kind = chooseKind(random, company);
        const began = performance.now();
        let answer: ApiAnswer<unknown>;
        try {
          answer = await send(rt, company, kind, random);
        } catch (error) {
          // No answer at all (the connection failed): status 0, with the cause fetch gives.
          answer = { status: 0, body: `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}` };
        }
        latencies[kind].push(performance.now() - began);
        count(statuses[kind], answer.status);
        if (!ok(answer.status)) noteFailure(failed, { kind, status: answer.status, body: answer.body });
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const all = LOAD_KINDS.flatMap((kind) => latencies[kind]);
  const failures = LOAD_KINDS.reduce(
    (sum, kind) =>
      sum +
      Object.entries(statuses[kind])
        .filter(([status]) => !ok(Number(status)))
        .reduce((n, [, times]) => n + times, 0),
    0,
  );
  return {
    clients,
    seconds: elapsed,
    requests: all.length,
    perSecond: all.length / elapsed,
    failures,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    kinds: Object.fromEntries(
      LOAD_KINDS.map((kind) => [
        kind,
        {
          requests: latencies[kind].length,
          statuses: statuses[kind],
          p50: percentile(latencies[kind], 50),
          p95: percentile(latencies[kind], 95),
        },
      ]),
    ) as Record<LoadKind, KindFigures>,
    failed,
  };
}

/** The run in a few lines: rate, answers, and p50/p95 per kind. */
export function describeRun(run: LoadRun): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `${run.clients} clients × ${run.seconds.toFixed(1)} s: ${run.requests} requests, ` +
      `${run.perSecond.toFixed(1)} req/s, ${run.failures} not 2xx; p50 ${ms(run.p50)}, p95 ${ms(run.p95)}`,
    ...LOAD_KINDS.map((kind) => {
      const figures = run.kinds[kind];
      return `  ${kind.padEnd(8)} ${String(figures.requests).padStart(5)}  p50 ${ms(figures.p50).padStart(7)}  p95 ${ms(figures.p95).padStart(7)}  ${JSON.stringify(figures.statuses)}`;
    }),
    ...run.failed.map((f) => `  failed ${f.times}×: ${f.kind} ${f.status} ${f.body}`),
  ];
  return lines.join('\n');
}
