import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PidFile } from '../../infra/local/dynamo';
import { startRuntime, type LocalRuntime } from '../../infra/local/runtime';

/**
 * The local runtime under hostile or broken input (issue 11): one request never ends it, `/dev`
 * answers this machine only and no other site, DynamoDB Local listens on loopback only, and the
 * data folder is the owner's alone. The runtime listens on every interface here (HOST=0.0.0.0),
 * so a client on another address of this machine is "remote".
 */
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

let rt: LocalRuntime;
let dataDir: string;
let port: number;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTP request with headers fetch will not let a test forge (Host, Origin, Sec-Fetch-Site). */
const send = (opts: {
  host?: string;
  port?: number;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: opts.host ?? '127.0.0.1',
        port: opts.port ?? port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: { host: `localhost:${port}`, ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });

/** Bytes on a socket as they come, for a request line no HTTP client would send. */
const raw = (text: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => (answer += c));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });

beforeAll(async () => {
  if (!external)
    throw new Error('This suite needs a non-loopback IPv4 address on this machine to act as a remote client.');
  dataDir = mkdtempSync(join(tmpdir(), 'servicebogen-robust-'));
  process.env.LOCAL_CLOCK = 'settable';
  rt = await startRuntime({ port: 0, host: '0.0.0.0', dataDir, quiet: true, autoSchedules: false });
  port = Number(new URL(rt.url).port);
}, 120_000);

afterAll(async () => {
  await rt?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('one request never ends the process', () => {
  test('GET http://[/ (a request target no URL parser takes) → 400, and the server goes on', async () => {
    const answer = await raw('GET http://[/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect((await send({ path: '/dev/clock' })).status).toBe(200);
  });

  test('the local SES endpoint given a body that is no e-mail → 400, and the mailbox goes on', async () => {
    const mailbox = new URL(rt.mailbox.endpoint);
    for (const body of ['{', 'null', '[]']) {
      const answer = await send({
        host: mailbox.hostname,
        port: Number(mailbox.port),
        method: 'POST',
        path: '/v2/email/outbound-emails',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
    }
    expect((await send({ path: '/dev/mail' })).status).toBe(200);
  });
});

describe('/dev answers this machine only, and no other site', () => {
  test('a loopback client gets the mailbox, as JSON and as a page that no other site may frame', async () => {
    expect((await send({ path: '/dev/mail' })).status).toBe(200);
    const page = await send({ path: '/dev/mail/view', headers: { 'sec-fetch-site': 'none' } });
    expect(page.status).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  test('a client on another address gets 403 from /dev, while the app itself answers it', async () => {
    for (const path of ['/dev/mail', '/dev/mail/view', '/dev/clock']) {
      expect((await send({ host: external, path, headers: { host: `${external}:${port}` } })).status).toBe(403);
    }
    const clock = await send({
      host: external,
      method: 'POST',
      path: '/dev/clock',
      headers: { host: `${external}:${port}`, 'content-type': 'application/json' },
      body: '{"now":"2030-01-01T00:00:00Z"}',
    });
    expect(clock.status).toBe(403);
    expect((await send({ host: external, path: '/api/user', headers: { host: `${external}:${port}` } })).status).toBe(
      401,
    );
  });

  test('a request another site makes (Origin, Sec-Fetch-Site, a DNS-rebound Host) → 403', async () => {
    expect((await send({ path: '/dev/mail', headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect(
      (await send({ path: '/dev/mail/view', headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe' } }))
        .status,
    ).toBe(403);
    expect((await send({ path: '/dev/mail', headers: { host: `evil.example:${port}` } })).status).toBe(403);
  });

  test('a cross-site simple POST (form or text/plain) does not move the clock: 415 / 403', async () => {
    const before = JSON.parse((await send({ path: '/dev/clock' })).body).now as string;
    const plain = await send({
      method: 'POST',
      path: '/dev/clock',
      headers: { 'content-type': 'text/plain' },
      body: '{"now":"2031-05-05T00:00:00Z"}',
    });
    expect(plain.status).toBe(415);
    const form = await send({
      method: 'POST',
      path: '/dev/schedule/reminders',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'a=b',
    });
    expect(form.status).toBe(403);
    const after = JSON.parse((await send({ path: '/dev/clock' })).body).now as string;
    expect(new Date(after).getFullYear()).toBe(new Date(before).getFullYear());
    expect(after.startsWith('2031')).toBe(false);
  });
});

describe('DynamoDB Local listens on loopback only, and no web page may call it', () => {
  const dynamoPort = () =>
    (JSON.parse(readFileSync(join(dataDir, 'dynamodb', 'dynamodb-local.pid'), 'utf8')) as PidFile).port;
  const reach = (host: string, p: number) =>
    new Promise<string>((resolve) => {
      const socket = connect(p, host, () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    });

  test('its port takes connections on 127.0.0.1 and refuses them on another address', async () => {
    expect(await reach('127.0.0.1', dynamoPort())).toBe('connected');
    expect(await reach(external!, dynamoPort())).toBe('ECONNREFUSED');
  });

  test('it grants no CORS preflight to another origin', async () => {
    const preflight = await send({
      port: dynamoPort(),
      method: 'OPTIONS',
      path: '/',
      headers: {
        host: `127.0.0.1:${dynamoPort()}`,
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-amz-target,content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the data folder is the owner’s alone', () => {
  test('folder 0700; database, mailbox and secret 0600', async () => {
    const mode = (path: string) => (statSync(join(dataDir, path)).mode & 0o777).toString(8);
    const email = `fil.${Date.now()}@eksempel.dk`;
    const signUp = await fetch(`${rt.url}/api/company`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { name: 'Fie Filsen', emailAddress: email, password: 'hemmeligt-password' },
        company: { name: 'Filsens VVS', mfa: { active: false, method: 'email' } },
      }),
    });
    expect(signUp.status).toBe(201);
    expect((await send({ path: '/dev/mail' })).body).toContain(email); // the welcome mail, in mailbox.json
    expect(mode('.')).toBe('700');
    expect(mode('auth-secret')).toBe('600');
    expect(mode('mailbox.json')).toBe('600');
    expect(mode('dynamodb')).toBe('700');
    expect(mode('dynamodb/shared-local-instance.db')).toBe('600');
  });
});
