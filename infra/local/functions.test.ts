import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clock } from '../../functions/platform/clock';
import { FunctionHost } from './functions';

/**
 * The local Lambda service: each function runs in a container (worker thread) of its own that
 * sees only its own environment, the runtime's clock, and is replaced when it crashes.
 */

let dir: string;
let host: FunctionHost;
const bundle = (name: string, code: string) => {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, code);
  return file;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'servicebogen-fn-'));
  process.env.LOCAL_CLOCK = 'settable';
  const envBundle = bundle('env', 'export const handler = async () => ({ ...process.env });');
  const crashBundle = bundle(
    'crash',
    `let calls = 0;
     export const handler = async (event) => {
       calls++;
       if (event.crash) setTimeout(() => { throw new Error('boom'); });
       if (event.crash) await new Promise(() => {});
       console.log(JSON.stringify({ level: 'info', calls }));
       return calls;
     };`,
  );
  const clockBundle = bundle(
    'clock',
    `export const handler = async () => Date.now() + globalThis[Symbol.for('servicebogen.clockOffsetMs')][0];`,
  );
  host = new FunctionHost({
    platform: { AWS_REGION: 'eu-north-1' },
    sourceOf: (name): { bundle: string; environment: Record<string, string> } => {
      if (name === 'apiUser')
        return { bundle: envBundle, environment: { EVENTS_TABLE: 'events-table', AUTH_SECRET_ARN: 'arn:secret' } };
      if (name === 'apiFiles') return { bundle: envBundle, environment: { FILES_BUCKET: 'files' } };
      if (name === 'apiTasks') return { bundle: crashBundle, environment: {} };
      return { bundle: clockBundle, environment: {} };
    },
  });
});

afterAll(async () => {
  await host.stop();
  clock.reset();
  rmSync(dir, { recursive: true, force: true });
});

test("a function's process.env holds the platform's variables and its own, nothing of the runtime's or another function's", async () => {
  process.env.SOMETHING_OF_THE_RUNTIME = 'secret';
  const user = (await host.invoke('apiUser', {})) as Record<string, string>;
  const files = (await host.invoke('apiFiles', {})) as Record<string, string>;
  expect(user).toEqual({
    AWS_REGION: 'eu-north-1',
    AWS_LAMBDA_FUNCTION_NAME: 'servicebogen-local-apiUser',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    EVENTS_TABLE: 'events-table',
    AUTH_SECRET_ARN: 'arn:secret',
  });
  expect(files.AUTH_SECRET_ARN).toBeUndefined();
  expect(files.FILES_BUCKET).toBe('files');
  expect(files.PATH).toBeUndefined();
});

test('the containers read the runtime clock', async () => {
  clock.set(new Date('2031-05-01T10:00:00Z'));
  const now = (await host.invoke('apiOverview', {})) as number;
  expect(Math.abs(now - Date.parse('2031-05-01T10:00:00Z'))).toBeLessThan(60_000);
});

test('a crashed container fails its invocation and the next one runs in a fresh container; logs reach the runtime', async () => {
  const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const crashed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await host.invoke('apiTasks', {})).toBe(1);
  expect(await host.invoke('apiTasks', {})).toBe(2);
  await expect(host.invoke('apiTasks', { crash: true })).rejects.toThrow('boom');
  expect(await host.invoke('apiTasks', {})).toBe(1); // module state starts again, as in a new Lambda container
  expect(logged).toHaveBeenCalledWith(JSON.stringify({ level: 'info', calls: 1 }));
  expect(crashed).toHaveBeenCalledWith(expect.stringContaining('function container crashed'));
  jest.restoreAllMocks();
});
