import { encodedGet } from '../support/encoded-get';
import { seedLargeCompany, type LargeCompany } from '../support/large-company';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * A large company's reads stay within Lambda's answer limit (decision 136 "Large answers:
 * compressed in the function, lists by the page"). The limit is lowered to 256 KiB (read from one
 * place, `functions/http/answer-limit.ts`; the runtime refuses an answer over it as Lambda does,
 * decision 135 "Lambda's answer limit, locally as on AWS"), so 2,000 tasks seeded straight into the
 * tables (the real commands, `seedLargeCompany`, ~1 minute) are past it as 50,000 are past 6 MB:
 * the task list's JSON alone is over 1 MB. Every read answers, a list in pages of what fits, every
 * row once.
 */
const LIMIT = 256 * 1024;
const PLAN = { people: 12, locations: 20, equipment: 200, tasks: 2000, completions: 400, notes: 300 };

let rt: TestRuntime;
let company: LargeCompany;
let token: string;

beforeAll(async () => {
  rt = await startTestRuntime({ responseLimit: LIMIT });
  company = await rt.importing(() => seedLargeCompany(PLAN));
  const login = await rt.call<{ token: string }>('POST', '/api/user', {
    body: { emailAddress: company.owner.emailAddress, password: company.owner.password },
  });
  token = login.body.token;
}, 300_000);

afterAll(async () => {
  await rt?.stop();
});

interface Answer {
  status: number;
  encoding: string | undefined;
  bytes: number;
  link: string | undefined;
  body: unknown;
}

/** A GET as a client that takes `encoding` sees it: the status, the bytes on the wire, the body decoded. */
async function read(path: string, query: Record<string, string>, encoding: string): Promise<Answer> {
  const url = new URL(path, rt.url);
  for (const [key, value] of Object.entries({ companyId: company.companyId, ...query }))
    url.searchParams.set(key, value);
  const { status, headers, wire, body } = await encodedGet(url, token, encoding);
  return {
    status,
    encoding: headers['content-encoding'],
    bytes: wire.length,
    link: headers.link as string | undefined,
    body: JSON.parse(body.toString()),
  };
}

/** Every page of a list: `next` of an object answer, a bare array's Link header. */
async function allPages(path: string, query: Record<string, string>, encoding = 'identity') {
  const pages: Answer[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(path, { ...query, ...(cursor ? { cursor } : {}) }, encoding);
    expect(page.status).toBe(200);
    pages.push(page);
    const body = page.body as { next?: string | null };
    cursor = Array.isArray(page.body)
      ? (page.link?.match(/cursor=([^&>]+)/)?.[1] ?? undefined)
      : (body.next ?? undefined);
    if (cursor) cursor = decodeURIComponent(cursor);
  } while (cursor && pages.length < 100);
  return pages;
}

const rowsOf = (pages: Answer[], field?: string) =>
  pages.flatMap((page) => (field ? (page.body as Record<string, unknown[]>)[field] : (page.body as unknown[])));

test('the task list comes in pages that fit, every task once, by deadline', async () => {
  const pages = await allPages('/api/task', {});
  const tasks = rowsOf(pages, 'tasks') as { id: string; deadline: string }[];
  expect(pages.length).toBeGreaterThan(3);
  expect(pages.reduce((sum, page) => sum + page.bytes, 0)).toBeGreaterThan(4 * LIMIT);
  expect(tasks).toHaveLength(PLAN.tasks);
  expect(new Set(tasks.map((t) => t.id)).size).toBe(PLAN.tasks);
  const keys = tasks.map((t) => `${t.deadline} ${t.id}`);
  expect(keys).toEqual([...keys].sort());
  expect(tasks.at(-1)!.id).toBe(company.farTask.id);
}, 120_000);

test('a client that takes Brotli or gzip gets the same list compressed in the function, in fewer pages', async () => {
  const plain = rowsOf(await allPages('/api/task', {}), 'tasks');
  for (const encoding of ['br', 'gzip']) {
    const pages = await allPages('/api/task', {}, encoding);
    expect(pages[0].encoding).toBe(encoding);
    expect(pages.length).toBeLessThan(3);
    expect(rowsOf(pages, 'tasks')).toEqual(plain);
  }
}, 120_000);

test('every other list that grows with the company answers whole, page by page', async () => {
  const equipmentId = company.equipment[0];
  const year = String(new Date().getFullYear());
  const lists: [string, Record<string, string>, string | undefined, number][] = [
    ['/api/equipment', {}, 'equipment', PLAN.equipment],
    ['/api/locations', {}, 'locations', PLAN.locations],
    ['/api/user/index', {}, 'users', PLAN.people],
    ['/api/note', { equipmentId }, 'notes', PLAN.notes],
    ['/api/historic_completions', { year }, undefined, PLAN.completions],
    // The seeding gives task i to person i mod 12.
    ['/api/task-query', { userId: company.people[1] }, 'tasks', Math.ceil((PLAN.tasks - 1) / PLAN.people)],
  ];
  for (const [path, query, field, count] of lists) {
    const pages = await allPages(path, query);
    const rows = rowsOf(pages, field) as { id: string }[];
    expect([path, rows.length]).toEqual([path, count]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  }
}, 180_000);

test('the overview, the activity page and the company calendar feed answer within the limit', async () => {
  for (const [path, query] of [
    ['/api/overview', {}],
    ['/api/events', {}],
    [`/api/historic_completions/equipment/${company.equipment[0]}`, {}],
  ] as const) {
    expect([path, (await read(path, query, 'identity')).status]).toEqual([path, 200]);
  }
  const feed = await rt.call<{ feed: { url: string } }>('POST', '/api/calendar/feeds', {
    token,
    query: { companyId: company.companyId },
    body: { scope: 'company' },
  });
  expect(feed.status).toBe(201);
  const ics = await fetch(new URL(new URL(feed.body.feed.url).pathname, rt.url), {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(ics.status).toBe(200);
  // The nearest deadlines that fit one answer, and the calendar's description says how many are left out.
  const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
  const shown = text.match(/BEGIN:VEVENT/g)!.length;
  expect(shown).toBeGreaterThan(50);
  expect(text).toContain(`viser de første ${shown.toLocaleString('da-DK')} deadlines`);
}, 120_000);

test('a cursor that names no place in the list is a Danish 400', async () => {
  const answer = await read('/api/task', { cursor: 'not-a-cursor!' }, 'identity');
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ error: { code: 'VALIDATION', fields: { cursor: 'Ugyldig side' } } });
  const history = await read('/api/historic_completions', { year: '2030', cursor: 'WyIyMDI5I3giXQ' }, 'identity');
  expect(history.status).toBe(400);
});
