import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import { buckets } from '../declaration';
import { freePort } from './ports';

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export interface LocalS3 {
  endpoint: string;
  bucketNames: Record<'files' | 'backups', string>;
  stop(): Promise<void>;
}

/** s3rver with the declared buckets (the ones functions use), data kept under `dataDir/s3`. */
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
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucketNames,
    stop: () => server.close(),
  };
}
