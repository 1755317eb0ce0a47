import { mkdirSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import { buckets } from '../declaration';
import { freePort } from './ports';
import { checkKeyLength, checkPresigned, errorXml, type S3Refusal } from './s3-guard';

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
 * s3rver with the declared buckets (the ones functions use), data kept under `dataDir/s3`,
 * behind a guard that checks what s3rver does not (`s3-guard.ts`): presigned signatures with
 * their signed Content-Length and Content-Type, expiry, and key lengths.
 */
export async function startS3(dataDir: string): Promise<LocalS3> {
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const port = await freePort();
  const bucketNames = { files: 'servicebogen-files', backups: 'servicebogen-backups' };
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: (Object.keys(bucketNames) as ('files' | 'backups')[]).map((name) => ({
      name: bucketNames[name],
      configs: buckets[name].browserUploads ? [CORS] : [],
    })),
  });
  await server.run();

  const guard = createServer((req, res) => {
    const url = req.url ?? '/';
    // A CORS preflight carries no signature of its own: S3 answers it from the bucket's CORS rules.
    const preflight = req.method === 'OPTIONS';
    const refusal =
      checkKeyLength(url) ??
      (preflight
        ? null
        : checkPresigned(
            { method: req.method ?? 'GET', url, headers: req.headers },
            LOCAL_S3_CREDENTIALS.secretAccessKey,
            new Date(),
          ));
    if (refusal) return refuse(req, res, refusal);
    const upstream = forward(
      { host: '127.0.0.1', port, method: req.method, path: url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () =>
      res.headersSent
        ? res.destroy()
        : refuse(req, res, {
            status: 500,
            code: 'InternalError',
            message: 'We encountered an internal error. Please try again.',
          }),
    );
    req.pipe(upstream);
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
      await server.close();
    },
  };
}
