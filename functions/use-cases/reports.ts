import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../platform/aws';
import { bucketName } from '../platform/config';

/**
 * Documents too large for an API answer (decision 175): put under `reports/<companyId>/` of the
 * files bucket (the only prefix `apiServiceBook` may write; the bucket's lifecycle removes them
 * after a day) and fetched by a short-lived link, as the backup zip is (decision 046).
 */
export const REPORT_URL_SECONDS = 5 * 60;
export const REPORTS_PREFIX = 'reports/';

export const reportKey = (companyId: string, now: Date) =>
  `${REPORTS_PREFIX}${companyId}/${now.toISOString().slice(0, 10)}-${randomUUID()}.pdf`;

/** Puts the document and answers a link that downloads it under its name for `REPORT_URL_SECONDS`. */
export async function storedReportUrl(
  key: string,
  file: { contentType: string; contentDisposition: string; bytes: Uint8Array },
): Promise<string> {
  const Bucket = bucketName('files');
  await s3().send(
    new PutObjectCommand({
      Bucket,
      Key: key,
      Body: file.bytes,
      ContentType: file.contentType,
      ContentDisposition: file.contentDisposition,
    }),
  );
  const command = new GetObjectCommand({
    Bucket,
    Key: key,
    ResponseContentDisposition: file.contentDisposition,
    ResponseContentType: file.contentType,
  });
  return getSignedUrl(s3(), command, { expiresIn: REPORT_URL_SECONDS });
}
