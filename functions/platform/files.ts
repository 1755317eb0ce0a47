import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  MAX_FILE_BYTES,
  contentDisposition,
  fileDisplayName,
  fileTooLargeMessage,
  isFileKeyOf,
  isInlineMedia,
  safeFileName,
  servedAs,
  type Attachment,
} from '../../domain/note/files';
import { DomainError } from '../../domain/shared/errors';
import { s3 } from './aws';
import { bucketName } from './config';
import { newId } from '../store/ids';

/**
 * Files in S3 (decisions.md "Files"): the browser PUTs straight to a presigned URL that signs the
 * declared size and type; keys are `{companyId}/{uuid}---{name}`; downloads go through
 * short-lived presigned GET URLs that only the company's members are handed, and that say how the
 * browser may show the file.
 */
export const UPLOAD_URL_SECONDS = 15 * 60;
export const DOWNLOAD_URL_SECONDS = 10 * 60;

export const newFileKey = (companyId: string, fileName: string) =>
  `${companyId}/${newId()}---${safeFileName(fileName)}`;
export const belongsTo = (key: string, companyId: string) => isFileKeyOf(key, companyId);

const isNotFound = (error: unknown) =>
  error instanceof NotFound ||
  (error as { name?: string }).name === 'NotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** An object's head, or null when there is none. */
export async function headOf(key: string): Promise<HeadObjectCommandOutput | null> {
  try {
    return await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: key }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Copies an upload that waited under one of `WAITING_PREFIXES` (`config.ts`) to the company's own file key
 * (`{companyId}/{uuid}---{name}`, as `POST /api/upload` makes them). The public function may put
 * outside those prefixes only such a copy.
 */
export async function copyIntoCompany(waiting: string, companyKey: string): Promise<void> {
  const bucket = bucketName('files');
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: companyKey,
      CopySource: `${bucket}/${encodeURIComponent(waiting).replace(/%2F/g, '/')}`,
    }),
  );
}

/**
 * Headers the presigned PUT signs: S3 refuses (403) a body of another length or another
 * Content-Type. The presigner leaves Content-Type unsigned unless told.
 */
export const SIGNED_UPLOAD_HEADERS = new Set(['content-type', 'content-length']);

export async function uploadUrl(key: string, contentType: string, size: number): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: bucketName('files'),
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  return getSignedUrl(s3(), command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: SIGNED_UPLOAD_HEADERS });
}

export async function downloadUrl(key: string): Promise<string> {
  const name = fileDisplayName(key);
  const served = servedAs(name);
  const command = new GetObjectCommand({
    Bucket: bucketName('files'),
    Key: key,
    ResponseContentDisposition: contentDisposition(served.disposition, name),
    ResponseContentType: served.contentType,
  });
  return getSignedUrl(s3(), command, { expiresIn: DOWNLOAD_URL_SECONDS });
}

const missingFile = () =>
  new DomainError('invalid', 'FILE_NOT_FOUND', 'En fil blev ikke fundet. Upload den igen.', {
    files: 'En fil blev ikke fundet. Upload den igen.',
  });

/**
 * Checks file keys sent with a note or task: the company's own, uploaded, and within the size
 * limit (a presigned PUT cannot stop a larger body on every S3 implementation).
 */
export async function assertUploaded(keys: string[], companyId: string): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!belongsTo(key, companyId)) throw missingFile();
      try {
        const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: key }));
        if ((head.ContentLength ?? 0) > MAX_FILE_BYTES) {
          throw new DomainError('tooLarge', 'FILE_TOO_LARGE', fileTooLargeMessage, { files: fileTooLargeMessage });
        }
      } catch (error) {
        if (isNotFound(error)) throw missingFile();
        throw error;
      }
    }),
  );
}

/** A file as the SPA shows it: key, display name and a download URL. */
export async function attachment(key: string): Promise<Attachment> {
  const name = fileDisplayName(key);
  return { key, name, url: await downloadUrl(key), inline: isInlineMedia(name) };
}
