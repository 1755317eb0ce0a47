import { GetObjectCommand, paginateListObjectsV2, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { zipFileName } from '../../domain/backup/tables';
import { s3 } from '../platform/aws';
import { bucketName } from '../platform/config';

/**
 * Backup zips in the backups bucket (decision 046 "Backups"): `{companyId}/{yyyyMMddTHHmmssZ}.zip`,
 * so the newest sorts last; the bucket's lifecycle rule removes them after 30 days. What finds a
 * zip and signs its link (the API's `apiBackup`); the zip is built in `backup-zip.ts`, which only
 * the job imports, so the API's bundle holds no zip library (decision 153).
 */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
export const backupKey = (companyId: string, now: Date) => `${companyId}/${stamp(now)}.zip`;
const KEY_PATTERN = /\/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.zip$/;
/** When the backup under `key` was made. */
export function createdAtOf(key: string): Date | null {
  const m = KEY_PATTERN.exec(key);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}
/** A request for a backup made on demand (the API writes it so that polling does not queue one per poll). */
export const requestKey = (companyId: string) => `${companyId}/requested`;

/** The company's newest backup zip, if any. */
export async function newestBackup(companyId: string): Promise<{ key: string; createdAt: Date } | null> {
  let newest: string | null = null;
  for await (const page of paginateListObjectsV2(
    { client: s3() },
    { Bucket: bucketName('backups'), Prefix: `${companyId}/` },
  )) {
    for (const object of page.Contents ?? []) {
      if (object.Key && createdAtOf(object.Key) && (!newest || object.Key > newest)) newest = object.Key;
    }
  }
  return newest ? { key: newest, createdAt: createdAtOf(newest)! } : null;
}

/** A short-lived link that downloads the zip under its date-stamped name. */
export async function backupDownloadUrl(key: string, createdAt: Date): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: bucketName('backups'),
    Key: key,
    ResponseContentDisposition: `attachment; filename="${zipFileName(createdAt)}"`,
    ResponseContentType: 'application/zip',
  });
  return getSignedUrl(s3(), command, { expiresIn: DOWNLOAD_URL_SECONDS });
}

/** When a backup was last requested on demand, by the app's clock. */
export async function lastRequest(companyId: string): Promise<Date | null> {
  try {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucketName('backups'), Key: requestKey(companyId) }));
    const at = new Date((await answer.Body?.transformToString()) ?? '');
    return Number.isNaN(at.getTime()) ? null : at;
  } catch (error) {
    if (
      (error as { name?: string }).name === 'NoSuchKey' ||
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
    )
      return null;
    throw error;
  }
}

export async function recordRequest(companyId: string, now: Date): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucketName('backups'),
      Key: requestKey(companyId),
      Body: now.toISOString(),
      ContentType: 'text/plain',
    }),
  );
}
