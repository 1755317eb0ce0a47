import { HeadObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { MAX_FILE_BYTES, fileTooLargeMessage, uploadSchema } from '../../domain/note/files';
import { DomainError } from '../../domain/shared/errors';
import { apiHandler } from '../http/api';
import { s3 } from '../platform/aws';
import { bucketName } from '../platform/config';
import { belongsTo, downloadUrl, newFileKey, uploadUrl } from '../platform/files';
import { notFound, parseInput } from '../http/http-errors';
import { filesRoutes } from './routes/files.routes';

const keySchema = z.object({ key: z.string({ error: 'Angiv en fil' }).min(1, { error: 'Angiv en fil' }).max(400) });

/** Uploads go straight from the browser to S3; this hands out the presigned URLs (decisions.md "Files"). */
export const handler = apiHandler(filesRoutes, {
  'POST /api/upload': async (req) => {
    const input = parseInput(uploadSchema, req.body);
    if (input.size > MAX_FILE_BYTES)
      throw new DomainError('tooLarge', 'FILE_TOO_LARGE', fileTooLargeMessage, { size: fileTooLargeMessage });
    const key = newFileKey(req.company!.id, input.fileName);
    return { body: { url: await uploadUrl(key, input.contentType, input.size), key } };
  },

  'GET /api/file': async (req) => {
    const { key } = parseInput(keySchema, req.query);
    if (!belongsTo(key, req.company!.id)) throw notFound();
    try {
      await s3().send(new HeadObjectCommand({ Bucket: bucketName('files'), Key: key }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) throw notFound();
      throw error;
    }
    return { body: { url: await downloadUrl(key) } };
  },
});
