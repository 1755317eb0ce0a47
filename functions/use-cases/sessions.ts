import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { dynamo } from '../platform/aws';
import { tableName } from '../platform/config';
import { newSecret } from '../store/ids';
import { itemLoader, type ItemLoader } from '../queries/items';
import { MAX_KEY_PART } from '../store/commits';
import { isRenewalDue, sessionExpiry } from '../../domain/user/session-expiry';

const tooLong = (part: string) => part.length > MAX_KEY_PART;

/**
 * Sessions (decisions.md "Accounts and links"): a jose-signed token names a server-side session
 * row, so logout, a password reset or a deletion revokes it at once. A session lives while its
 * person uses the app at least once in 30 days (`domain/user/session-expiry.ts`): `GET /api/user`
 * moves its expiry on, at most once a day, and answers a token with the row's expiry.
 */
const ISSUER = 'servicebogen';

interface SessionRow {
  pk: string;
  sk: 0;
  kind: 'session';
  userId: string;
  createdAt: string;
  createdAtMs: number;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
}

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The signing key: the Secrets Manager secret named by AUTH_SECRET_ARN (on AWS, and locally from
 * the runtime's Secrets Manager endpoint). Read and imported once per container (jose would
 * import raw bytes again for every token); a failed read is retried by the next request instead
 * of being remembered.
 */
function signingKey(): Promise<CryptoKey> {
  const arn = process.env.AUTH_SECRET_ARN;
  if (!arn)
    return Promise.reject(new Error('AUTH_SECRET_ARN is not set: this function is not bound to the token secret'));
  let key = keys.get(arn);
  if (!key) {
    key = (async () => {
      const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
      if (!SecretString) throw new Error('The token-signing secret is empty');
      return crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(SecretString),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign', 'verify'],
      );
    })();
    keys.set(arn, key);
    key.catch(() => keys.delete(arn));
  }
  return key;
}

/**
 * A secret derived from the token-signing key (HMAC-SHA256 of `label`, base64url, 256 bits): the
 * server can make it again from the label, a reader of the table cannot (a calendar feed's address,
 * decision 106 "A feed address is a revocable secret").
 */
export async function derivedSecret(label: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await signingKey(), new TextEncoder().encode(label));
  return Buffer.from(mac).toString('base64url');
}

const sessionKey = (id: string) => ({ pk: `Session#${id}`, sk: 0 as const });
/** A person's security row: sessions created up to `revokedBeforeMs` are no longer valid. */
const securityKey = (userId: string) => ({ pk: `Security#${userId}`, sk: 0 as const });

/** A signed-in person as a token names them: their id, and the companies they belong to (`cos`). */
export interface SessionPerson {
  id: string;
  roles: Record<string, unknown>;
}
/**
 * At most this many companies are named in a token: a route's first reads start beside the
 * session check only for a company the token names (decision 069 "A list's first reads start
 * beside the session check"); for others they wait for it.
 */
export const MAX_TOKEN_COMPANIES = 20;

/**
 * A token for the session: it expires with the session row as it stands (`exp`), and says when it
 * was signed (`iat`, the server's clock), so a client can tell when its session falls due for
 * renewal without trusting its own clock (`renewalDueAfterMs`).
 */
async function sign(sessionId: string, person: SessionPerson, expiresAt: number, now: Date): Promise<string> {
  return new SignJWT({ sid: sessionId, cos: Object.keys(person.roles).slice(0, MAX_TOKEN_COMPANIES) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(person.id)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(await signingKey());
}

export async function createSession(person: SessionPerson, now: Date): Promise<string> {
  const id = newSecret();
  const row: SessionRow = {
    ...sessionKey(id),
    kind: 'session',
    userId: person.id,
    createdAt: now.toISOString(),
    createdAtMs: now.getTime(),
    expiresAt: sessionExpiry(now),
  };
  await dynamo().send(new PutCommand({ TableName: tableName('events'), Item: row }));
  return sign(id, person, row.expiresAt, now);
}

/** What a token this service signed says: its session, its person, and the companies they belonged to when it was signed. */
export interface TokenClaims {
  sessionId: string;
  userId: string;
  companies: string[];
}

/**
 * Tokens whose signature this container has checked, with their claims and expiry: a person's
 * every request carries the same token, and its HMAC need not be computed again. Only valid tokens
 * are kept (a forged one is checked every time); expiry is checked on each use; whether the
 * session is live is not kept here (`isLiveSession` reads it for every request). Bounded: the least
 * recently used go first.
 */
const verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
const MAX_VERIFIED = 2_000;

/** The claims of a token this service signed and that has not expired; null for any other. */
export async function verifyToken(token: string, now: Date): Promise<TokenClaims | null> {
  const known = verified.get(token);
  if (known) {
    verified.delete(token);
    if (known.expiresAtMs <= now.getTime()) return null;
    verified.set(token, known);
    return known.claims;
  }
  const secret = await signingKey();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secret, { issuer: ISSUER, currentDate: now, requiredClaims: ['exp'] }));
  } catch {
    return null;
  }
  const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
  if (!sessionId || !payload.sub || tooLong(sessionId) || tooLong(payload.sub)) return null;
  const companies = Array.isArray(payload.cos) ? payload.cos.filter((id): id is string => typeof id === 'string') : [];
  const claims = Object.freeze({ sessionId, userId: payload.sub, companies: Object.freeze(companies) as string[] });
  verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
  if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  return claims;
}

/**
 * Whether the session a token's claims name is live: its row is the person's, not expired, and not
 * revoked by their security row. Both rows are read through the request's loader, so they go in
 * one batch with whatever else the request loads at the same time. When the store cannot be read
 * it throws (a 503), never false: that is not an expired session.
 */
export async function isLiveSession(
  items: ItemLoader,
  claims: { sessionId: string; userId: string },
  now: Date,
): Promise<boolean> {
  const [row, security] = (await Promise.all([
    items.load({ table: 'events', ...sessionKey(claims.sessionId) }),
    items.load({ table: 'events', ...securityKey(claims.userId) }),
  ])) as [SessionRow | undefined, { revokedBeforeMs?: number } | undefined];
  if (!row || row.userId !== claims.userId || row.expiresAt * 1000 <= now.getTime()) return false;
  return !(security?.revokedBeforeMs !== undefined && (row.createdAtMs ?? 0) <= security.revokedBeforeMs);
}

/** The session a token names, or null when the token is bad, expired or revoked (one batch). */
export async function verifySession(token: string, now: Date): Promise<{ sessionId: string; userId: string } | null> {
  const claims = await verifyToken(token, now);
  return claims && (await isLiveSession(itemLoader(), claims, now))
    ? { sessionId: claims.sessionId, userId: claims.userId }
    : null;
}

/**
 * A fresh token for a live session (`GET /api/user`), or null when it ended meanwhile, its expiry slid on when due: the row, read
 * with the session check in the request's batch (`items` answers it again without a read), is
 * written only when its expiry was set a day ago or more (`isRenewalDue`), so a person's every
 * visit, focus and reconnect costs no write but the first of each day. The token expires with the
 * row. Its companies (`cos`) are the person's as they are now.
 */
export async function renewSession(
  items: ItemLoader,
  sessionId: string,
  person: SessionPerson,
  now: Date,
): Promise<string | null> {
  const row = (await items.load({ table: 'events', ...sessionKey(sessionId) })) as SessionRow | undefined;
  let expiresAt = row?.expiresAt;
  if (expiresAt === undefined || isRenewalDue(expiresAt, now)) {
    expiresAt = sessionExpiry(now);
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('events'),
          Key: sessionKey(sessionId),
          UpdateExpression: 'SET expiresAt = :e',
          // Never brings back a session ended meanwhile (logout deletes its row).
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':e': expiresAt },
        }),
      );
    } catch (error) {
      // Logged out (in another tab) between the session check and this write: no session, not a 500.
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    }
  }
  return sign(sessionId, person, expiresAt, now);
}

export async function revokeSession(sessionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName('events'), Key: sessionKey(sessionId) }));
}

/** Ends every session of a person at once (password reset, deletion). */
export async function revokeAllSessions(userId: string, now: Date): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('events'),
      Item: { ...securityKey(userId), kind: 'security', revokedBeforeMs: now.getTime() },
    }),
  );
}
