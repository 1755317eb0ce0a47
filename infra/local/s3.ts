import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import { buckets } from '../declaration';
import { ownerOnly } from './dynamo';
import { checkKeyLength, checkSignature, errorXml, type S3Refusal } from './s3-guard';

/** The emulator's one key pair (s3rver's default account); the runtime gives it to the SDK. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface LocalS3 {
  endpoint: string;
  bucketNames: Record<'files' | 'backups', string>;
  stop(): Promise<void>;
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: S3Refusal) {
  req.resume();
  res.writeHead(refusal.status, {
    'content-type': 'application/xml',
    // As S3 with the bucket's CORS rule: the browser may read the refusal.
    ...(req.headers.origin ? { 'access-control-allow-origin': '*' } : {}),
    connection: 'close',
  });
  res.end(errorXml(refusal));
}

/**
 * s3rver with the declared buckets (the ones functions use), data kept under `dataDir/s3` (0700,
 * as DATA_DIR), reached only through a guard that checks what s3rver does not (`s3-guard.ts`,
 * decision 150 "The local file store asks for a signature"): every request signed with the local
 * key, in the Authorization header or presigned (with the signed Content-Length and Content-Type,
 * and the expiry), and key lengths. s3rver has no port of its own: the guard's server hands it
 * what passes, so nothing on the machine reaches the files without the key.
 */
export async function startS3(dataDir: string): Promise<LocalS3> {
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const bucketNames = { files: 'servicebogen-files', backups: 'servicebogen-backups' };
  const server = new S3rver({
    directory,
    silent: true,
    configureBuckets: (Object.keys(bucketNames) as ('files' | 'backups')[]).map((name) => ({
      name: bucketNames[name],
      configs: buckets[name].browserUploads ? [CORS] : [],
    })),
  });
  await server.configureBuckets();
  // s3rver makes its folders 0755 and files 0644: the store and each bucket folder are the
  // owner's alone, so what s3rver writes inside them is out of anyone else's reach (older data too).
  ownerOnly(directory, 1);
  const s3rver = server.callback();

  const guard = createServer((req, res) => {
    const url = req.url ?? '/';
    // A CORS preflight carries no signature of its own: S3 answers it from the bucket's CORS rules.
    const preflight = req.method === 'OPTIONS';
    const refusal =
      checkKeyLength(url) ??
      (preflight
        ? null
        : checkSignature({ method: req.method ?? 'GET', url, headers: req.headers }, LOCAL_S3_CREDENTIALS, new Date()));
    if (refusal) return refuse(req, res, refusal);
    s3rver(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    guard.once('error', reject);
    guard.listen(0, '127.0.0.1', () => resolve());
  });
  const guardPort = (guard.address() as { port: number }).port;
  return {
    endpoint: `http://127.0.0.1:${guardPort}`,
    bucketNames,
    stop: async () => {
      await new Promise<void>((resolve) => {
        guard.closeAllConnections();
        guard.close(() => resolve());
      });
      // What s3rver's own server does on close: its logger lets go of the process.
      const { logger } = server as unknown as { logger?: { exceptions?: { unhandle(): void }; close(): void } };
      logger?.exceptions?.unhandle();
      logger?.close();
    },
  };
}
