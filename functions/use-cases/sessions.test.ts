import { BatchGetItemCommand, ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { SignJWT, decodeJwt } from 'jose';
import { resetClients } from '../platform/aws';
import { toHttpError } from '../http/http-errors';
import { itemLoader } from '../queries/items';
import { renewSession, verifySession, verifyToken } from './sessions';

const ddb = mockClient(DynamoDBClient);
const doc = mockClient(DynamoDBDocumentClient);
const secrets = mockClient(SecretsManagerClient);
const SECRET = 'a-secret-for-the-session-unit-tests';
const SECRET_ARN = 'arn:aws:secretsmanager:eu-north-1:000000000000:secret:token-signing-AbCdEf';
const now = new Date('2026-11-23T10:00:00Z');
const expiresAt = Math.floor(now.getTime() / 1000) + 3600;

const token = () =>
  new SignJWT({ sid: 's1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('u1')
    .setIssuer('servicebogen')
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(SECRET));

beforeAll(() => {
  process.env.EVENTS_TABLE = 'events';
  process.env.AUTH_SECRET_ARN = SECRET_ARN;
  secrets.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).resolves({ SecretString: SECRET });
  resetClients();
});
beforeEach(() => {
  ddb.reset();
  doc.reset();
});

describe('verifySession: a storage failure is not an expired session', () => {
  it('gives the session when its row is there', async () => {
    ddb.on(BatchGetItemCommand).resolves({
      Responses: { events: [marshall({ pk: 'Session#s1', sk: 0, userId: 'u1', expiresAt, createdAtMs: 1 })] },
    });
    expect(await verifySession(await token(), now)).toEqual({ sessionId: 's1', userId: 'u1' });
  });

  it('gives null for a bad token and for a session row that is gone', async () => {
    expect(await verifySession('not-a-token', now)).toBeNull();
    ddb.on(BatchGetItemCommand).resolves({ Responses: { events: [] } });
    expect(await verifySession(await token(), now)).toBeNull();
  });

  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' })],
    ['socket hang up', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['a timeout', Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' })],
    [
      'throttling',
      Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } }),
    ],
  ])('throws (a 503, not a 401) when the store fails with %s', async (_what, failure) => {
    ddb.on(BatchGetItemCommand).rejects(failure);
    const error = await verifySession(await token(), now).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(toHttpError(error)).toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      message: 'Servicebogen kan ikke nå sine data lige nu. Prøv igen om lidt.',
    });
  });

  it('throws when the store leaves keys unprocessed (throttled), rather than call the session missing', async () => {
    ddb.on(BatchGetItemCommand).resolves({
      Responses: { events: [] },
      UnprocessedKeys: { events: { Keys: [marshall({ pk: 'Session#s1', sk: 0 })] } },
    });
    await expect(verifySession(await token(), now)).rejects.toThrow();
  });
});

describe('verifyToken: a token checked once is remembered, its expiry is not', () => {
  it('gives the claims again, and null once the token has expired', async () => {
    const signed = await token();
    expect(await verifyToken(signed, now)).toEqual({ sessionId: 's1', userId: 'u1', companies: [] });
    expect(await verifyToken(signed, now)).toEqual({ sessionId: 's1', userId: 'u1', companies: [] });
    expect(await verifyToken(signed, new Date(expiresAt * 1000))).toBeNull();
    expect(await verifyToken(signed, new Date(expiresAt * 1000 + 60_000))).toBeNull();
  });

  it('never takes a token with another signature for one it has seen', async () => {
    const signed = await token();
    expect(await verifyToken(signed, now)).not.toBeNull();
    const forged = `${signed.slice(0, signed.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    expect(await verifyToken(forged, now)).toBeNull();
    expect(await verifyToken(forged, now)).toBeNull();
  });
});

describe('renewSession: the expiry slides on with use, at most one write a day', () => {
  const person = { id: 'u1', roles: { c1: { type: 'USER' } } };
  const DAY_S = 86_400;
  const nowS = now.getTime() / 1000;
  /** The session row as the request's batch reads it, its expiry set `ago` seconds before now. */
  const rowSet = (ago: number) =>
    ddb.on(BatchGetItemCommand).resolves({
      Responses: {
        events: [
          marshall({ pk: 'Session#s1', sk: 0, userId: 'u1', createdAtMs: 1, expiresAt: nowS - ago + 31 * DAY_S }),
        ],
      },
    });

  it('used again within a day of its last renewal: no write, and the token expires with the row as it stands', async () => {
    rowSet(23 * 3600);
    const token = await renewSession(itemLoader(), 's1', person, now);
    expect(doc.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(decodeJwt(token!)).toMatchObject({
      sid: 's1',
      sub: 'u1',
      cos: ['c1'],
      iat: nowS,
      exp: nowS - 23 * 3600 + 31 * DAY_S,
    });
  });

  it('used a day or more after it: the row and the token expire 31 days from now', async () => {
    doc.on(UpdateCommand).resolves({});
    for (const ago of [DAY_S, 29 * DAY_S]) {
      doc.resetHistory();
      rowSet(ago);
      const token = await renewSession(itemLoader(), 's1', person, now);
      const writes = doc.commandCalls(UpdateCommand).map((call) => call.args[0].input);
      expect(writes).toEqual([
        expect.objectContaining({
          Key: { pk: 'Session#s1', sk: 0 },
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':e': nowS + 31 * DAY_S },
        }),
      ]);
      expect(decodeJwt(token!)).toMatchObject({ iat: nowS, exp: nowS + 31 * DAY_S });
    }
  });

  it('logged out in another tab between the check and the write: no token (the route answers 401), not a failure', async () => {
    rowSet(2 * DAY_S);
    doc
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    await expect(renewSession(itemLoader(), 's1', person, now)).resolves.toBeNull();
  });
});
