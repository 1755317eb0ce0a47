import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { directAccessMessage, ORIGIN_HEADER } from '../../functions/http/origin';
import { errorOf } from '../support/api';
import { signUp, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Decision 085 "A closed edge": the API answers only what CloudFront passes on. The local runtime
 * plays both addresses: `rt.url` is CloudFront (it adds the origin secret to `/api`, as the
 * stack's origin does), `rt.apiUrl` is the HTTP API's own execute-api address.
 */

let rt: TestRuntime;
let originSecretArn = '';

beforeAll(async () => {
  rt = await startTestRuntime({
    functions: (_name, local) => {
      originSecretArn = local.originSecretArn;
      return undefined;
    },
  });
}, 120_000);

afterAll(async () => {
  await rt?.stop();
});

const direct = (path: string, headers: Record<string, string>) => fetch(new URL(path, rt.apiUrl), { headers });

test('through CloudFront: answered; around it, without the origin header: 403 with a Danish message', async () => {
  const { token } = await signUp(rt);
  expect((await rt.call('GET', '/api/user', { token })).status).toBe(200);

  const response = await direct('/api/user', { authorization: `Bearer ${token}` });
  expect(response.status).toBe(403);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error).toEqual({ code: 'DIRECT_ACCESS', message: directAccessMessage });
  expect(body.error.message).toMatch(/kun nås gennem Servicebogens egen adresse/);

  // A public route, an unknown route and a wrong value are refused alike.
  expect((await direct('/api/company', {})).status).toBe(403);
  expect((await direct('/api/user', { [ORIGIN_HEADER]: 'gæt', authorization: `Bearer ${token}` })).status).toBe(403);
});

test('around CloudFront with the right header: answered (the header, not the address, is what counts)', async () => {
  const { token } = await signUp(rt);
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: originSecretArn }),
  );
  const response = await direct('/api/user', { authorization: `Bearer ${token}`, [ORIGIN_HEADER]: SecretString! });
  expect(response.status).toBe(200);
});

test('a browser cannot spoil the header: CloudFront replaces whatever value it sent', async () => {
  const { token } = await signUp(rt);
  const response = await fetch(new URL('/api/user', rt.url), {
    headers: { authorization: `Bearer ${token}`, [ORIGIN_HEADER]: 'forged' },
  });
  expect(response.status).toBe(200);
  expect(errorOf({ status: response.status, body: await response.json() })).toBeUndefined();
});
