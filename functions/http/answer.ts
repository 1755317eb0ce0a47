import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { answerBytes, responseLimit } from './answer-limit';

/**
 * How an answer fits Lambda's limit (decision 136 "Large answers: compressed in the function,
 * lists by the page"): a large answer is compressed in the function when the client takes it (API
 * Gateway passes the request's Accept-Encoding, CloudFront forwards its normalised value and does
 * not compress an answer that already has a Content-Encoding), and a list that still does not fit
 * answers the rows that do, with the cursor of the rest.
 */
type Result = APIGatewayProxyStructuredResultV2;
export type Encoding = 'br' | 'gzip';

/** What one answer aims at: four fifths of the limit, so headers and a row that grows never tip it over. */
export const answerBudget = () => Math.floor(responseLimit() * 0.8);

/**
 * From this size on an answer is compressed in the function: 1 MiB (smaller ones CloudFront
 * compresses on the way out, decision 063), or a quarter of the budget when a test lowered the limit.
 */
export const compressFrom = () => Math.min(1 << 20, Math.floor(answerBudget() / 4));

/** The encoding the request takes (a q=0 refuses it), Brotli first; null: the answer goes as it is. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Brotli at quality 4, the first quality that finds a task row's repeated ids (its responsible's,
 * equipment's, location's) back across its 4 MiB window: 50,000 rows of 28 MB compress to 2.0 MB
 * (quality 3: 3.6 MB; gzip, whose window is 32 KiB, 5.8 MB) in ~0.5 s of one core. gzip at zlib's
 * default level for clients without Brotli.
 */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

export function compress(text: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, BROTLI) : gzipSync(text);
}

/** A text answer as the function returns it: compressed when it is large and the client takes it. */
export function textResult(
  statusCode: number,
  headers: Record<string, string>,
  text: string,
  encoding: Encoding | null,
): Result {
  if (!encoding || text.length < compressFrom()) return { statusCode, headers, body: text };
  return {
    statusCode,
    headers: { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding' },
    body: compress(text, encoding).toString('base64'),
    isBase64Encoded: true,
  };
}

/**
 * A list that may be longer than one answer holds: its rows from the request's cursor on, in the
 * list's order. The answer holds as many as fit and the cursor that continues after the last of
 * them: in the body's `next` (null when the list ends there), or, for a list answered as a bare
 * array, in a `Link: <…>; rel="next"` header.
 */
export interface ListPage<T = unknown> {
  rows: T[];
  /** The cursor that continues after `row`. */
  cursorOf(row: T): string;
  /** The field of the body that holds the rows (`{tasks: […], next}`); absent: the body is the array. */
  field?: string;
  /** Rows follow these that the route did not read (a read of part of a partition): the cursor after everything read. */
  more?: string;
}

const listText = (field: string | undefined, parts: string[], n: number, next: string | null) => {
  const rows = `[${parts.slice(0, n).join(',')}]`;
  return field === undefined ? rows : `{${JSON.stringify(field)}:${rows},"next":${JSON.stringify(next)}}`;
};

/**
 * The answer of a list: every row when they fit the budget (compressed when large and taken),
 * else the first ones that do, shrunk in proportion to what the whole measured (at least one row).
 * `nextUrl` is the request's own address with `cursor` set, for the Link header of a bare array.
 */
export function listResult(
  statusCode: number,
  headers: Record<string, string>,
  page: ListPage,
  encoding: Encoding | null,
  nextUrl: (cursor: string) => string,
): Result {
  const parts = page.rows.map((row) => JSON.stringify(row));
  const build = (n: number) => {
    const next = n < parts.length ? page.cursorOf(page.rows[n - 1]) : (page.more ?? null);
    const link: Record<string, string> =
      page.field === undefined && next ? { link: `<${nextUrl(next)}>; rel="next"` } : {};
    return textResult(statusCode, { ...headers, ...link }, listText(page.field, parts, n, next), encoding);
  };
  const budget = answerBudget();
  let n = parts.length;
  let result = build(n);
  // A character of the body takes at most six bytes of the answer's JSON: most lists need no measuring.
  if ((result.body?.length ?? 0) * 6 + 4096 < budget) return result;
  for (let size = answerBytes(result); size > budget && n > 1; size = answerBytes(result)) {
    n = Math.max(1, Math.min(n - 1, Math.floor(((n * budget) / size) * 0.95)));
    result = build(n);
  }
  return result;
}

/**
 * A text answered whole that holds a number of items (a calendar feed: calendar apps read one
 * document, not pages): made with `n` items, then with fewer in proportion while its JSON is over
 * the budget. `make(n)` says what was left out itself.
 */
export function fittingText(make: (n: number) => string, n: number): string {
  const budget = answerBudget();
  let text = make(n);
  for (let size = answerBytes(text); size > budget && n > 1; size = answerBytes(text)) {
    n = Math.max(1, Math.min(n - 1, Math.floor(((n * budget) / size) * 0.95)));
    text = make(n);
  }
  return text;
}
