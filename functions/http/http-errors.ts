import { ZodError, type ZodType, type z } from 'zod';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';
import { fieldErrors } from '../../domain/shared/fields';
import { StaleVersionError } from '../../domain/shared/versions';
import { ClaimTakenError, ConcurrencyError } from '../store/commits';
import { IdempotencyKeyReusedError } from '../store/idempotency';

/**
 * An error with its HTTP status and the contract's body (api.md "Common rules"). `fields` holds
 * Danish messages per field, except in 409 STALE_VERSION, where it holds the fields' current values
 * and `extra` adds `version` and `names` (docs/api-additions.md "Versioned edits").
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, unknown>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const messages = {
  unauthorized: 'Du er ikke logget ind, eller din session er udløbet. Log ind igen.',
  forbidden: 'Du har ikke adgang til dette.',
  notFound: 'Det, du leder efter, findes ikke.',
  invalid: 'Der er et problem med de indtastede oplysninger.',
  invalidJson: 'Forespørgslen kunne ikke læses: den er ikke gyldig JSON.',
  tooLarge: 'Forespørgslen er for stor.',
  missingCompany: 'Der mangler en virksomhed (companyId).',
  conflict: 'Handlingen kunne ikke gennemføres, fordi data er ændret imens. Prøv igen.',
  internal: 'Der skete en uventet fejl. Prøv igen om lidt.',
  unavailable: 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.',
  idempotencyKeyReused: 'Idempotency-Key er allerede brugt til en anden forespørgsel.',
  answerTooLarge: 'Svaret er for stort til at blive sendt. Vælg færre data, fx med et filter, og prøv igen.',
};

const statusOf: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  tooLarge: 413,
};

export const unauthorized = () => new HttpError(401, 'UNAUTHORIZED', messages.unauthorized);
export const forbidden = () => new HttpError(403, 'FORBIDDEN', messages.forbidden);
export const notFound = () => new HttpError(404, 'NOT_FOUND', messages.notFound);

/** Parses input with a shared schema; a failure is a 400 with the schema's Danish messages. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const validationError = (error: ZodError) =>
  new HttpError(400, 'VALIDATION', messages.invalid, fieldErrors(error));

/** Error names of the AWS SDK (and its HTTP layer) that mean "not now": a retry may well succeed. */
const TRANSIENT_NAMES = new Set([
  'TimeoutError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottledException',
  'InternalServerError',
  'InternalFailure',
  'SlowDown',
]);
/** Socket errors: the data store is not reachable (DynamoDB Local restarting, a network blip). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Whether an error says the data store (or another AWS service) cannot be reached or is
 * overloaded right now, as opposed to a mistake in the request or the code.
 */
export function isUnavailable(error: unknown): boolean {
  for (
    let e = error as
        | {
            name?: unknown;
            code?: unknown;
            message?: unknown;
            cause?: unknown;
            $metadata?: { httpStatusCode?: number };
            $retryable?: unknown;
          }
        | undefined,
      depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.name === 'string' && TRANSIENT_NAMES.has(e.name)) return true;
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /socket hang up|ECONNREFUSED|ECONNRESET/.test(e.message)) return true;
    const status = e.$metadata?.httpStatusCode;
    if (status === 503 || status === 429 || (status === 500 && e.$retryable !== undefined)) return true;
  }
  return false;
}

export const unavailable = () => new HttpError(503, 'UNAVAILABLE', messages.unavailable);

/** middy's JSON body parser (`api.ts`) refuses malformed JSON with a 415 of its own, which names it. */
const isMalformedJson = (error: unknown) =>
  (error as { cause?: { package?: unknown } } | null)?.cause?.package === '@middy/http-json-body-parser';

/** Maps anything thrown to a status and body; unknown errors become a 500 without details. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isMalformedJson(error)) return new HttpError(400, 'INVALID_JSON', messages.invalidJson);
  if (error instanceof StaleVersionError)
    return new HttpError(409, error.code, error.message, error.current, {
      version: error.version,
      ...(Object.keys(error.names).length > 0 ? { names: error.names } : {}),
    });
  if (error instanceof DomainError) return new HttpError(statusOf[error.kind], error.code, error.message, error.fields);
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof IdempotencyKeyReusedError)
    return new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', messages.idempotencyKeyReused);
  if (error instanceof ConcurrencyError || error instanceof ClaimTakenError)
    return new HttpError(409, 'CONFLICT', messages.conflict);
  if (isUnavailable(error)) return unavailable();
  return new HttpError(500, 'INTERNAL', messages.internal);
}
