import { PassThrough, Readable } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { stringify } from 'csv-stringify';
import { Zip, ZipDeflate } from 'fflate';
import { csvFileName, type BackupTable } from '../../domain/backup/tables';
import { s3 } from '../platform/aws';
import { backupKey } from './backups';
import { bucketName } from '../platform/config';
import { CSV_OPTIONS } from '../documents/csv';

/**
 * Streams the tables as CSV files (csv-stringify) into a zip (fflate's streaming `Zip`, DEFLATE
 * level 9) that goes to S3 as it is written (lib-storage's Upload, multipart beyond 5 MB): no file
 * is built in memory or by hand. fflate rather than archiver: the same zip for about 8 kB of the
 * bundle instead of 120 kB, which kept `jobBackup` over the 300 kB limit (decision 153).
 */
export async function writeBackup(
  companyId: string,
  tables: BackupTable[],
  now: Date,
): Promise<{ key: string; bytes: number }> {
  const key = backupKey(companyId, now);
  const body = new PassThrough();
  let bytes = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void body.destroy(error);
    bytes += chunk.length;
    body.write(chunk);
    if (final) body.end();
  });
  const upload = new Upload({
    client: s3(),
    params: { Bucket: bucketName('backups'), Key: key, Body: body, ContentType: 'application/zip' },
  });
  const uploaded = upload.done();
  uploaded.catch(() => undefined); // awaited below; a failure while the files are written is not unhandled
  try {
    for (const table of tables) {
      const file = new ZipDeflate(csvFileName(table.name, now), { level: 9 });
      file.mtime = now;
      zip.add(file);
      for await (const piece of Readable.from([table.header, ...table.rows]).pipe(stringify(CSV_OPTIONS))) {
        file.push(typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer));
      }
      file.push(new Uint8Array(0), true);
    }
    zip.end();
    await uploaded;
  } catch (error) {
    zip.terminate();
    body.destroy();
    await upload.abort().catch(() => undefined);
    throw error;
  }
  return { key, bytes };
}
