import { ZodError, type ZodType, type z } from 'zod';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';
import { fieldErrors } from '../../domain/shared/fields';
import { ClaimTakenError, ConcurrencyError } from './event-store';

/** An error with its HTTP status and the contract's body (api.md "Common rules"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
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

/** Maps anything thrown to a status and body; unknown errors become a 500 without details. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return new HttpError(statusOf[error.kind], error.code, error.message, error.fields);
  if (error instanceof ZodError) return validationError(error);
  if (error instanceof ConcurrencyError || error instanceof ClaimTakenError) return new HttpError(409, 'CONFLICT', messages.conflict);
  return new HttpError(500, 'INTERNAL', messages.internal);
}
