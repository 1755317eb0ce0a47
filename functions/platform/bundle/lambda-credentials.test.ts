import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { credentialsTreatedAsExpired, defaultProvider } from './lambda-credentials';

const NAMES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_CONTAINER_CREDENTIALS_FULL_URI',
  'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
  'AWS_CONTAINER_AUTHORIZATION_TOKEN',
];
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
beforeEach(() => NAMES.forEach((name) => delete process.env[name]));
afterAll(() =>
  NAMES.forEach((name) => (saved[name] === undefined ? delete process.env[name] : (process.env[name] = saved[name]))),
);

test('given the role credentials in the environment, as Lambda gives them, the provider answers them', async () => {
  process.env.AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  process.env.AWS_SESSION_TOKEN = 'token';
  await expect(defaultProvider()()).resolves.toMatchObject({
    accessKeyId: 'ASIAEXAMPLE',
    secretAccessKey: 'secret',
    sessionToken: 'token',
  });
});

describe('given the container credential variables instead', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.headers.authorization !== 'Bearer ok') return void response.writeHead(401).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          AccessKeyId: 'ASIACONTAINER',
          SecretAccessKey: 'container-secret',
          Token: 'container-token',
          Expiration: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  test('the provider reads them over HTTP, with their expiry', async () => {
    process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI = `http://127.0.0.1:${(server.address() as AddressInfo).port}/creds`;
    process.env.AWS_CONTAINER_AUTHORIZATION_TOKEN = 'Bearer ok';
    const credentials = await defaultProvider()();
    expect(credentials).toMatchObject({ accessKeyId: 'ASIACONTAINER', sessionToken: 'container-token' });
    expect(credentials.expiration!.getTime()).toBeGreaterThan(Date.now());
  });
});

test('given no credentials at all, the provider refuses and says where it looked', async () => {
  await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
});

test('credentials are treated as expired from five minutes before their expiry, as the SDK treats them', () => {
  expect(credentialsTreatedAsExpired({ accessKeyId: 'a', secretAccessKey: 'b' })).toBe(false);
  const soon = { accessKeyId: 'a', secretAccessKey: 'b', expiration: new Date(Date.now() + 4 * 60_000) };
  const later = { ...soon, expiration: new Date(Date.now() + 6 * 60_000) };
  expect(credentialsTreatedAsExpired(soon)).toBe(true);
  expect(credentialsTreatedAsExpired(later)).toBe(false);
});
