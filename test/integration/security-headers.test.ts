import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { newPerson } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The local server as CloudFront: one request never ends the process, and the SPA and the API
 * carry the security headers (decision 042 "Security headers").
 */
let rt: TestRuntime;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'servicebogen-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Servicebogen</title>');
  rt = await startTestRuntime({ webRoot });
}, 60_000);
afterAll(async () => {
  await rt?.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${rt.url}${path}`);

describe('malformed addresses', () => {
  it.each(['/%E0%A4%A', '/%', '/%C3%28.js', '/dashboard/%ED%A0%80', '/assets/%00.js'])(
    'GET %s answers 4xx and the server lives on',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect((await get('/')).status).toBe(200);
    },
  );
});

/** Sends a raw request line (fetch would refuse to send it) and returns the status line. */
function rawRequest(target: string): Promise<string> {
  const { port } = new URL(rt.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text.split('\r\n')[0]));
    socket.on('error', () => resolve(text.split('\r\n')[0]));
  });
}

it.each(['http://[', 'http://a:b:c/', '//[', '/%E0%A4%A?x=%E0%A4%A'])(
  'the request target %s does not end the process',
  async (target) => {
    const status = await rawRequest(target);
    expect(status).toMatch(/^HTTP\/1\.1 [2-4]\d\d/);
    expect((await get('/')).status).toBe(200);
  },
);

describe('security headers', () => {
  it('the SPA: a strict CSP that lets pictures and uploads reach the bucket, nosniff, no framing, no referrer', async () => {
    for (const path of ['/', '/dashboard/x/tasks', '/ikke-her.js']) {
      const answer = await get(path);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("worker-src 'self'; manifest-src 'self'");
      expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+;/);
      expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('the API: success and error answers alike', async () => {
    const person = await newPerson(rt);
    for (const [token, status] of [
      [person.token, 200],
      [undefined, 401],
    ] as const) {
      const answer = await fetch(`${rt.url}/api/company?userId=${person.user.id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it("the API gateway's own answers too: an unknown route (404) and a body over the limit (413)", async () => {
    const unknown = await fetch(`${rt.url}/api/findes-ikke`);
    const tooLarge = await fetch(`${rt.url}/api/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect([unknown.status, tooLarge.status]).toEqual([404, 413]);
    for (const answer of [unknown, tooLarge]) {
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
