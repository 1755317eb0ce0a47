import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built SPA like CloudFront does: files as they are, and `index.html` for paths
 * without a file extension (the viewer-request rewrite of the stack).
 */
export function serveStatic(root: string, pathname: string, res: ServerResponse) {
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Servicebogen er ikke bygget: kør `npm run build:web` (npm start gør det selv).');
    return;
  }
  const wanted = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const spaRoute = extname(wanted) === '';
  const file = spaRoute ? join(base, 'index.html') : join(base, wanted);
  if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Ikke fundet');
    return;
  }
  const immutable = file.includes(`${join(base, 'assets')}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(file).pipe(res);
}
