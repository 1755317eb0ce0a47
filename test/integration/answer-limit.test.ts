import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAMBDA_RESPONSE_LIMIT } from '../../functions/http/answer-limit';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Lambda refuses an answer whose JSON is over 6 MB (6,291,556 bytes: the whole object the handler
 * returns, a JSON body's escaped quotes and a binary body's base64 included), and API Gateway's
 * HTTP API then answers the client 500 `{"message":"Internal Server Error"}`. The local runtime
 * does the same (decision 135 "Lambda's answer limit, locally as on AWS"), so an answer that would
 * fail on AWS fails in every local test too. The function answering here is the test's own,
 * standing in for `apiLocations`: it answers exactly the number of bytes asked for.
 */
const SIZED = `
export const handler = async (event) => {
  const { bytes, kind } = event.queryStringParameters;
  const answer = {
    statusCode: 200,
    headers: { 'content-type': kind === 'binary' ? 'application/octet-stream' : 'application/json' },
    body: '',
    ...(kind === 'binary' ? { isBase64Encoded: true } : {}),
  };
  const room = Number(bytes) - Buffer.byteLength(JSON.stringify(answer));
  // A quote counts twice in the answer's JSON (it is escaped): half as many make the same size.
  answer.body = kind === 'quotes' ? '"'.repeat(Math.floor(room / 2)) : (kind === 'binary' ? 'A' : 'x').repeat(room);
  return answer;
};
`;

let rt: TestRuntime;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'servicebogen-sized-'));
  writeFileSync(join(dir, 'sized.mjs'), SIZED);
  rt = await startTestRuntime({
    functions: (name, local) =>
      name === 'apiLocations'
        ? local.defaultSource(name).then(({ environment }) => ({ bundle: join(dir, 'sized.mjs'), environment }))
        : undefined,
  });
}, 120_000);

afterAll(async () => {
  await rt?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const answerOf = async (bytes: number, kind: 'text' | 'binary' | 'quotes' = 'text') => {
  const response = await fetch(`${rt.url}/api/locations?bytes=${bytes}&kind=${kind}`);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
};

test('an answer of exactly 6,291,556 bytes reaches the client whole', async () => {
  const { status, body } = await answerOf(LAMBDA_RESPONSE_LIMIT);
  expect(status).toBe(200);
  expect(body.length).toBeGreaterThan(6_291_000);
  expect(body.toString().replace(/x/g, '')).toBe('');
}, 60_000);

test('one byte more and the client gets API Gateway’s 500, not the answer', async () => {
  const { status, body } = await answerOf(LAMBDA_RESPONSE_LIMIT + 1);
  expect(status).toBe(500);
  expect(JSON.parse(body.toString())).toEqual({ message: 'Internal Server Error' });
}, 60_000);

test('a binary answer counts as its base64: 4.7 MB of bytes are over the limit', async () => {
  const under = await answerOf(LAMBDA_RESPONSE_LIMIT, 'binary');
  expect(under.status).toBe(200);
  expect(under.body.length).toBeLessThan(4_800_000);
  expect((await answerOf(LAMBDA_RESPONSE_LIMIT + 1, 'binary')).status).toBe(500);
}, 60_000);

test('a body counts its quotes twice (JSON escapes them): 3.1 MB of body are over the limit', async () => {
  const over = await answerOf(LAMBDA_RESPONSE_LIMIT + 8, 'quotes');
  expect(over.status).toBe(500);
  const under = await answerOf(LAMBDA_RESPONSE_LIMIT - 8, 'quotes');
  expect(under.status).toBe(200);
  expect(under.body.length).toBeLessThan(3_200_000);
}, 60_000);
