import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ENV } from '../../functions/platform/config';
import { COMPLIANCE_FIELDS } from '../../functions/queries/compliance';
import { openBrowser } from '../support/browser';
import { routineDeadline } from '../support/clocks';
import { logIn } from '../support/e2e';
import { startTestRuntime, type ApiAnswer, type TestRuntime } from '../support/runtime';
import { clickedAt, instrument } from './page-marks';
import { p50, pool } from './reads';
import type { BenchReport } from './report';
import { equipmentBody, expectStatus, unlimitedCompany } from './seed';

/**
 * `npx tsx test/bench/run.ts compliance` (also run with `reads`): the compliance view
 * (`GET /api/compliance/duties`, issue 31, decision 173) of a company with 2,000 items under
 * duties (F-gas leak checks on 200 cooling units at 20 locations), a quarter of them done with a
 * note and its report attached, against its bare reads in the same run: the Query of the
 * company's task rows with the view's attributes, then the BatchGetItems of the last completions'
 * notes, made from this process with the SDK straight to DynamoDB Local. Target: p50 ≤ 1.3× the
 * bare reads. The same company's task list (`GET /api/task`) is timed beside it for comparison.
 * Then the page 'Lovpligtige eftersyn' in Chromium (needs `npm run build:web`), interactive within
 * 1 s: from navigation start until the counts and the first cards are shown, nothing says 'Henter',
 * and a click on the heading is handled (as the dashboard is measured, `browser.ts`).
 */
const DUTIES = 2000;
/** One duty per item: 2,000 items under duties (issue 31). */
const INVENTORY = 2000;
const LOCATIONS = 20;
const DONE = 500;
const ROUNDS = 30;
const RATIO_MAX = 1.3;

export async function complianceBench(report: BenchReport): Promise<void> {
  const rt = await startTestRuntime({ webRoot: resolve('web/dist') });
  try {
    await run(rt, report);
  } finally {
    await rt.stop();
  }
}

const answersWith = (photo: string) => [
  { itemId: 'gas', text: 'R-410A' },
  { itemId: 'charge', reading: 6 },
  { itemId: 'added', reading: 0 },
  { itemId: 'recovered', reading: 0 },
  { itemId: 'leak-free', check: 'OK' },
  { itemId: 'company', text: 'Køleservice ApS' },
  { itemId: 'certificate', text: 'KMO-1234' },
  { itemId: 'result', text: 'Ingen lækager' },
  { itemId: 'report', photos: [photo] },
];

async function run(rt: TestRuntime, report: BenchReport) {
  const { owner, companyId, as } = await unlimitedCompany(rt);
  const ok = <T>(answer: ApiAnswer<T>, what: string, status = 200) => expectStatus(answer, status, what);
  const equipmentIds: string[] = [];
  for (let i = 0; i < INVENTORY; i++) {
    const body = { ...equipmentBody(i, LOCATIONS), category: 'Køleanlæg' };
    equipmentIds.push(
      ok(await rt.call<{ equipmentId: string }>('POST', '/api/equipment', { ...as, body }), 'equipment', 201)
        .equipmentId,
    );
  }
  const deadline = routineDeadline(20);
  const taskIds: string[] = [];
  await pool(DUTIES, 8, async (i) => {
    const body = {
      dutyId: 'FGAS_LEAK_CHECK',
      templateVersion: 1,
      params: { gas: 'R-410A', kg: 6 + (i % 50), leakDetection: i % 3 === 0 },
      equipmentId: equipmentIds[i % INVENTORY],
      responsibleId: owner.user.id,
      deadline,
      notificationPeriod: 30,
    };
    taskIds.push(ok(await rt.call<{ id: string }>('POST', '/api/compliance/apply', { ...as, body }), 'apply', 201).id);
  });
  // One report uploaded, attached to every completion's note (the bench reads the notes, not the files).
  const bytes = Buffer.from('%PDF-1.4\n%bench\n');
  const upload = ok(
    await rt.call<{ url: string; key: string }>('POST', '/api/upload', {
      ...as,
      body: { fileName: 'servicerapport.pdf', contentType: 'application/pdf', size: bytes.length },
    }),
    'upload',
  );
  const put = await fetch(upload.url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: bytes });
  if (put.status !== 200) throw new Error(`upload: ${put.status}`);
  await pool(DONE, 8, async (i) => {
    const body = {
      id: taskIds[i],
      answers: answersWith(upload.key),
      note: { content: 'Servicerapporten er vedhæftet.', files: [upload.key] },
    };
    ok(await rt.call('POST', '/api/task/complete', { ...as, body }), 'complete');
  });
  await rt.drain();

  // The bare reads: this process, the SDK, straight to DynamoDB Local.
  const bare = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const readModels = process.env[ENV.readTable]!;
  const rowsQuery = async () => {
    const rows: { sk: string; state: { lastCompletion?: { noteId: string | null } } }[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await bare.send(
        new QueryCommand({
          TableName: readModels,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `Tasks#${companyId}` },
          ProjectionExpression: ['#sk', '#v', ...COMPLIANCE_FIELDS.map((_, i) => `#s.#f${i}`)].join(', '),
          ExpressionAttributeNames: {
            '#sk': 'sk',
            '#v': 'version',
            '#s': 'state',
            ...Object.fromEntries(COMPLIANCE_FIELDS.map((f, i) => [`#f${i}`, f])),
          },
          ExclusiveStartKey: start,
        }),
      );
      rows.push(...((page.Items ?? []) as typeof rows));
      start = page.LastEvaluatedKey;
    } while (start);
    return rows;
  };
  const bareReads = async () => {
    const rows = await rowsQuery();
    const keys = rows
      .filter((row) => row.state.lastCompletion?.noteId)
      .map((row) => ({ pk: `Notes#${companyId}`, sk: `TASK#${row.sk}#${row.state.lastCompletion!.noteId}` }));
    const batches: (typeof keys)[] = [];
    for (let i = 0; i < keys.length; i += 100) batches.push(keys.slice(i, i + 100));
    await Promise.all(
      batches.map((batch) => bare.send(new BatchGetCommand({ RequestItems: { [readModels]: { Keys: batch } } }))),
    );
  };

  const view = () => rt.call('GET', '/api/compliance/duties', as);
  const list = () => rt.call('GET', '/api/task', as);
  const first = ok(await view(), 'compliance view') as { rows: unknown[]; counts: Record<string, number> };
  if (first.rows.length !== DUTIES) throw new Error(`compliance view: ${first.rows.length} rows, not ${DUTIES}`);
  await bareReads();
  await list();
  const timed = { view: [] as number[], bare: [] as number[], list: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    let start = performance.now();
    ok(await view(), 'compliance view');
    timed.view.push(performance.now() - start);
    start = performance.now();
    await bareReads();
    timed.bare.push(performance.now() - start);
    start = performance.now();
    ok(await list(), 'task list');
    timed.list.push(performance.now() - start);
  }
  report.add({
    section: 'compliance',
    name: `GET /api/compliance/duties (${DUTIES.toLocaleString('en')} duties) p50`,
    value: p50(timed.view),
    unit: 'ms',
    note: `bare reads p50 ${p50(timed.bare).toFixed(1)} ms; GET /api/task p50 ${p50(timed.list).toFixed(1)} ms`,
  });
  report.add({
    section: 'compliance',
    name: 'GET /api/compliance/duties / bare reads',
    value: p50(timed.view) / p50(timed.bare),
    unit: '×',
    target: { max: RATIO_MAX },
    note: `the task rows' Query (the view's attributes) and the ${DONE} notes' BatchGetItems`,
  });
  report.add({
    section: 'compliance',
    name: 'GET /api/compliance/duties / GET /api/task',
    value: p50(timed.view) / p50(timed.list),
    unit: '×',
    note: 'the same company’s task list, for comparison',
  });
  const answer = JSON.stringify(first);
  report.add({
    section: 'compliance',
    name: 'GET /api/compliance/duties answer',
    value: Math.round(Buffer.byteLength(answer) / 1024),
    unit: 'kB',
    note: `gzip ${Math.round(gzipSync(answer).length / 1024)} kB on the wire; counts ${JSON.stringify(first.counts)}`,
  });

  await pageInteractive(rt, companyId, owner.payload.user, report);
}

/** The page 'Lovpligtige eftersyn' of the seeded company, interactive: the median of 5 fresh loads. */
async function pageInteractive(
  rt: TestRuntime,
  companyId: string,
  person: { emailAddress: string; password: string },
  report: BenchReport,
) {
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    await instrument(page);
    await logIn(page, rt, person);
    const interactive: number[] = [];
    for (let round = 0; round < 5; round++) {
      await page.goto(`${rt.url}/dashboard/${companyId}/lovpligtige-eftersyn`);
      const heading = page.locator('main').getByRole('heading', { name: 'Lovpligtige eftersyn', level: 1 });
      await heading.waitFor();
      await page.waitForFunction(
        () => {
          const root = document.querySelector('main');
          return Boolean(root && root.querySelector('article') && !/Henter/.test(root.textContent ?? ''));
        },
        undefined,
        { timeout: 30_000 },
      );
      interactive.push(await clickedAt(page, heading));
    }
    interactive.sort((a, b) => a - b);
    report.add({
      section: 'compliance',
      name: "'Lovpligtige eftersyn' interactive",
      value: Math.round(interactive[2]),
      unit: 'ms',
      target: { max: 1000 },
      note: `median of 5, worst ${Math.round(interactive[4])} ms; ${DUTIES.toLocaleString('en')} duties, the first 50 cards drawn`,
    });
  } finally {
    await browser.close();
  }
}
