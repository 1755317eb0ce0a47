import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { spaSecurityHeaders } from '../../functions/http/security-headers';
import { acceptedEncoding, compressible, compressStream, varyOnEncoding } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const text = (res: ServerResponse, status: number, body: string, headers: Record<string, string>) =>
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end(body);

/** A path as the client meant it, or null when its %-escapes are not UTF-8 (`/%E0%A4%A`). */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the built SPA like CloudFront does: files as they are, and `index.html` for paths
 * without a file extension (the viewer-request rewrite of the stack), with the same security
 * headers (`filesOrigin`: where pictures and uploads live, for the Content-Security-Policy).
 */
export function serveStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  filesOrigin = '',
  req?: IncomingMessage,
) {
  const headers = spaSecurityHeaders(filesOrigin);
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) {
    text(res, 503, 'Servicebogen er ikke bygget: kør `npm run build:web` (npm start gør det selv).', headers);
    return;
  }
  const decoded = decodePath(pathname);
  // A malformed escape names no file; S3 behind CloudFront answers it with 400 too.
  if (decoded === null || decoded.includes('\0')) {
    text(res, 400, 'Ugyldig adresse', headers);
    return;
  }
  const wanted = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const spaRoute = extname(wanted) === '';
  const file = spaRoute ? join(base, 'index.html') : join(base, wanted);
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
    text(res, 404, 'Ikke fundet', headers);
    return;
  }
  const immutable = file.includes(`${join(base, 'assets')}`);
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  // CloudFront's default behaviour compresses too (CachingOptimized enables gzip and Brotli).
  const encoding = acceptedEncoding(req?.headers['accept-encoding']);
  const compressed = encoding && compressible(type, statSync(file).size, undefined) ? encoding : null;
  res.writeHead(200, {
    ...headers,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressed ? { 'content-encoding': compressed, vary: varyOnEncoding(undefined) } : {}),
  });
  // A file removed between the check and the read ends this answer, not the process.
  const stream = createReadStream(file).on('error', () => res.destroy());
  if (compressed) stream.pipe(compressStream(compressed)).pipe(res);
  else stream.pipe(res);
}
