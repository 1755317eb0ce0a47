import { checkLoad } from '../support/load-check';
import { seedLoadCompany, type LoadCompany } from '../support/load-company';
import { describeRun, runLoad } from '../support/load';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Writes that do not collide never fail (issue 26): 16 clients for 60 s doing a maintenance
 * company's mix (list, read, create, complete, note) with every task on one person, after seeding
 * 200 pieces of equipment and 128 due tasks 8 at a time. No client may be answered anything but
 * 200/201, and every write answered so must be there afterwards. The figures are printed; the
 * targets on them are the bench's (`npm run bench -- writes`), not this test's.
 */

const CLIENTS = 16;
const SECONDS = 60;
let rt: TestRuntime;
let company: LoadCompany;

beforeAll(async () => {
  rt = await startTestRuntime();
  company = await seedLoadCompany(rt, { equipment: 200, locations: 20, tasks: 128 });
}, 300_000);

afterAll(async () => {
  await rt?.stop();
});

test(`${CLIENTS} clients for ${SECONDS} s, every task on one person: no answer but 2xx, no write lost`, async () => {
  const run = await runLoad(rt, company, { clients: CLIENTS, seconds: SECONDS });
  const check = await checkLoad(rt, company);
  console.log(
    [
      `seeding (8 at a time): equipment ${JSON.stringify(company.seed.equipment)}, tasks ${JSON.stringify(company.seed.tasks)}`,
      describeRun(run),
      `checked ${JSON.stringify(check.checked)}; taskCount ${JSON.stringify(check.taskCount)}; lost ${check.lost.length}`,
      ...check.lost.slice(0, 20).map((line) => `  lost: ${line}`),
    ].join('\n'),
  );
  // One comparison, so that a failure shows all of it: the seeding's answers, the run's, what was lost.
  expect({ seeding: company.seed, notOk: run.failures, firstFailures: run.failed, lost: check.lost }).toEqual({
    seeding: { equipment: { 201: 200 }, tasks: { 201: 128 } },
    notOk: 0,
    firstFailures: [],
    lost: [],
  });
  // The run did all five kinds of request (a mix, not only reads).
  for (const kind of Object.values(run.kinds)) expect(kind.requests).toBeGreaterThan(0);
}, 300_000);
