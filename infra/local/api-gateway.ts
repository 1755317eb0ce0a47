import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { allRoutes, type FunctionName } from '../declaration';
import { API_SECURITY_HEADERS } from '../../functions/http/security-headers';
import { acceptedEncoding, compress, compressible, varyOnEncoding } from './compression';
import { invoke } from './functions';

/** API Gateway's own limit for a request payload. */
const MAX_PAYLOAD = 10 * 1024 * 1024;

function compile(path: string) {
  const names: string[] = [];
  const source = path.replace(/\{([^}/+]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regexp: new RegExp(`^${source}$`), names };
}

// Like HTTP API, a route without path variables wins over one with them (`/api/user/index` over `/api/user/{id}`).
const compiled = allRoutes
  .map((route) => ({ route, ...compile(route.path) }))
  .sort((a, b) => a.names.length - b.names.length);

/** The declared route for a request, with its path parameters, as HTTP API matches it. */
export function matchRoute(method: string, path: string) {
  for (const { route, regexp, names } of compiled) {
    if (route.method !== method) continue;
    const match = path.match(regexp);
    if (match) return { route, pathParameters: Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) };
  }
  return null;
}

const readRaw = (req: IncomingMessage) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_PAYLOAD ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * The viewer's address as CloudFront writes it into `CloudFront-Viewer-Address`: `ip:port`, an IPv6
 * address unbracketed, an IPv4 one as itself (not as Node's IPv4-mapped `::ffff:127.0.0.1`).
 */
export function viewerAddressOf(req: IncomingMessage): string {
  const address = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return `${address}:${req.socket.remotePort ?? 0}`;
}

/**
 * Serves one `/api/*` request like API Gateway's HTTP API does: matches the declared route,
 * builds the payload-format 2.0 event, invokes the route's function and writes its result.
 * `originHeaders` are what CloudFront's origin adds (and so replaces when a client sent them too):
 * the origin secret and the viewer's address when the local CloudFront passes the request on, none
 * when a client calls this "execute-api" address directly (decision 085 "A closed edge").
 */
export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  originHeaders: Record<string, string> = {},
) {
  const method = req.method ?? 'GET';
  const found = matchRoute(method, url.pathname);
  // API Gateway's own answers reach the browser through CloudFront, whose /api/* behaviour adds the API's security headers.
  const send = (status: number, body: string) =>
    res.writeHead(status, { 'content-type': 'application/json', ...API_SECURITY_HEADERS }).end(body);
  if (!found) return send(404, JSON.stringify({ message: 'Not Found' }));
  const raw = await readRaw(req);
  if (raw === null) return send(413, JSON.stringify({ message: 'Request Entity Too Large' }));

  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[key.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  for (const [key, value] of Object.entries(originHeaders)) headers[key.toLowerCase()] = value;
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const routeKey = `${found.route.method} ${found.route.path}`;
  const now = new Date();
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(found.pathParameters).length ? found.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: raw.length ? raw.toString('utf8') : undefined,
    isBase64Encoded: false,
  };
  try {
    const result = (await invoke(found.route.fn as FunctionName, event)) as APIGatewayProxyStructuredResultV2;
    const raw = result.isBase64Encoded
      ? Buffer.from(result.body ?? '', 'base64')
      : Buffer.from(result.body ?? '', 'utf8');
    const answerHeaders = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    // CloudFront's /api/* behaviour compresses on the way out (decision 063 "API answers are compressed by CloudFront").
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding && compressible(answerHeaders['content-type'], raw.length, answerHeaders['content-encoding'])) {
      const body = await compress(raw, encoding);
      const headers = {
        ...answerHeaders,
        'content-encoding': encoding,
        vary: varyOnEncoding(answerHeaders.vary),
        'content-length': String(body.length),
      };
      return void res.writeHead(result.statusCode ?? 200, headers).end(body);
    }
    res.writeHead(result.statusCode ?? 200, answerHeaders).end(raw);
  } catch (error) {
    // What API Gateway answers when the function itself fails.
    console.error(JSON.stringify({ level: 'error', message: 'function failed', routeKey, error: String(error) }));
    send(500, JSON.stringify({ message: 'Internal Server Error' }));
  }
}
