import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startRuntime, type LocalRuntime, type RuntimeOptions } from '../../infra/local/runtime';
import { sharedDynamoEndpoint } from './shared-dynamo';
import { ORIGIN_HEADER } from '../../functions/http/origin';
import { VIEWER_ADDRESS_HEADER } from '../../functions/http/client-address';

/** An HTTP answer: its status and its body, parsed when it is JSON. */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  /** The answer's headers, lower-case (an `etag`, decision 130). */
  headers?: Record<string, string>;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  query?: Record<string, string>;
  /** Request headers besides the content type and the token (an `Idempotency-Key`, decision 169). */
  headers?: Record<string, string>;
  /**
   * A viewer's own address (`ip:port`): the call is made as CloudFront passes a viewer's request on,
   * to the HTTP API's address with the origin secret and this `CloudFront-Viewer-Address`, so the
   * per-address limits count it apart. Through the app's address the local CloudFront sets that
   * header from the connection, whatever the caller sent, as CloudFront does (issue 32 item 12).
   */
  viewer?: string;
}

export interface TestRuntime extends LocalRuntime {
  /** The runtime's DATA_DIR (dead letters, mailbox), removed on `stop()`. */
  dataDir: string;
  /** `T` is the body the test expects (named, not checked: the test's assertions check it). */
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
}

/**
 * Starts the real local runtime (DynamoDB Local, s3rver, pipe, bus, queues) on a free port with
 * fresh data. Schedules do not run by themselves: tests move the clock and run a job with
 * `POST /dev/schedule/{name}`.
 */
export async function startTestRuntime(
  opts: {
    webRoot?: string;
    functions?: RuntimeOptions['functions'];
    /** Print the functions' log lines (tests that read them). */ functionLogs?: boolean;
    /** Lambda's answer limit lowered (`RuntimeOptions.responseLimit`), so a few thousand rows reach it. */
    responseLimit?: number;
  } = {},
): Promise<TestRuntime> {
  const dataDir = mkdtempSync(join(tmpdir(), 'servicebogen-test-'));
  process.env.LOCAL_CLOCK = 'settable';
  // The test project's one DynamoDB Local when its global set-up started one (decision 152).
  const sharedEndpoint = sharedDynamoEndpoint();
  const sharedDynamo = sharedEndpoint ? { endpoint: sharedEndpoint, prefix: basename(dataDir) } : undefined;
  const runtime = await startRuntime({
    sharedDynamo,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webRoot: opts.webRoot,
    quiet: true,
    quietFunctions: !opts.functionLogs,
    autoSchedules: false,
    functions: opts.functions,
    responseLimit: opts.responseLimit,
  });
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
    const url = new URL(path, options.viewer ? runtime.apiUrl : runtime.url);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const response = await fetch(url, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
        ...(options.viewer ? viewerHeaders(runtime, options.viewer) : {}),
      },
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    const answer: ApiAnswer<T> = { status: response.status, body: body as T };
    // Not enumerable: answers still compare by status and body (`toEqual`), as before headers were kept.
    Object.defineProperty(answer, 'headers', { value: Object.fromEntries(response.headers), enumerable: false });
    return answer;
  }
  return {
    ...runtime,
    dataDir,
    call,
    stop: async () => {
      await runtime.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What CloudFront adds to a viewer's request to the API (decision 085): the origin secret and where the viewer is. */
export const viewerHeaders = (runtime: LocalRuntime, viewer: string) => ({
  [ORIGIN_HEADER]: runtime.originSecret,
  [VIEWER_ADDRESS_HEADER]: viewer,
});

let counter = 0;
/** A unique, valid sign-up payload. */
export function signUpPayload(
  overrides: { name?: string; company?: string; mfa?: boolean; emailAddress?: string } = {},
) {
  counter++;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    user: {
      name: overrides.name ?? 'Anne Åberg',
      emailAddress: overrides.emailAddress ?? `anne.${id}@eksempel.dk`,
      password: 'hemmeligt-password',
    },
    company: {
      name: overrides.company ?? `Åbergs VVS ${counter}`,
      mfa: { active: overrides.mfa ?? false, method: 'email' as const },
    },
  };
}

/** Signs up a new person and company; returns the token, user and company id. */
export async function signUp(rt: TestRuntime, overrides: Parameters<typeof signUpPayload>[0] = {}) {
  const payload = signUpPayload(overrides);
  const answer = await rt.call('POST', '/api/company', { body: payload });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { token, user } = answer.body as { token: string; user: { id: string; roles: Record<string, unknown> } };
  return { token, user, companyId: Object.keys(user.roles)[0], payload };
}
