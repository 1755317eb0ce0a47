import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerBytes, RESPONSE_LIMIT_ENV } from './answer-limit';
import { acceptedEncoding, answerBudget, listResult, textResult } from './answer';

/** Decision 136: a list answers the rows that fit four fifths of the limit, compressed when the client takes it. */
const LIMIT = 40_000;
// ~200 bytes a row (its quotes escaped in the answer's JSON): 500 are ~100 kB, three times the budget.
const rows = Array.from({ length: 500 }, (_, i) => ({
  id: `t${String(i).padStart(3, '0')}`,
  title: `Eftersyn "${i}" ${'af kompressoren i kælderen '.repeat(6)}`,
}));
const page = { rows, cursorOf: (row: { id: string }) => `after-${row.id}`, field: 'tasks' };
const nextUrl = (cursor: string) => `/api/task?companyId=c&cursor=${cursor}`;
const decoded = (result: ReturnType<typeof textResult>) => {
  const body = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const coding = result.headers?.['content-encoding'];
  return JSON.parse(
    (coding === 'br' ? brotliDecompressSync(body) : coding === 'gzip' ? gunzipSync(body) : body).toString(),
  );
};

beforeEach(() => {
  process.env[RESPONSE_LIMIT_ENV] = String(LIMIT);
});
afterEach(() => {
  delete process.env[RESPONSE_LIMIT_ENV];
});

test('a list that does not fit answers the first rows that do, and the cursor after the last of them', () => {
  const result = listResult(200, {}, page, null, nextUrl);
  const body = decoded(result) as { tasks: { id: string }[]; next: string };
  expect(answerBytes(result)).toBeLessThanOrEqual(answerBudget());
  expect(body.tasks.length).toBeGreaterThan(100);
  expect(body.tasks).toEqual(rows.slice(0, body.tasks.length));
  expect(body.next).toBe(`after-${body.tasks.at(-1)!.id}`);
});

test('compressed, more rows fit; a list that fits whole ends with next null', () => {
  const plain = decoded(listResult(200, {}, page, null, nextUrl)) as { tasks: unknown[] };
  const br = listResult(200, {}, page, 'br', nextUrl);
  expect(br.headers?.['content-encoding']).toBe('br');
  expect(decoded(br)).toEqual({ tasks: rows, next: null });
  const gzip = decoded(listResult(200, {}, page, 'gzip', nextUrl)) as { tasks: unknown[] };
  expect(gzip.tasks.length).toBeGreaterThan(plain.tasks.length);
});

test('a bare array names its next page in a Link header; rows the route did not read continue it', () => {
  const result = listResult(
    200,
    {},
    { rows: rows.slice(0, 10), cursorOf: page.cursorOf, more: 'after-read' },
    null,
    nextUrl,
  );
  expect(decoded(result)).toEqual(rows.slice(0, 10));
  expect(result.headers?.link).toBe('</api/task?companyId=c&cursor=after-read>; rel="next"');
});

test('the encoding is what Accept-Encoding takes, Brotli first; q=0 refuses', () => {
  expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
  expect(acceptedEncoding('identity')).toBeNull();
  expect(acceptedEncoding(undefined)).toBeNull();
});
