/**
 * The HTTP client (spec 000 §7, design/api.md). Same origin, base `/api`, JSON both ways,
 * credentials sent, no client timeout. The generic helpers never throw: POST, PATCH and DELETE
 * yield null on failure and GET logs the error and yields null. `send` returns the error instead,
 * for forms that must show why a call failed; `fetcher` throws, for SWR's error state.
 */
import { joinPages, nextPage, withCursor } from './pages';

export const API_BASE = '/api';
export const TOKEN_STORAGE_KEY = 'auth_token';

export type Query = Record<string, string | number | boolean | null | undefined>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ErrorBody {
  code?: string;
  message?: string;
  /** Danish messages per field; in a 409 STALE_VERSION, the fields' current values (decision 130). */
  fields?: Record<string, string>;
  /** 409 STALE_VERSION: the thing's version now, and the names of ids among `fields`. */
  version?: number;
  names?: Record<string, string>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody = {},
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

const defaultHeaders: Record<string, string> = { Accept: 'application/json' };

/** Sets or clears the default `Authorization: Bearer` header. */
export function setAuthToken(token: string | null) {
  if (token) defaultHeaders.Authorization = `Bearer ${token}`;
  else delete defaultHeaders.Authorization;
}

export const hasAuthToken = () => Boolean(defaultHeaders.Authorization);

/** Applied once at start-up: the stored token becomes the default header. */
export function applyStoredToken() {
  try {
    setAuthToken(localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    setAuthToken(null); // storage blocked (private mode): start logged out
  }
}

export function buildUrl(path: string, query?: Query) {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The SWR key of a GET call: `api/<path>?<query>` (spec 000 §9 names the user key `api/user`). */
export const apiKey = (path: string, query?: Query) => buildUrl(path, query).slice(1);

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RequestOptions {
  /** Leave the session out: a public call that must not act as the signed-in person. */
  anonymous?: boolean;
}

/** The one place a request is made. Throws ApiError (status 0 when the network failed). */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  query?: Query,
  options: RequestOptions = {},
) {
  return (await exchange<T>(method, path, body, query, options)).data;
}

/** A request's parsed answer and its response (for its headers). Throws ApiError like `request`. */
async function exchange<T>(method: Method, path: string, body?: unknown, query?: Query, options: RequestOptions = {}) {
  const headers = { ...defaultHeaders };
  if (options.anonymous) delete headers.Authorization;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, { code: 'NETWORK', message: String(cause) });
  }
  const data = await parseBody(response);
  if (!response.ok) {
    const error = (data as { error?: ErrorBody } | null)?.error;
    throw new ApiError(response.status, typeof error === 'object' && error ? error : {});
  }
  return { data: data as T, response };
}

/**
 * A file the API answers (a PDF, for example) with the session's header: its bytes and the name
 * its `Content-Disposition` gives. Throws ApiError like `request`.
 */
export async function requestFile(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: { ...defaultHeaders }, credentials: 'include' });
  } catch (cause) {
    throw new ApiError(0, { code: 'NETWORK', message: String(cause) });
  }
  if (!response.ok) {
    const data = await parseBody(response);
    const error = (data as { error?: ErrorBody } | null)?.error;
    throw new ApiError(response.status, typeof error === 'object' && error ? error : {});
  }
  const name = response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ?? null;
  return { blob: await response.blob(), fileName: name };
}

export type SendResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** For forms: the call's data, or the error to show. */
export async function send<T>(method: Method, path: string, body?: unknown, query?: Query, options?: RequestOptions) {
  try {
    return { ok: true, data: await request<T>(method, path, body, query, options) } as SendResult<T>;
  } catch (error) {
    return { ok: false, error: error as ApiError } as SendResult<T>;
  }
}

export async function get<T>(path: string, query?: Query): Promise<T | null> {
  try {
    return await request<T>('GET', path, undefined, query);
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    return null;
  }
}

const orNull = async <T>(method: Method, path: string, body?: unknown, query?: Query) => {
  const result = await send<T>(method, path, body, query);
  return result.ok ? result.data : null;
};

export const post = <T>(path: string, body?: unknown, query?: Query) => orNull<T>('POST', path, body ?? {}, query);
export const patch = <T>(path: string, body?: unknown, query?: Query) => orNull<T>('PATCH', path, body ?? {}, query);
/** DELETE takes a JSON body where the spec says so (design/api.md). */
export const del = <T>(path: string, body?: unknown, query?: Query) => orNull<T>('DELETE', path, body, query);

/**
 * SWR's fetcher: the key is `api/<path>?<query>` (see apiKey); errors throw. A list longer than one
 * answer holds comes in pages (decision 136 "Large answers: compressed in the function, lists by
 * the page"): it is read to its end and answered whole.
 */
export async function fetcher<T>(key: string): Promise<T> {
  let path = key.replace(/^api\//, '');
  let { data, response } = await exchange<T>('GET', path);
  for (let next = nextPage(data, response); next; next = nextPage(data, response)) {
    path = withCursor(path, next);
    const page = await exchange<T>('GET', path);
    data = joinPages(data, page.data);
    response = page.response;
  }
  return data;
}
