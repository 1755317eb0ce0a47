/**
 * Lambda's limit on what a synchronous invocation answers, in one place for the functions (which
 * size their answers by it: `answer.ts`) and the local runtime (which refuses an answer over it as
 * Lambda does: `infra/local/lambda-worker.mjs`). Decision 135 "Lambda's answer limit, locally as
 * on AWS".
 *
 * What counts is the JSON of the whole object the handler returns (status, headers and the body as
 * a JSON string, so a JSON body's quotes count twice, a binary body as its base64):
 * https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html ("6 MB each for request
 * and response"; the runtime reports "Response payload size (N bytes) exceeded maximum allowed
 * payload size (6291556 bytes)", error type `Function.ResponseSizeTooLarge`).
 */
export const LAMBDA_RESPONSE_LIMIT = 6_291_556;

/**
 * The variable a local test runtime lowers the limit with (`RuntimeOptions.responseLimit`), so a
 * test needs a few thousand rows, not a municipality's, to reach it. Lambda sets no such variable:
 * on AWS the limit is always Lambda's own.
 */
export const RESPONSE_LIMIT_ENV = 'LOCAL_RESPONSE_LIMIT_BYTES';

/** The limit in force: Lambda's, or a lower one a test runtime set. */
export function responseLimit(): number {
  const lowered = Number(process.env[RESPONSE_LIMIT_ENV]);
  return Number.isInteger(lowered) && lowered > 0 && lowered < LAMBDA_RESPONSE_LIMIT ? lowered : LAMBDA_RESPONSE_LIMIT;
}

/** Bytes of what the runtime sends for `result`: its JSON, as Lambda's runtime serialises it. */
export const answerBytes = (result: unknown): number => Buffer.byteLength(JSON.stringify(result ?? null));
