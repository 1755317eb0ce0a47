import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SIGNED_UPLOAD_HEADERS } from '../../functions/lib/files';
import { MAX_SEGMENT_BYTES, checkKeyLength, checkPresigned } from './s3-guard';

/**
 * The guard in front of s3rver checks presigned URLs as S3 does. The URLs here come from the SDK's
 * own presigner, the same call `functions/lib/files.ts` makes, so the test also shows what S3
 * sees: the size and the type are signed headers of the upload.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const SECRET = 'S3RVER';
const HOST = '127.0.0.1:4569';
const client = new S3Client({
  region: 'eu-north-1',
  endpoint: `http://${HOST}`,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: SECRET },
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

describe('checkPresigned', () => {
  const now = () => new Date();

  it('passes the request the URL was signed for', async () => {
    const { path } = await presignPut();
    expect(
      checkPresigned(put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), SECRET, now()),
    ).toBeNull();
  });

  it('refuses another size, another type, a missing type, another key or secret with 403 SignatureDoesNotMatch', async () => {
    const { path } = await presignPut();
    const refusals = [
      put(path, { 'content-type': 'text/csv', 'content-length': String(30 * 1024 * 1024) }),
      put(path, { 'content-type': 'text/html', 'content-length': '1024' }),
      put(path, { 'content-length': '1024' }),
      put(path.replace('files/c0ffee', 'files/c0ffef'), { 'content-type': 'text/csv', 'content-length': '1024' }),
      { ...put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), method: 'POST' },
    ].map((request) => checkPresigned(request, SECRET, now()));
    expect(refusals.map((r) => [r?.status, r?.code])).toEqual(Array(5).fill([403, 'SignatureDoesNotMatch']));
    expect(
      checkPresigned(put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), 'other', now())?.code,
    ).toBe('SignatureDoesNotMatch');
  });

  it('refuses an expired URL with 403 AccessDenied', async () => {
    const { path } = await presignPut('text/csv', 1024, 60);
    const later = new Date(Date.now() + 61_000);
    expect(
      checkPresigned(put(path, { 'content-type': 'text/csv', 'content-length': '1024' }), SECRET, later),
    ).toMatchObject({ status: 403, code: 'AccessDenied' });
  });

  it('passes presigned downloads with response overrides', async () => {
    const command = new GetObjectCommand({
      Bucket: 'files',
      Key: KEY,
      ResponseContentDisposition: "attachment; filename*=UTF-8''M%C3%A5linger.csv",
      ResponseContentType: 'application/octet-stream',
    });
    const url = new URL(await getSignedUrl(client, command, { expiresIn: 600 }));
    expect(
      checkPresigned({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: HOST } }, SECRET, now()),
    ).toBeNull();
    const tampered = `${url.pathname}${url.search.replace('attachment', 'inline')}`;
    expect(checkPresigned({ method: 'GET', url: tampered, headers: { host: HOST } }, SECRET, now())?.code).toBe(
      'SignatureDoesNotMatch',
    );
  });

  it('leaves requests that are not presigned to s3rver', () => {
    expect(
      checkPresigned(
        { method: 'GET', url: '/files/a', headers: { host: HOST, authorization: 'AWS4-HMAC-SHA256 ...' } },
        SECRET,
        now(),
      ),
    ).toBeNull();
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
