import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LAMBDA_RESPONSE_LIMIT } from '../../functions/http/answer-limit';
import { encodedGet } from '../support/encoded-get';
import { seedLargeCompany, type LargeCompany } from '../support/large-company';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import type { BenchReport } from './report';
import { largeBrowserBench } from './large-browser';

/**
 * `npm run bench -- large`: a municipality's company (issue 26, decision 136 "Large answers:
 * compressed in the function, lists by the page") of 50,000 tasks, 5,000 equipment over 500
 * locations and 200 people, seeded straight into the tables through the real commands
 * (`test/support/large-company.ts`; the API's ~40 tasks a second would take 20 minutes and more),
 * then its large reads: answer sizes (the rows as JSON, what crosses the wire to a client taking
 * Brotli, and the largest answer Lambda returns for them, which must stay under its 6 MB), p50/p95
 * of ROUNDS warm reads of each, and the SPA's task list in Chromium (`large-browser.ts`).
 */
const SECTION = 'large';
const PLAN = { people: 200, locations: 500, equipment: 5000, tasks: 50_000, completions: 10_000, notes: 2000 };
const ROUNDS = 10;

interface Page {
  status: number;
  wire: number;
  raw: number;
  /** What the function returned for it, as Lambda counts it: base64 when compressed, escaped JSON when not. */
  lambda: number;
  next: string | null;
}

/** One GET as a client taking `encoding` sees it. */
async function fetchPage(
  rt: TestRuntime,
  token: string,
  path: string,
  query: Record<string, string>,
  encoding: string,
) {
  const url = new URL(path, rt.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const { status, headers, wire, body } = await encodedGet(url, token, encoding);
  const coding = headers['content-encoding'];
  const text = body.toString();
  // Headers and status are a few hundred bytes of the envelope; the body is the rest, base64
  // when compressed or binary (a PDF), else the text as a JSON string.
  const binary = coding || !/json|text/.test(String(headers['content-type']));
  const lambda = (binary ? Math.ceil(wire.length / 3) * 4 : Buffer.byteLength(JSON.stringify(text))) + 600;
  let next: string | null = null;
  if (headers['content-type']?.includes('json') && status === 200) {
    const parsed = JSON.parse(text) as { next?: string | null } | unknown[];
    const link = headers.link as string | undefined;
    next = Array.isArray(parsed)
      ? (link?.match(/cursor=([^&>]+)/)?.[1] ?? null)
      : ((parsed as { next?: string | null }).next ?? null);
    if (next) next = decodeURIComponent(next);
  }
  return { status, wire: wire.length, raw: body.length, lambda, next };
}

/** Every page of a read, one after another: its pages, bytes, largest answer and time. */
async function readWhole(
  rt: TestRuntime,
  token: string,
  path: string,
  query: Record<string, string>,
  encoding: string,
) {
  const start = performance.now();
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchPage(rt, token, path, { ...query, ...(cursor ? { cursor } : {}) }, encoding);
    if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
    pages.push(page);
    cursor = page.next;
  } while (cursor);
  return {
    ms: performance.now() - start,
    pages: pages.length,
    wire: pages.reduce((sum, page) => sum + page.wire, 0),
    raw: pages.reduce((sum, page) => sum + page.raw, 0),
    lambda: Math.max(...pages.map((page) => page.lambda)),
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const kB = (bytes: number) => Math.round(bytes / 100) / 10;

export async function largeBench(report: BenchReport) {
  const rt = await startTestRuntime({ webRoot: resolve('web/dist') });
  try {
    const seeding = performance.now();
    const company = await rt.importing(() =>
      seedLargeCompany(PLAN, (line) =>
        console.log(`large: ${line} (${Math.round((performance.now() - seeding) / 1000)} s)`),
      ),
    );
    const seconds = Math.round((performance.now() - seeding) / 1000);
    const items = company.written.events + company.written.readModels + company.written.counters;
    report.add({
      section: SECTION,
      name: 'seeding',
      value: seconds,
      unit: 's',
      note: `${PLAN.tasks} tasks, ${PLAN.equipment} equipment, ${PLAN.locations} locations, ${PLAN.people} people, ${PLAN.completions} completions, ${PLAN.notes} notes: ${items} items (${Math.round(items / seconds)}/s), ${company.seconds.write} s of it writing`,
    });
    const login = await rt.call<{ token: string }>('POST', '/api/user', {
      body: { emailAddress: company.owner.emailAddress, password: company.owner.password },
    });
    const token = login.body.token;
    await readsOf(rt, token, company, report);
    await largeBrowserBench(rt, company, PLAN.tasks, report);
  } finally {
    await rt.stop();
  }
}

async function readsOf(rt: TestRuntime, token: string, company: LargeCompany, report: BenchReport) {
  const companyId = company.companyId;
  const feed = await rt.call<{ feed: { url: string } }>('POST', '/api/calendar/feeds', {
    token,
    query: { companyId },
    body: { scope: 'company' },
  });
  const reads: [string, string, Record<string, string>][] = [
    ['task list', '/api/task', { companyId }],
    ['a person’s tasks', '/api/task-query', { companyId, userId: company.people[1] }],
    ['equipment', '/api/equipment', { companyId }],
    ['locations', '/api/locations', { companyId }],
    ['people', '/api/user/index', { companyId }],
    ['notes of one equipment', '/api/note', { companyId, equipmentId: company.equipment[0] }],
    ['completions of the year', '/api/historic_completions', { companyId, year: String(new Date().getFullYear()) }],
    ['overview', '/api/overview', { companyId }],
    ['calendar feed', new URL(feed.body.feed.url).pathname, {}],
    ['service book', `/api/equipment/${company.equipment[0]}/service-book`, { companyId }],
  ];
  for (const [name, path, query] of reads) {
    const plain = await readWhole(rt, token, path, query, 'identity');
    const times: number[] = [];
    let compressed = plain;
    for (let round = 0; round < ROUNDS; round++) {
      compressed = await readWhole(rt, token, path, query, 'br, gzip');
      times.push(compressed.ms);
    }
    report.add({
      section: SECTION,
      name: `${name} p95`,
      value: Math.round(percentile(times, 95)),
      unit: 'ms',
      note: `p50 ${Math.round(percentile(times, 50))} ms of ${ROUNDS} (Brotli, every page)`,
    });
    report.add({
      section: SECTION,
      name: `${name} size`,
      value: kB(plain.raw),
      unit: 'kB',
      note: `wire ${kB(compressed.wire)} kB in ${compressed.pages} answer(s) with Brotli, ${plain.pages} without`,
    });
    report.add({
      section: SECTION,
      name: `${name} largest answer`,
      value: kB(Math.max(plain.lambda, compressed.lambda)),
      unit: 'kB',
      target: { max: kB(LAMBDA_RESPONSE_LIMIT) },
      note: 'what Lambda returns (base64 when compressed, escaped JSON when not), with or without Brotli',
    });
  }
}
