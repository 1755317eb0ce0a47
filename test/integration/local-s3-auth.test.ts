import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { s3 } from '../../functions/platform/aws';
import { bucketName } from '../../functions/platform/config';
import type { Backup, JobRun } from '../support/contract';
import { as } from '../support/api';
import { newPerson, type Person } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The local file store asks for a signature (decision 150): s3rver alone answered anyone on the
 * machine, so `curl http://127.0.0.1:<port>/servicebogen-backups/` listed every company's backups.
 * Behind the guard an unsigned or wrongly signed list, get, put and delete is refused as S3 refuses
 * it, while the functions' own calls (signed in the header) and the presigned URLs they hand out
 * work as before; the store's folders are the owner's alone.
 */
jest.setTimeout(60_000);

let rt: TestRuntime;
let anne: Person;
let endpoint: string;
/** Anne's company's backup zip, written by the nightly job. */
let backupKey: string;
let backupBytes: Buffer;

beforeAll(async () => {
  rt = await startTestRuntime();
  endpoint = process.env.AWS_ENDPOINT_URL_S3!;
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  await rt.drain();
}, 90_000);
afterAll(() => rt?.stop());

const BACKUPS = () => bucketName('backups');

describe('the app’s own calls', () => {
  it('given the backup job (the SDK, signed in the header), then it writes the zip, lists it and hands out a link that downloads it', async () => {
    const run = await rt.call<JobRun>('POST', '/dev/schedule/backup');
    expect(run.status).toBe(200);
    expect(run.body.result).toMatchObject({ job: 'backup', failures: 0 });

    const listed = await s3().send(new ListObjectsV2Command({ Bucket: BACKUPS(), Prefix: `${anne.ownCompanyId}/` }));
    const zips = (listed.Contents ?? []).map((o) => o.Key!).filter((key) => key.endsWith('.zip'));
    expect(zips).toHaveLength(1);
    backupKey = zips[0];

    const answer = await rt.call<Backup>('GET', '/api/backup', as(anne));
    expect([answer.status, answer.body.status]).toEqual([200, 'ready']);
    const download = await fetch(answer.body.url!);
    expect(download.status).toBe(200);
    backupBytes = Buffer.from(await download.arrayBuffer());
    expect(backupBytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('given an upload through the API’s presigned URL, then the browser’s PUT and the download link work', async () => {
    const bytes = Buffer.from('Serviceaftale 2027\n');
    const answer = await rt.call<{ url: string; key: string }>('POST', '/api/upload', {
      ...as(anne),
      body: { fileName: 'aftale.txt', contentType: 'text/plain', size: bytes.length },
    });
    expect(answer.status).toBe(200);
    const put = await fetch(answer.body.url, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: new Uint8Array(bytes),
    });
    expect(put.status).toBe(200);
    const file = await rt.call<{ url: string }>('GET', '/api/file', {
      ...as(anne),
      query: { companyId: anne.ownCompanyId, key: answer.body.key },
    });
    expect(file.status).toBe(200);
    const fetched = await fetch(file.body.url);
    expect([fetched.status, await fetched.text()]).toEqual([200, bytes.toString()]);
  });
});

/** S3's XML error: its code. */
const codeOf = async (answer: Response) => /<Code>([^<]+)<\/Code>/.exec(await answer.text())?.[1];

describe('anyone else on the machine', () => {
  it('given no signature (curl), when it lists, gets, puts or deletes a backup, then 403 AccessDenied and nothing changes', async () => {
    const object = `${endpoint}/${BACKUPS()}/${backupKey.split('/').map(encodeURIComponent).join('/')}`;
    const planted = `${endpoint}/${BACKUPS()}/${anne.ownCompanyId}/planted.zip`;
    const answers = [
      await fetch(`${endpoint}/${BACKUPS()}/`),
      await fetch(`${endpoint}/${BACKUPS()}?list-type=2&prefix=${anne.ownCompanyId}%2F`),
      await fetch(`${endpoint}/`),
      await fetch(object),
      await fetch(object, { method: 'HEAD' }),
      await fetch(object, { method: 'PUT', body: 'overskrevet' }),
      await fetch(planted, { method: 'PUT', body: 'PK' }),
      await fetch(object, { method: 'DELETE' }),
      await fetch(`${endpoint}/${BACKUPS()}?delete`, { method: 'POST', body: '<Delete/>' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(403));
    const codes = await Promise.all(answers.filter((answer) => answer.status === 403).map(codeOf));
    // A HEAD answer has no body.
    expect(codes.filter(Boolean)).toEqual(Array(answers.length - 1).fill('AccessDenied'));
    expect(answers[0].headers.get('content-type')).toBe('application/xml');

    // The backup is as it was, and nothing was planted.
    const kept = await s3().send(new GetObjectCommand({ Bucket: BACKUPS(), Key: backupKey }));
    expect(Buffer.from(await kept.Body!.transformToByteArray()).equals(backupBytes)).toBe(true);
    const listed = await s3().send(new ListObjectsV2Command({ Bucket: BACKUPS(), Prefix: `${anne.ownCompanyId}/` }));
    expect((listed.Contents ?? []).map((o) => o.Key)).toEqual([backupKey]);
  });

  it('given a wrong secret or an unknown key, when it lists, gets, puts or deletes, then 403 SignatureDoesNotMatch or InvalidAccessKeyId', async () => {
    const client = (accessKeyId: string, secretAccessKey: string) =>
      new S3Client({
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey },
        maxAttempts: 1,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'passed',
        (error: unknown) =>
          error instanceof S3ServiceException ? [error.$metadata.httpStatusCode, error.name] : String(error),
      );
    const calls = (c: S3Client) => [
      c.send(new ListObjectsV2Command({ Bucket: BACKUPS() })),
      c.send(new GetObjectCommand({ Bucket: BACKUPS(), Key: backupKey })),
      c.send(new PutObjectCommand({ Bucket: BACKUPS(), Key: backupKey, Body: 'overskrevet' })),
      c.send(new DeleteObjectCommand({ Bucket: BACKUPS(), Key: backupKey })),
    ];
    expect(await Promise.all(calls(client('S3RVER', 'gæt')).map(refusal))).toEqual(
      Array(4).fill([403, 'SignatureDoesNotMatch']),
    );
    expect(await Promise.all(calls(client('AKIAANDEN', 'S3RVER')).map(refusal))).toEqual(
      Array(4).fill([403, 'InvalidAccessKeyId']),
    );
    const kept = await s3().send(new GetObjectCommand({ Bucket: BACKUPS(), Key: backupKey }));
    expect(Buffer.from(await kept.Body!.transformToByteArray()).equals(backupBytes)).toBe(true);
  });

  it('given the data folder, then it, the store and each bucket folder are the owner’s alone (0700)', () => {
    const modes = [rt.dataDir, join(rt.dataDir, 's3'), join(rt.dataDir, 's3', BACKUPS())].map(
      (path) => statSync(path).mode & 0o777,
    );
    expect(modes).toEqual([0o700, 0o700, 0o700]);
  });
});
