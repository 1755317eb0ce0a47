/**
 * A broken business rule. `kind` decides the HTTP status (api.md "Common rules"); `message` is
 * the Danish text a person sees.
 */
export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'gone' | 'tooLarge';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const assertNever = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
