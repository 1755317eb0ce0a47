import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PidFile } from '../../infra/local/dynamo';
import { signUpPayload } from '../support/runtime';
import { alive } from '../support/processes';

/**
 * `npm start`'s process (`node --import tsx infra/local/main.ts`) killed and signalled the ways it happens:
 * `kill -9` under write load (then a new start has every acknowledged write, and read models
 * equal to a rebuild, also through `npm run rebuild-read-models`), `kill -9` of the process that started it, Ctrl-C and SIGTERM to its process group, and a DynamoDB
 * Local left behind on the data folder. Never a java process of that folder left running.
 */
const javaFor = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `java.*${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};
const until = async (check: () => boolean, ms: number) => {
  for (const started = Date.now(); !check() && Date.now() - started < ms;) await new Promise((r) => setTimeout(r, 100));
  return check();
};
const pidFile = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8')) as PidFile;

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
}

/**
 * Starts `node --import tsx infra/local/main.ts` in its own process group (as a terminal runs `npm
 * start`); `underShell`: as the child of a shell that waits for it, as npm runs it.
 */
async function start(dataDir: string, { underShell = false } = {}): Promise<Started> {
  const command = [process.execPath, '--import', 'tsx', 'infra/local/main.ts'];
  const [file, args] = underShell
    ? ['sh', ['-c', '"$@"; exit $?', 'npm-start', ...command]]
    : [command[0], command.slice(1)];
  const child = spawn(file, args as string[], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOCAL_CLOCK: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = out.match(/kører på (http:\/\/localhost:\d+)/);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${out}`));
    });
  });
  return { child, url, exited, output: () => out };
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    async (r) => ({ status: r.status, body: await r.json().catch(() => null) }),
  );

/** Every read-model row of the runtime on `dataDir`, straight from its DynamoDB Local. */
async function readModels(dataDir: string) {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: `http://127.0.0.1:${pidFile(dataDir).port}`,
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: 'servicebogen-read-models', ExclusiveStartKey: start, ConsistentRead: true }),
    );
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  client.destroy();
  const key = (r: Record<string, unknown>) => `${r.pk}\u0000${r.sk}`;
  return rows.sort((a, b) => key(a).localeCompare(key(b)));
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'servicebogen-faults-'));
  dirs.push(dir);
  return dir;
};
const running: Started[] = [];
afterAll(async () => {
  const kill = (pid: number) => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  for (const s of running) if (s.child.exitCode === null && s.child.signalCode === null) kill(-s.child.pid!);
  for (const dir of dirs) {
    for (const pid of javaFor(dir).split('\n').filter(Boolean)) kill(Number(pid));
    rmSync(dir, { recursive: true, force: true });
  }
});

async function stopped(s: Started) {
  process.kill(s.child.pid!, 'SIGTERM');
  expect(await s.exited).toBe(0);
}

test('kill -9 of the runtime under write load: DynamoDB Local ends with it; a new start has every acknowledged write and read models equal to a rebuild', async () => {
  const dataDir = freshDir();
  const first = await start(dataDir);
  running.push(first);
  const acknowledged: ReturnType<typeof signUpPayload>[] = [];
  let stop = false;
  const writer = async () => {
    while (!stop) {
      const payload = signUpPayload();
      const answer = await post(`${first.url}/api/company`, payload).catch(() => null);
      if (!answer) return; // the process is gone: this write was never acknowledged
      expect([201, 503]).toContain(answer.status);
      if (answer.status === 201) acknowledged.push(payload);
    }
  };
  const load = Promise.all([writer(), writer(), writer()]);
  await until(() => acknowledged.length >= 8, 60_000);
  const { owner, java } = pidFile(dataDir);
  process.kill(owner, 'SIGKILL');
  await load;
  stop = true;
  expect(acknowledged.length).toBeGreaterThanOrEqual(8);
  expect(await until(() => !alive(java) && javaFor(dataDir) === '', 15_000)).toBe(true);
  await first.exited;

  const second = await start(dataDir);
  running.push(second);
  for (const payload of acknowledged) {
    expect(
      (
        await post(`${second.url}/api/user`, {
          emailAddress: payload.user.emailAddress,
          password: payload.user.password,
        })
      ).status,
    ).toBe(200);
  }
  expect((await post(`${second.url}/dev/drain`, {})).status).toBe(200);
  const delivered = await readModels(dataDir);
  expect((await post(`${second.url}/dev/rebuild`, {})).status).toBe(200);
  expect(await readModels(dataDir)).toEqual(delivered);
  await stopped(second);
  expect(javaFor(dataDir)).toBe('');

  // `npm run rebuild-read-models` on the stopped data folder empties and replays the read models.
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'infra/local/rebuild-cli.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, LOCAL_CLOCK: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(cli.status).toBe(0);
  const rebuilt = cli.stdout.match(/Read models rebuilt: \{ deleted: (\d+), commits: (\d+)/);
  expect(rebuilt).not.toBeNull();
  expect(Number(rebuilt![1])).toBe(delivered.length);
  expect(Number(rebuilt![2])).toBeGreaterThanOrEqual(acknowledged.length);
  expect(javaFor(dataDir)).toBe('');
}, 300_000);

test('kill -9 of the process that started it (npm): the runtime stops, and DynamoDB Local with it', async () => {
  const dataDir = freshDir();
  const s = await start(dataDir, { underShell: true });
  running.push(s);
  const { owner, java } = pidFile(dataDir);
  expect(owner).not.toBe(s.child.pid);
  process.kill(s.child.pid!, 'SIGKILL');
  expect(await until(() => !alive(owner) && !alive(java) && javaFor(dataDir) === '', 20_000)).toBe(true);
}, 120_000);

test.each(['SIGINT', 'SIGTERM'] as const)(
  '%s to the process group (Ctrl-C, or kill -- -pgid): everything stops, no DynamoDB Local left',
  async (signal) => {
    const dataDir = freshDir();
    const s = await start(dataDir);
    running.push(s);
    const { owner } = pidFile(dataDir);
    process.kill(-s.child.pid!, signal);
    await s.exited;
    expect(await until(() => !alive(owner) && javaFor(dataDir) === '', 15_000)).toBe(true);
  },
  120_000,
);

test('a new start ends a DynamoDB Local left running on the same data folder, and refuses a folder in use', async () => {
  const dataDir = freshDir();
  const first = await start(dataDir);
  running.push(first);
  const { owner, java } = pidFile(dataDir);
  // Leave java behind alone: kill its watchdog (all of its process group but java), then the runtime.
  const group = execFileSync('ps', ['-o', 'pgid=', '-p', String(java)], { encoding: 'utf8' }).trim();
  for (const pid of execFileSync('pgrep', ['-g', group], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)) {
    if (pid !== java) process.kill(pid, 'SIGKILL');
  }
  process.kill(owner, 'SIGKILL');
  await first.exited;
  await new Promise((r) => setTimeout(r, 1000));
  expect(alive(java)).toBe(true);

  const second = await start(dataDir);
  running.push(second);
  expect(alive(java)).toBe(false);
  expect((await post(`${second.url}/api/company`, signUpPayload())).status).toBe(201);

  const third = await start(dataDir).then(
    () => 'started',
    (error: Error) => error.message,
  );
  expect(third).toMatch(/exited 1: .*is in use by another Servicebogen/s);
  expect(pidFile(dataDir).owner).not.toBe(owner);
  await stopped(second);
  expect(javaFor(dataDir)).toBe('');
}, 180_000);
