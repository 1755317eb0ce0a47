import { PassThrough, Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import { csvFileName, type BackupTable } from '../../domain/backup/tables';
import { s3 } from './aws';
import { backupKey } from './backups';
import { bucketName } from './config';
import { CSV_OPTIONS } from './csv';

/**
 * Streams the tables as CSV files (csv-stringify) into a zip (archiver) that goes to S3 as it is
 * written (lib-storage's Upload, multipart beyond 5 MB): no file is built in memory or by hand.
 * Only the backup job imports this module: archiver is about 120 kB of a bundle zipped, and the
 * API (`apiBackup`) only finds the zip and signs its link (`backups.ts`, decision 153).
 */
export async function writeBackup(
  companyId: string,
  tables: BackupTable[],
  now: Date,
): Promise<{ key: string; bytes: number }> {
  const key = backupKey(companyId, now);
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const body = new PassThrough();
  zip.on('error', (error) => body.destroy(error));
  zip.pipe(body);
  const upload = new Upload({
    client: s3(),
    params: { Bucket: bucketName('backups'), Key: key, Body: body, ContentType: 'application/zip' },
  });
  for (const table of tables) {
    const csv = Readable.from([table.header, ...table.rows]).pipe(stringify(CSV_OPTIONS));
    zip.append(csv, { name: csvFileName(table.name, now), date: now });
  }
  try {
    await Promise.all([zip.finalize(), upload.done()]);
  } catch (error) {
    zip.abort();
    await upload.abort().catch(() => undefined);
    throw error;
  }
  return { key, bytes: zip.pointer() };
}
