import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RoleType } from '../../events/catalogue';
import type { RouteSpec } from './route-spec';
import type { UserState } from '../../domain/user/decider';
import { hasRole } from '../../domain/shared/roles';
import { clock } from '../platform/clock';
import { correlationId, requestCorrelationId, withCorrelationId } from '../platform/correlation';
import type { CompanyContext } from '../store/command';
import { loadHead } from '../store/store';
import { HttpError, forbidden, messages, toHttpError, unauthorized } from './http-errors';
import { answerBytes, responseLimit } from './answer-limit';
import { acceptedEncoding, listResult, textResult, type Encoding, type ListPage } from './answer';
import { itemLoader, type ItemKey, type ItemLoader } from '../queries/items';
import { checkOrigin } from './origin';
import { API_SECURITY_HEADERS } from './security-headers';
import { isLiveSession, verifyToken } from '../use-cases/sessions';
import { log } from '../platform/logger';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

export interface ApiRequest {
  event: Event;
  body: unknown;
  query: Record<string, string>;
  params: Record<string, string>;
  now: Date;
  /** Set for every route but public ones; `version` is the person's stream version (decision 130). */
  auth: { userId: string; sessionId: string; user: UserState; version: number } | null;
  /** Set for company-scoped routes: the company and the caller's role in it. */
  company: { id: string; role: RoleType } | null;
  /**
   * Set for company-scoped routes: the context of the caller's commands there (when, who, which
   * company, whether they administer it), what handlers pass to a command (`functions/commands/`).
   */
  ctx: CompanyContext | null;
  /** Items by key for this request, loaded together in one batch (`functions/queries/items.ts`). */
  items: ItemLoader;
  /** The route's first reads (`preload`), when they were started beside the session check. */
  preloaded?: Promise<unknown>;
}

export interface ApiResponse {
  status?: number;
  body?: unknown;
  /** Headers of a JSON answer besides the usual ones (a single read's `ETag`, decision 130). */
  headers?: Record<string, string>;
  /**
   * A list that grows with the company, answered instead of `body`: as many of its rows as fit one
   * answer, and the cursor of the rest (`answer.ts`, decision 136 "Large answers: compressed in
   * the function, lists by the page").
   */
  list?: ListPage;
  /** A body that is not JSON (a calendar feed), with its own content type and headers; errors stay JSON. */
  raw?: { contentType: string; text: string; headers?: Record<string, string> };
  /** A file to download instead of JSON: sent base64-encoded, as API Gateway passes binary answers on. */
  file?: { contentType: string; contentDisposition: string; bytes: Uint8Array };
}

export type RouteImpl = (req: ApiRequest) => Promise<ApiResponse>;

/**
 * A route's implementation, with what it reads first when that can go beside the guard's own reads
 * (decision 061 "One request, one batch", "A list's first reads start beside the session check").
 * Both take only what the path and query name (and, for items, the container's hints of what those
 * pointed to: `functions/queries/hints.ts`), never anything read in the request, and are used only once
 * the guard has authorized the request.
 */
export interface Route<P = unknown> {
  /** Items the route reads first: loaded in the same batch as the session, for a validly signed token. */
  prefetch?(req: ApiRequest): ItemKey[];
  /**
   * The route's first reads (Queries, which no batch holds): started beside the session check when
   * the token names the requested company (the person belonged to it when it was signed), else
   * after it. `handle` gets them through `preloaded(req, read)`.
   */
  preload?(req: ApiRequest): Promise<P>;
  handle: RouteImpl;
}

/** The route's preloaded first reads if the guard started them, else `read()` now. */
export const preloaded = <P>(req: ApiRequest, read: () => Promise<P>): Promise<P> =>
  (req.preloaded as Promise<P> | undefined) ?? read();

type Ctx = Context & { request: ApiRequest };

export const MAX_BODY_BYTES = 1024 * 1024;
const NEEDED: Partial<Record<RouteSpec['access'], RoleType>> = {
  member: 'USER',
  admin: 'ADMIN',
  superAdmin: 'SUPER_ADMIN',
};

// middy's parser reads a body of any content type as JSON, as the API always has (`fetch` sends a
// string body as text/plain); its options' type lacks `disableContentTypeCheck`, which its code reads.
const parseJson = httpJsonBodyParser<Event>({ disableContentTypeCheck: true } as { disableContentTypeError?: boolean });

/**
 * The request's JSON body, into `event.body` (decision 154): none stays undefined, one over 1 MiB is
 * 413, and middy's parser reads the rest (its 415 for malformed JSON is our 400: `toHttpError`).
 */
const jsonBody: middy.MiddlewareObj<Event, Result, Error, Ctx> = {
  before: async (request) => {
    const { body, isBase64Encoded } = request.event;
    if (body === undefined || body === null || body === '') return void (request.event.body = undefined);
    if (Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8') > MAX_BODY_BYTES)
      throw new HttpError(413, 'TOO_LARGE', messages.tooLarge);
    await parseJson.before!(request);
  },
};

/** A path parameter as the client meant it; a malformed %-escape names nothing, so it stays as sent (no 500). */
function decodeParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function bearer(event: Event): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

/** The shared middleware chain: parse, authenticate, authorize by the route's declared access. */
const guard = (spec: RouteSpec, route: Omit<Route, 'handle'>): middy.MiddlewareObj<Event, Result, Error, Ctx> => ({
  before: async (request) => {
    const event = request.event;
    const now = clock.now();
    const req: ApiRequest = {
      event,
      body: event.body as unknown, // parsed by `jsonBody`
      query: Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).map(([k, v]) => [k, v ?? ''])),
      params: Object.fromEntries(Object.entries(event.pathParameters ?? {}).map(([k, v]) => [k, decodeParam(v)])),
      now,
      auth: null,
      company: null,
      ctx: null,
      items: itemLoader(),
    };
    request.context.request = req;
    const token = bearer(event);
    const claims = token ? await verifyToken(token, now) : null;
    const companyId = spec.companyFrom ? req.params[spec.companyFrom.path] : req.query.companyId;
    if (claims) {
      // One batch: the route's own first items, the session and its security row, the person.
      for (const key of route.prefetch?.(req) ?? []) req.items.load(key).catch(() => undefined);
      if (route.preload && companyId && claims.companies.includes(companyId)) {
        req.preloaded = route.preload(req);
        req.preloaded.catch(() => undefined); // dropped if the request is refused
      }
      const [live, user] = await Promise.all([
        isLiveSession(req.items, claims, now),
        loadHead<UserState>(req.items, 'User', claims.userId),
      ]);
      if (live && user && !user.state.deleted) req.auth = { ...claims, user: user.state, version: user.version };
    }
    // Public routes may use a session when one comes along (accepting an invitation).
    if (spec.access === 'public') return;
    if (!req.auth) throw unauthorized();

    const needed = NEEDED[spec.access];
    if (!needed) return;
    if (!companyId) throw new HttpError(400, 'MISSING_COMPANY', messages.missingCompany);
    const role = req.auth.user.roles[companyId]?.type;
    if (!hasRole(role, needed)) throw forbidden();
    req.company = { id: companyId, role: role! };
    req.ctx = {
      now,
      actor: req.auth.userId,
      actorName: req.auth.user.name,
      companyId,
      isAdmin: role !== 'USER',
    };
  },
});

/** An error answer's headers; middy's error handler adds `Content-Type: application/json`. */
const ERROR_HEADERS = { 'cache-control': 'no-store', ...API_SECURITY_HEADERS };
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...ERROR_HEADERS };
const json = (
  status: number,
  body: unknown,
  encoding: Encoding | null = null,
  headers: Record<string, string> = {},
): Result => textResult(status, { ...JSON_HEADERS, ...headers }, JSON.stringify(body ?? {}), encoding);

/** The request's own address with `cursor` set: where the next page of a list is. */
function nextUrl(event: Event) {
  return (cursor: string) => {
    const query = new URLSearchParams(event.rawQueryString ?? '');
    query.set('cursor', cursor);
    return `${event.rawPath}?${query}`;
  };
}

/**
 * The last check before Lambda's: an answer over the limit would fail the invocation and reach
 * the client as API Gateway's bare 500, so it is refused here with the contract's error and a line
 * in the log. The lists are sized to fit (`answer.ts`); this is what catches a shape that is not.
 */
function withinLimit(result: Result, routeKey: string): Result {
  const limit = responseLimit();
  // JSON escapes a character into at most six: a shorter body cannot reach the limit.
  if ((result.body?.length ?? 0) * 6 < limit) return result;
  const bytes = answerBytes(result);
  if (bytes <= limit) return result;
  log.error('answer over the limit', { routeKey, bytes, limit, correlation_id: correlationId() });
  return json(500, { error: { code: 'ANSWER_TOO_LARGE', message: messages.answerTooLarge } });
}

/** A single read's `ETag`: the thing's version, quoted as RFC 9110 §8.8.3 writes a strong one. */
export const etag = (version: number) => ({ etag: `"${version}"` });

const binary = (status: number, file: NonNullable<ApiResponse['file']>): Result => ({
  statusCode: status,
  headers: {
    'content-type': file.contentType,
    'content-disposition': file.contentDisposition,
    'cache-control': 'no-store',
    ...API_SECURITY_HEADERS,
  },
  body: Buffer.from(file.bytes).toString('base64'),
  isBase64Encoded: true,
});

/**
 * Anything thrown, answered in the contract's shape (decision 154): ours maps it to a status and a
 * Danish message (`toHttpError`) and logs a 5xx; middy's error handler makes the answer.
 */
const errors: middy.MiddlewareObj<Event, Result>[] = [
  httpErrorHandler({ logger: false }),
  {
    onError: async (request) => {
      const error = toHttpError(request.error);
      if (error.status >= 500)
        log.error(String(request.error), { stack: (request.error as Error)?.stack, correlation_id: correlationId() });
      const body: Record<string, unknown> = { code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      Object.assign(body, error.extra);
      request.error = Object.assign(new Error(JSON.stringify({ error: body })), {
        statusCode: error.status,
        expose: true,
        headers: ERROR_HEADERS,
      });
    },
  },
];

/** Before any route, matched or not: only requests CloudFront passed on (decision 085 "A closed edge"). */
const fromCloudFront: middy.MiddlewareObj<Event, Result> = {
  before: async (request) => checkOrigin(request.event),
};

/** One Lambda handler for a resource area: a middy router over its declared routes. */
export function apiHandler(specs: readonly RouteSpec[], impls: Record<string, RouteImpl | Route<unknown>>) {
  const routes = specs.map((spec) => {
    const impl = impls[`${spec.method} ${spec.path}`];
    if (!impl) throw new Error(`No implementation for ${spec.method} ${spec.path}`);
    const handle = typeof impl === 'function' ? impl : impl.handle;
    const handler = middy<Event, Result, Error, Ctx>()
      .use(jsonBody)
      .use(guard(spec, typeof impl === 'function' ? {} : impl))
      .handler(async (event, context) => {
        const result = await handle(context.request);
        const status = result.status ?? 200;
        const encoding = acceptedEncoding(event.headers?.['accept-encoding']);
        const headers = {
          'content-type': result.raw?.contentType ?? '',
          ...API_SECURITY_HEADERS,
          ...result.raw?.headers,
        };
        const answer = result.list
          ? listResult(status, JSON_HEADERS, result.list, encoding, nextUrl(event))
          : result.raw
            ? textResult(status, headers, result.raw.text, encoding)
            : result.file
              ? binary(status, result.file)
              : json(status, result.body, encoding, result.headers);
        return withinLimit(answer, `${spec.method} ${spec.path}`);
      });
    return { method: spec.method, path: spec.path, handler };
  });
  const router = middy<Event, Result>()
    .use(errors)
    .use(fromCloudFront)
    .handler(
      httpRouterHandler<Event, Result>({
        routes,
        notFoundResponse: () => {
          throw new HttpError(404, 'NO_ROUTE', messages.notFound);
        },
      }),
    );
  // Everything the request does (its commits, its mails, its log lines) carries its correlation id.
  return (event: Event, context: Context): Promise<Result> =>
    withCorrelationId(requestCorrelationId(event), () => router(event, context));
}
