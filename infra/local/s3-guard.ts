import { createHash, createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What s3rver leaves out and S3 does (decisions.md "Files"): s3rver does not check Signature
 * Version 4, so a presigned PUT would store a body of any length and any Content-Type. This
 * checks a presigned (query-string) request the way S3 does: the signature over the method, path,
 * query and signed headers, and the expiry. Requests signed in the Authorization header (the
 * functions' own calls) are not presigned and pass, as before.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
 */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received (`req.url`). */
  url: string;
  headers: IncomingHttpHeaders;
}

/** RFC 3986 encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ escaped. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, '%20'));
  } catch {
    return null;
  }
};

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');

const denied = (code: string, message: string): S3Refusal => ({ status: 403, code, message });

/**
 * null when `request` is not presigned or is presigned correctly with `secretAccessKey`;
 * otherwise S3's answer (403 SignatureDoesNotMatch, AccessDenied for an expired URL).
 */
export function checkPresigned(request: SignedRequest, secretAccessKey: string, now: Date): S3Refusal | null {
  const at = request.url.indexOf('?');
  const path = at < 0 ? request.url : request.url.slice(0, at);
  const pairs =
    at < 0
      ? []
      : request.url
          .slice(at + 1)
          .split('&')
          .filter(Boolean);
  const query: [string, string][] = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null)
      return denied('AuthorizationQueryParametersError', 'The query string is malformed.');
    query.push([name, value]);
  }
  const param = (name: string) => query.find(([n]) => n === name)?.[1];
  const signature = param('X-Amz-Signature');
  if (signature === undefined) return null;

  const algorithm = param('X-Amz-Algorithm');
  const credential = param('X-Amz-Credential')?.split('/');
  const amzDate = param('X-Amz-Date') ?? '';
  const expires = Number(param('X-Amz-Expires'));
  const signedHeaders = param('X-Amz-SignedHeaders') ?? '';
  if (
    algorithm !== 'AWS4-HMAC-SHA256' ||
    credential?.length !== 5 ||
    !/^\d{8}T\d{6}Z$/.test(amzDate) ||
    !Number.isInteger(expires)
  ) {
    return denied(
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  const signedAt = Date.UTC(
    +amzDate.slice(0, 4),
    +amzDate.slice(4, 6) - 1,
    +amzDate.slice(6, 8),
    +amzDate.slice(9, 11),
    +amzDate.slice(11, 13),
    +amzDate.slice(13, 15),
  );
  if (now.getTime() > signedAt + expires * 1000) return denied('AccessDenied', 'Request has expired');

  const headerNames = signedHeaders.split(';');
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [strictEncode(name), strictEncode(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const payload = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [request.method, path, canonicalQuery, canonicalHeaders, signedHeaders, payload].join('\n');

  const [, date, region, service, terminator] = credential;
  const scope = `${date}/${region}/${service}/${terminator}`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), terminator);
  const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  if (expected !== signature) {
    return denied(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return null;
}

/**
 * s3rver stores a key's last segment as a file name with a suffix of up to 22 bytes
 * (`._S3rver_metadata.json`), and file names end at 255 bytes: a longer segment made it fail
 * mid-upload with ENAMETOOLONG and take the process down. S3 itself allows any segment of a key
 * up to 1,024 bytes; this emulator refuses longer segments up front instead (a documented limit).
 */
export const MAX_SEGMENT_BYTES = 255 - '._S3rver_metadata.json'.length;
export const MAX_KEY_BYTES = 1024;

export function checkKeyLength(url: string): S3Refusal | null {
  const path = url.split('?')[0];
  // Path style: /bucket/key...
  const segments = path
    .split('/')
    .slice(2)
    .map((segment) => decode(segment) ?? segment);
  const keyBytes = Buffer.byteLength(segments.join('/'), 'utf8');
  if (keyBytes > MAX_KEY_BYTES) return { status: 400, code: 'KeyTooLongError', message: 'Your key is too long' };
  if (segments.some((segment) => Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES)) {
    return {
      status: 400,
      code: 'KeyTooLongError',
      message: `This S3 emulator stores keys as files: a key segment may hold at most ${MAX_SEGMENT_BYTES} bytes.`,
    };
  }
  return null;
}

/** S3's XML error body. */
export const errorXml = (refusal: S3Refusal) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
