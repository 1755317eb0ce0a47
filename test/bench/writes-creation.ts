import type { DynamoCounter } from '../support/dynamo-counter';
import { createDueTask, type LoadCompany } from '../support/load-company';
import type { TestRuntime } from '../support/runtime';
import { BareTransactions, describeTransaction } from './bare-transactions';
import type { Figure } from './report';
import { percentile, statusesOf, timed, type Timed } from './timed';

/**
 * Part 1 of `writes`: task creation with WIDTH in flight, every task on the one technician, beside
 * the bare `TransactWriteItems` of the same items (`./bare-transactions.ts`). The two alternate in
 * ROUNDS rounds, so that what else the shared cores do meanwhile weighs on both alike.
 */
const WIDTH = 8;
const WARM_UP = 40;
const ROUNDS = 5;
const PER_ROUND = 80;
const TARGET_PER_SECOND = 40;

export async function creationBench(
  rt: TestRuntime,
  company: LoadCompany,
  add: (figure: Omit<Figure, 'section'>) => void,
  /** Runs `fn` with the functions' DynamoDB calls through the counting proxy (new containers before and after). */
  throughProxy: <T>(fn: () => Promise<T>) => Promise<T>,
  counter: DynamoCounter,
): Promise<void> {
  const create = () => createDueTask(rt, company);
  // What one creation sends, in a warm container: its calls, and the transaction to copy.
  const { described, transaction } = await throughProxy(async () => {
    await create();
    const { described } = await counter.during(create);
    return { described, transaction: counter.calls.find((call) => call.op === 'TransactWriteItems')?.body };
  });
  if (!transaction) throw new Error(`a creation sent no TransactWriteItems: ${described}`);
  // Straight to DynamoDB Local (the runtime's endpoint in this process's environment), not through the proxy.
  const bare = new BareTransactions(process.env.AWS_ENDPOINT_URL_DYNAMODB!, transaction);
  try {
    await timed(WARM_UP, WIDTH, create);
    await bare.run(WARM_UP, WIDTH);
    const created: Timed = { statuses: [], latencies: [], seconds: 0, ok: 0 };
    const copies = { seconds: 0, retries: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const part = await timed(PER_ROUND, WIDTH, create);
      created.statuses.push(...part.statuses);
      created.latencies.push(...part.latencies);
      created.seconds += part.seconds;
      created.ok += part.ok;
      const copied = await bare.run(PER_ROUND, WIDTH);
      copies.seconds += copied.seconds;
      copies.retries += copied.retries;
    }
    const rate = created.ok / created.seconds;
    const bareRate = (ROUNDS * PER_ROUND) / copies.seconds;
    add({
      name: `POST /api/task, ${WIDTH} in flight`,
      value: rate,
      unit: 'tasks/s',
      target: { min: TARGET_PER_SECOND },
      note: `${ROUNDS * PER_ROUND} on one person: ${statusesOf(created.statuses)}, p50 ${percentile(created.latencies, 50).toFixed(0)} ms; ${((100 * rate) / bareRate).toFixed(0)}% of the bare transaction's rate`,
    });
    add({
      name: `bare TransactWriteItems, ${WIDTH} in flight`,
      value: bareRate,
      unit: 'tx/s',
      note: `a creation's own, fresh ids: ${describeTransaction(transaction)}; SDK retries ${copies.retries}; a creation's calls: ${described}`,
    });
  } finally {
    bare.stop();
  }
}
