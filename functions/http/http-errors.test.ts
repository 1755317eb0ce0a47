import { ConditionalCheckFailedException, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { isUnavailable, toHttpError } from './http-errors';

const unavailable = {
  status: 503,
  code: 'UNAVAILABLE',
  message: 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.',
};

describe('toHttpError: the data store out of reach is a 503 with a Danish "prøv igen"', () => {
  it.each([
    ['ECONNREFUSED', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['socket hang up', new Error('socket hang up')],
    ['ECONNRESET', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['TimeoutError', Object.assign(new Error('Connection timed out'), { name: 'TimeoutError' })],
    [
      'ServiceUnavailable',
      Object.assign(new Error('Service unavailable'), {
        name: 'ServiceUnavailable',
        $metadata: { httpStatusCode: 503 },
      }),
    ],
    ['ThrottlingException', Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' })],
    [
      'ProvisionedThroughputExceededException',
      new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} }),
    ],
    [
      'a connection error as the cause',
      new Error('request failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      }),
    ],
  ])('%s → 503', (_name, error) => {
    expect(isUnavailable(error)).toBe(true);
    expect(toHttpError(error)).toMatchObject(unavailable);
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'x')")],
    [
      'a failed condition',
      new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
    ['a thrown string', 'boom'],
    ['null', null],
  ])('%s stays a 500', (_name, error) => {
    expect(isUnavailable(error)).toBe(false);
    expect(toHttpError(error)).toMatchObject({ status: 500, code: 'INTERNAL' });
  });
});

describe("toHttpError: malformed JSON, refused by middy's body parser with its own 415, is the contract's 400", () => {
  const parser = httpJsonBodyParser({ disableContentTypeCheck: true } as { disableContentTypeError?: boolean });
  // `ECONNRESET`: its parse error, in the 415's cause, must not read as a socket error (503).
  it.each(['{', '{} {}', 'ECONNRESET'])('%s → 400 INVALID_JSON', async (body) => {
    const error = await parser.before!({ event: { body, headers: {} } } as never).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ statusCode: 415 });
    expect(toHttpError(error)).toMatchObject({
      status: 400,
      code: 'INVALID_JSON',
      message: 'Forespørgslen kunne ikke læses: den er ikke gyldig JSON.',
    });
  });
});
