import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { HttpRequest } from '@smithy/types';
import { SIGNED_UPLOAD_HEADERS } from '../../functions/platform/files';
import { MAX_SEGMENT_BYTES, MAX_SKEW_MS, checkKeyLength, checkSignature, type SignedRequest } from './s3-guard';

/**
 * The guard in front of s3rver checks every request's signature as S3 does (decision 150 "The
 * local file store asks for a signature"). The requests here come from the SDK itself: presigned
 * URLs from its presigner, the same call `functions/platform/files.ts` makes, so the test also shows
 * what S3 sees (the size and the type are signed headers of the upload), and header-signed
 * requests as the S3 client sends them, taken at the wire by a request handler that answers none.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const SECRET = 'S3RVER';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: SECRET };
const HOST = '127.0.0.1:4569';
const client = new S3Client({
  region: 'eu-north-1',
  endpoint: `http://${HOST}`,
  forcePathStyle: true,
  credentials: CREDENTIALS,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
const KEY = 'c0ffee/0b7e6a4e-3c1d-4f5a-9e2b-7c8d9e0f1a2b---Målinger (1) ..csv';

async function presignPut(contentType = 'text/csv', size = 1024, expiresIn = 900) {
  const command = new PutObjectCommand({ Bucket: 'files', Key: KEY, ContentType: contentType, ContentLength: size });
  const url = new URL(await getSignedUrl(client, command, { expiresIn, signableHeaders: SIGNED_UPLOAD_HEADERS }));
  return { url, path: `${url.pathname}${url.search}` };
}

const put = (path: string, headers: Record<string, string>) => ({
  method: 'PUT',
  url: path,
  headers: { host: HOST, ...headers },
});

describe('presigned uploads sign size and type (what real S3 enforces)', () => {
  it('lists content-length and content-type among the signed headers, not in the query', async () => {
    const { url } = await presignPut();
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.has('Content-Type')).toBe(false);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
  });
});

/** The signature check with the local key. */
const check = (request: SignedRequest, now = new Date()) => checkSignature(request, CREDENTIALS, now);

describe('presigned requests (checkSignature)', () => {
  const now = () => new Date();

  it('passes the request the URL was signed for', async () => {
    const { path } = await presignPut();
    expect(check(put(path, { 'content-type': 'text/csv', 'content-length': '1024' }))).toBeNull();
  });

  it('refuses another size, another type, a missing type, another key or secret with 403 SignatureDoesNotMatch', async () => {
    const { path } = await presignPut();
    const refusals = [
      put(path, { 'content-type': 'text/csv', 'content-length': String(30 * 1024 * 1024) }),
      put(path, { 'content-type': 'text/html', 'content-length': '1024' }),
      put(path, { 'content-length': '1024' }),
      put(path.replace('files/c0ffee', 'files/c0ffef'), { 'content-type': 'text/csv', 'content-length': '1024' }),
      { ...put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), method: 'POST' },
    ].map((request) => check(request));
    expect(refusals.map((r) => [r?.status, r?.code])).toEqual(Array(5).fill([403, 'SignatureDoesNotMatch']));
    const request = put(path, { 'content-type': 'text/csv', 'content-length': '1024' });
    expect(checkSignature(request, { ...CREDENTIALS, secretAccessKey: 'other' }, now())?.code).toBe(
      'SignatureDoesNotMatch',
    );
    expect(checkSignature(request, { ...CREDENTIALS, accessKeyId: 'OTHER' }, now())).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
  });

  it('refuses an expired URL with 403 AccessDenied', async () => {
    const { path } = await presignPut('text/csv', 1024, 60);
    const later = new Date(Date.now() + 61_000);
    expect(check(put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), later)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('passes presigned downloads with response overrides', async () => {
    const command = new GetObjectCommand({
      Bucket: 'files',
      Key: KEY,
      ResponseContentDisposition: "attachment; filename*=UTF-8''M%C3%A5linger.csv",
      ResponseContentType: 'application/octet-stream',
    });
    const url = new URL(await getSignedUrl(client, command, { expiresIn: 600 }));
    expect(check({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: HOST } })).toBeNull();
    const tampered = `${url.pathname}${url.search.replace('attachment', 'inline')}`;
    expect(check({ method: 'GET', url: tampered, headers: { host: HOST } })?.code).toBe('SignatureDoesNotMatch');
  });
});

/** Raised by the request handler below: the request as the S3 client would have sent it. */
class Sent extends Error {
  constructor(readonly request: HttpRequest) {
    super('kept, not sent');
  }
}

/** RFC 3986, as the SDK's node handler writes the query (`@smithy/querystring-builder`). */
const escape = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A client like `functions/platform/aws.ts`'s `s3()` whose requests are signed and then kept, never sent. */
const wire = new S3Client({
  region: 'eu-north-1',
  endpoint: `http://${HOST}`,
  forcePathStyle: true,
  credentials: CREDENTIALS,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
  maxAttempts: 1,
  requestHandler: {
    handle: (request: HttpRequest) => Promise.reject(new Sent(request)),
  },
});

/** What the guard receives for `command`, signed by the SDK with the local key. */
async function signed(send: (client: S3Client) => Promise<unknown>): Promise<SignedRequest> {
  const sent = await send(wire).then(
    () => {
      throw new Error('sent');
    },
    (error: unknown) => {
      if (error instanceof Sent) return error.request;
      throw error;
    },
  );
  const query = Object.entries(sent.query ?? {})
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => {
      return typeof value === 'string' ? `${escape(name)}=${escape(value)}` : escape(name);
    })
    .join('&');
  const headers = Object.fromEntries(Object.entries(sent.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { method: sent.method, url: query ? `${sent.path}?${query}` : sent.path, headers };
}

const BACKUPS = 'servicebogen-backups';
const BACKUP = 'c0ffee/servicebogen-backup-2026-11-27.zip';

describe('header-signed requests (checkSignature)', () => {
  it('given the functions’ own list, get, head, put and delete, signed with the local key, then each passes', async () => {
    const requests = await Promise.all([
      signed((c) => c.send(new ListObjectsV2Command({ Bucket: BACKUPS, Prefix: 'c0ffee/' }))),
      signed((c) => c.send(new GetObjectCommand({ Bucket: BACKUPS, Key: BACKUP }))),
      signed((c) => c.send(new HeadObjectCommand({ Bucket: 'servicebogen-files', Key: KEY }))),
      signed((c) =>
        c.send(new PutObjectCommand({ Bucket: BACKUPS, Key: BACKUP, Body: 'PK…', ContentType: 'application/zip' })),
      ),
      signed((c) => c.send(new DeleteObjectCommand({ Bucket: BACKUPS, Key: BACKUP }))),
    ]);
    expect(requests.map((request) => request.headers.authorization)).toEqual(
      Array(5).fill(
        expect.stringMatching(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/eu-north-1\/s3\/aws4_request, /),
      ),
    );
    expect(requests.map((request) => check(request))).toEqual(Array(5).fill(null));
  });

  it('given no signature at all (curl), when it lists, gets, puts or deletes, then 403 AccessDenied', () => {
    const requests = [
      { method: 'GET', url: `/${BACKUPS}/` },
      { method: 'GET', url: `/${BACKUPS}?list-type=2&prefix=c0ffee%2F` },
      { method: 'GET', url: `/${BACKUPS}/${BACKUP}` },
      { method: 'PUT', url: `/${BACKUPS}/${BACKUP}` },
      { method: 'DELETE', url: `/${BACKUPS}/${BACKUP}` },
      { method: 'GET', url: '/' },
    ];
    expect(requests.map(({ method, url }) => check({ method, url, headers: { host: HOST } }))).toEqual(
      Array(requests.length).fill({ status: 403, code: 'AccessDenied', message: 'Access Denied' }),
    );
  });

  it('given a signed request, when its path, query, method, payload hash or a signed header is changed, then 403 SignatureDoesNotMatch', async () => {
    const list = await signed((c) => c.send(new ListObjectsV2Command({ Bucket: BACKUPS, Prefix: 'c0ffee/' })));
    const put = await signed((c) => c.send(new PutObjectCommand({ Bucket: BACKUPS, Key: BACKUP, Body: 'PK…' })));
    const changed: SignedRequest[] = [
      { ...list, url: list.url.replace('c0ffee', 'c0ffef') },
      { ...list, url: list.url.replace(BACKUPS, 'servicebogen-files') },
      { ...list, method: 'DELETE' },
      { ...put, url: put.url.replace('2026-11-27', '2026-11-28') },
      { ...put, headers: { ...put.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      { ...put, headers: { ...put.headers, host: '127.0.0.1:4570' } },
    ];
    expect(changed.map((request) => check(request)?.code)).toEqual(Array(6).fill('SignatureDoesNotMatch'));
  });

  it('given another secret or another key id, then SignatureDoesNotMatch or InvalidAccessKeyId', async () => {
    const list = await signed((c) => c.send(new ListObjectsV2Command({ Bucket: BACKUPS })));
    expect(checkSignature(list, { ...CREDENTIALS, secretAccessKey: 'gæt' }, new Date())).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(checkSignature(list, { ...CREDENTIALS, accessKeyId: 'AKIAOTHER' }, new Date())).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    const forged = list.headers.authorization!.replace(/Signature=[0-9a-f]+/, `Signature=${'0'.repeat(64)}`);
    expect(check({ ...list, headers: { ...list.headers, authorization: forged } })?.code).toBe('SignatureDoesNotMatch');
    const short = list.headers.authorization!.replace(/Signature=[0-9a-f]+/, 'Signature=zz');
    expect(check({ ...list, headers: { ...list.headers, authorization: short } })?.code).toBe('SignatureDoesNotMatch');
  });

  it('given a signature over 15 minutes old, when it is replayed, then 403 RequestTimeTooSkewed', async () => {
    const list = await signed((c) => c.send(new ListObjectsV2Command({ Bucket: BACKUPS })));
    expect(check(list, new Date(Date.now() + MAX_SKEW_MS - 60_000))).toBeNull();
    expect(check(list, new Date(Date.now() + MAX_SKEW_MS + 60_000))).toMatchObject({
      status: 403,
      code: 'RequestTimeTooSkewed',
    });
  });

  it('given a malformed header, no payload hash, Signature Version 2, or two mechanisms at once, then 400', async () => {
    const list = await signed((c) => c.send(new ListObjectsV2Command({ Bucket: BACKUPS })));
    const withHeaders = (headers: Record<string, string | undefined>) => ({
      ...list,
      headers: { ...list.headers, ...headers },
    });
    const { 'x-amz-content-sha256': _payload, ...withoutPayload } = list.headers;
    const answers = [
      withHeaders({ authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20261127/eu-north-1/s3/aws4_request' }),
      { ...list, headers: withoutPayload },
      withHeaders({ 'x-amz-content-sha256': 'abc' }),
      withHeaders({ authorization: 'AWS S3RVER:frJIUN8DYpKDtOLCwo//yllqDzg=' }),
      { method: 'GET', url: `/${BACKUPS}/${BACKUP}?AWSAccessKeyId=S3RVER&Expires=9999999999&Signature=x`, headers: {} },
      { ...list, url: `${list.url}&X-Amz-Signature=${'0'.repeat(64)}` },
    ].map((request) => check(request));
    expect(answers.map((answer) => [answer?.status, answer?.code])).toEqual([
      [400, 'AuthorizationHeaderMalformed'],
      [400, 'InvalidRequest'],
      [400, 'InvalidArgument'],
      [400, 'InvalidRequest'],
      [400, 'InvalidRequest'],
      [400, 'InvalidArgument'],
    ]);
  });
});

describe('checkKeyLength', () => {
  it('refuses a key segment s3rver cannot store as a file, and keys over 1,024 bytes', () => {
    const segment = (bytes: number) => encodeURIComponent('æ'.repeat(bytes / 2));
    expect(checkKeyLength(`/files/c/${segment(MAX_SEGMENT_BYTES - 1)}?x-id=PutObject`)).toBeNull();
    expect(checkKeyLength(`/files/c/${segment(MAX_SEGMENT_BYTES + 1)}`)).toMatchObject({
      status: 400,
      code: 'KeyTooLongError',
    });
    expect(checkKeyLength(`/files/${Array(10).fill(segment(120)).join('/')}`)).toMatchObject({
      status: 400,
      code: 'KeyTooLongError',
    });
    expect(checkKeyLength('/files/')).toBeNull();
  });
});
