import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What s3rver leaves out and S3 does (decisions.md "Files"; decision 150 "The local file store
 * asks for a signature"): s3rver answers an unsigned request as the bucket's owner and does not
 * check Signature Version 4 at all, so any process on the machine could list, read, write and
 * delete every company's files and backups, and a presigned PUT would store a body of any length
 * and any Content-Type. This checks every request the way S3 does: a request must be signed,
 * either in the Authorization header (the functions' own calls through the SDK) or in the query
 * string (presigned URLs), with the one local key, and the signature must match the method, path,
 * query and signed headers; a presigned URL must not have expired, a header-signed request must be
 * no more than 15 minutes off.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
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

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
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
const invalid = (code: string, message: string): S3Refusal => ({ status: 400, code, message });

const ACCESS_DENIED = denied('AccessDenied', 'Access Denied');
const MISMATCH = denied(
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);
const UNKNOWN_KEY = denied('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
/** What S3 answers a Signature Version 2 request in a region that takes version 4 only (eu-north-1). */
const VERSION_2 = invalid(
  'InvalidRequest',
  'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
);
/** How far a header-signed request's time may be from S3's. */
export const MAX_SKEW_MS = 15 * 60 * 1000;

/** A request's path and its query as decoded pairs, in the order sent; null when an escape is malformed. */
function parseUrl(url: string): { path: string; query: [string, string][] } | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const query: [string, string][] = [];
  for (const pair of at < 0
    ? []
    : url
        .slice(at + 1)
        .split('&')
        .filter(Boolean)) {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null) return null;
    query.push([name, value]);
  }
  return { path, query };
}

/** `yyyyMMddTHHmmssZ` as milliseconds, or NaN. */
function amzTime(amzDate: string): number {
  if (!/^\d{8}T\d{6}Z$/.test(amzDate)) return NaN;
  return Date.UTC(
    +amzDate.slice(0, 4),
    +amzDate.slice(4, 6) - 1,
    +amzDate.slice(6, 8),
    +amzDate.slice(9, 11),
    +amzDate.slice(11, 13),
    +amzDate.slice(13, 15),
  );
}

interface Signed {
  method: string;
  path: string;
  /** The query without `X-Amz-Signature`. */
  query: [string, string][];
  headers: IncomingHttpHeaders;
  signedHeaders: string;
  payload: string;
  amzDate: string;
  /** `date/region/service/aws4_request`. */
  scope: string[];
  signature: string;
}

/** Whether `signed.signature` is SigV4's signature of the request with `secretAccessKey`. */
function signatureMatches(signed: Signed, secretAccessKey: string): boolean {
  const canonicalHeaders = signed.signedHeaders
    .split(';')
    .map((name) => {
      const value = signed.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalQuery = signed.query
    .map(([name, value]) => [strictEncode(name), strictEncode(value)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    signed.method,
    signed.path,
    canonicalQuery,
    canonicalHeaders,
    signed.signedHeaders,
    signed.payload,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', signed.amzDate, signed.scope.join('/'), sha256(canonicalRequest)].join(
    '\n',
  );
  const key = signed.scope.reduce<Buffer | string>((k, part) => hmac(k, part), `AWS4${secretAccessKey}`);
  const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest();
  const given = Buffer.from(signed.signature, 'hex');
  return given.length === expected.length && /^[0-9a-f]+$/.test(signed.signature) && timingSafeEqual(given, expected);
}

/** A credential `AKID/date/region/s3/aws4_request` as key id and scope, or null when it is not one. */
function credentialOf(credential: string | undefined, amzDate: string) {
  const parts = credential?.split('/');
  if (parts?.length !== 5) return null;
  const [accessKeyId, ...scope] = parts;
  const [date, region, service, terminator] = scope;
  if (date !== amzDate.slice(0, 8) || !region || service !== 's3' || terminator !== 'aws4_request') return null;
  return { accessKeyId, scope };
}

/**
 * null when `request` is signed with `credentials`, in the Authorization header or presigned;
 * otherwise S3's answer: 403 AccessDenied without a signature or for an expired URL,
 * SignatureDoesNotMatch for a wrong one, InvalidAccessKeyId for another key,
 * RequestTimeTooSkewed for a header signature over 15 minutes off; 400 for a malformed one or
 * Signature Version 2.
 */
export function checkSignature(request: SignedRequest, credentials: S3Credentials, now: Date): S3Refusal | null {
  const parsed = parseUrl(request.url);
  if (!parsed) return invalid('AuthorizationQueryParametersError', 'The query string is malformed.');
  const has = (name: string) => parsed.query.some(([n]) => n === name);
  const authorization = request.headers.authorization;
  const inQuery = has('X-Amz-Algorithm') || has('X-Amz-Signature') || has('X-Amz-Credential');
  const inQueryV2 = has('Signature') || has('AWSAccessKeyId');
  const mechanisms = [authorization !== undefined, inQuery, inQueryV2].filter(Boolean).length;
  if (mechanisms === 0) return ACCESS_DENIED;
  if (mechanisms > 1) {
    return invalid(
      'InvalidArgument',
      'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
    );
  }
  if (inQueryV2) return VERSION_2;
  return inQuery
    ? checkQuerySigned(request, parsed, credentials, now)
    : checkHeaderSigned(request, parsed, authorization ?? '', credentials, now);
}

/** A presigned (query-string) request. https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html */
function checkQuerySigned(
  request: SignedRequest,
  { path, query }: { path: string; query: [string, string][] },
  credentials: S3Credentials,
  now: Date,
): S3Refusal | null {
  const param = (name: string) => query.find(([n]) => n === name)?.[1];
  const amzDate = param('X-Amz-Date') ?? '';
  const signedAt = amzTime(amzDate);
  const expires = Number(param('X-Amz-Expires'));
  const credential = credentialOf(param('X-Amz-Credential'), amzDate);
  const signature = param('X-Amz-Signature');
  const signedHeaders = param('X-Amz-SignedHeaders');
  if (
    param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' ||
    !credential ||
    Number.isNaN(signedAt) ||
    !Number.isInteger(expires) ||
    signature === undefined ||
    !signedHeaders
  ) {
    return invalid(
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    );
  }
  if (credential.accessKeyId !== credentials.accessKeyId) return UNKNOWN_KEY;
  if (now.getTime() > signedAt + expires * 1000) return denied('AccessDenied', 'Request has expired');
  const signed: Signed = {
    method: request.method,
    path,
    query: query.filter(([name]) => name !== 'X-Amz-Signature'),
    headers: request.headers,
    signedHeaders,
    payload: param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
    amzDate,
    scope: credential.scope,
    signature,
  };
  return signatureMatches(signed, credentials.secretAccessKey) ? null : MISMATCH;
}

/**
 * A request signed in the Authorization header (`AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…,
 * Signature=…`), its payload hash the `x-amz-content-sha256` it sends (S3 requires it; the hash
 * itself, or `UNSIGNED-PAYLOAD`). https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-auth-using-authorization-header.html
 */
function checkHeaderSigned(
  request: SignedRequest,
  { path, query }: { path: string; query: [string, string][] },
  authorization: string,
  credentials: S3Credentials,
  now: Date,
): S3Refusal | null {
  const space = authorization.indexOf(' ');
  const algorithm = space < 0 ? authorization : authorization.slice(0, space);
  if (algorithm === 'AWS') return VERSION_2;
  if (algorithm !== 'AWS4-HMAC-SHA256') return invalid('InvalidArgument', 'Unsupported Authorization Type');
  const components = new Map(
    authorization
      .slice(space + 1)
      .split(',')
      .map((component) => {
        const eq = component.indexOf('=');
        return [component.slice(0, eq).trim(), component.slice(eq + 1).trim()] as const;
      }),
  );
  const signedHeaders = components.get('SignedHeaders');
  const signature = components.get('Signature');
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const payload = header('x-amz-content-sha256');
  const amzDate = header('x-amz-date') ?? '';
  const credential = credentialOf(components.get('Credential'), amzDate);
  if (!signedHeaders || !signature || !components.get('Credential')) {
    return invalid(
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.',
    );
  }
  if (payload === undefined)
    return invalid('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (!/^(UNSIGNED-PAYLOAD|STREAMING-AWS4-HMAC-SHA256-PAYLOAD|[0-9a-f]{64})$/.test(payload)) {
    return invalid(
      'InvalidArgument',
      'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-AWS4-HMAC-SHA256-PAYLOAD, or a valid sha256 value.',
    );
  }
  const signedAt = amzTime(amzDate);
  if (Number.isNaN(signedAt))
    return denied('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (!credential) {
    return invalid(
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".',
    );
  }
  if (credential.accessKeyId !== credentials.accessKeyId) return UNKNOWN_KEY;
  if (Math.abs(now.getTime() - signedAt) > MAX_SKEW_MS) {
    return denied('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  }
  if (!signedHeaders.split(';').includes('host')) return MISMATCH;
  const signed: Signed = {
    method: request.method,
    path,
    query,
    headers: request.headers,
    signedHeaders,
    payload,
    amzDate,
    scope: credential.scope,
    signature,
  };
  return signatureMatches(signed, credentials.secretAccessKey) ? null : MISMATCH;
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
