import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm start`'s process (`node --import tsx infra/local/main.ts`): serves, keeps data, and stops everything on a signal. */
const javaFor = (dataDir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `java.*${dataDir}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

async function start(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOCAL_CLOCK: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/http:\/\/localhost:\d+/);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url, exited };
}

describe('the local process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'servicebogen-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops DynamoDB Local and exits on %s, and keeps data across restarts',
    async (signal) => {
      const first = await start(dataDir);
      expect(javaFor(dataDir)).not.toBe('');
      const clock = await fetch(`${first.url}/dev/clock`).then((r) => r.json());
      expect(clock.settable).toBe(false);

      const email = `proces.${signal.toLowerCase()}@eksempel.dk`;
      const signUp = await fetch(`${first.url}/api/company`, {
        method: 'POST',
        body: JSON.stringify({
          user: { name: 'Per Hansen', emailAddress: email, password: 'hemmeligt-password' },
          company: { name: 'Hansens Service', mfa: { active: false, method: 'email' } },
        }),
      });
      expect(signUp.status).toBe(201);

      first.child.kill(signal);
      expect(await first.exited).toBe(0);
      expect(javaFor(dataDir)).toBe('');

      const second = await start(dataDir);
      const login = await fetch(`${second.url}/api/user`, {
        method: 'POST',
        body: JSON.stringify({ emailAddress: email, password: 'hemmeligt-password' }),
      });
      expect(login.status).toBe(200);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(javaFor(dataDir)).toBe('');
    },
    90_000,
  );
});
