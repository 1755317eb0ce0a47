import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ENV } from '../../functions/platform/config';
import type { BusEntry, LocalBus } from '../../infra/local/bus';
import { LocalPipe } from '../../infra/local/pipe';
import { signUp, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The local pipe keeps its place in the event store's stream across restarts (decision 073 "The
 * local pipe keeps its position"), as a pipe on AWS does: a restart hands the projections only
 * what was written since, not everything the stream still retains.
 */
describe('the local pipe across restarts', () => {
  let rt: TestRuntime;
  const scratch = mkdtempSync(join(tmpdir(), 'servicebogen-pipe-'));
  beforeAll(async () => {
    rt = await startTestRuntime();
  }, 120_000);
  afterAll(async () => {
    await rt.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** A second pipe over the runtime's stream, its bus only recording what it is given. */
  async function pipeFrom(checkpointFile: string) {
    const delivered: BusEntry[] = [];
    const bus = {
      put: (entries: BusEntry[]) => void delivered.push(...entries),
      idle: async () => undefined,
    } as unknown as LocalBus;
    const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB!;
    const client = new DynamoDBClient({
      endpoint,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const pipe = new LocalPipe(endpoint, client, process.env[ENV.eventsTable]!, bus, undefined, checkpointFile);
    await pipe.start();
    await pipe.drain();
    await pipe.stop();
    client.destroy();
    return delivered;
  }

  it('goes on after its checkpoint, and from what the stream retains without one', async () => {
    await signUp(rt);
    await rt.drain();
    const runtimeCheckpoints = join(rt.dataDir, 'pipe-checkpoints.json');
    expect(existsSync(runtimeCheckpoints)).toBe(true);

    // A new start without a checkpoint: every retained record goes to the bus again.
    expect((await pipeFrom(join(scratch, 'none.json'))).map((entry) => entry.detailType)).toEqual(
      expect.arrayContaining(['CompanyCreated', 'UserRegistered']),
    );

    // A restart with the runtime's checkpoint: nothing old, only what was written after it.
    const restart = join(scratch, 'restart.json');
    copyFileSync(runtimeCheckpoints, restart);
    expect(await pipeFrom(restart)).toEqual([]);
    await signUp(rt, { company: 'Efter genstart ApS' });
    await rt.drain();
    const after = await pipeFrom(restart);
    expect(after.map((entry) => entry.detailType)).toEqual(expect.arrayContaining(['CompanyCreated']));
    expect(
      after.every((entry) => (entry.detail as { at: string }).at >= new Date(Date.now() - 60_000).toISOString()),
    ).toBe(true);
  }, 120_000);
});
