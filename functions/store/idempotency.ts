import { createHash } from 'node:crypto';
import { DomainError } from '../../domain/shared/errors';
import { ClaimTakenError, type Claim } from './commits';

/**
 * Idempotent writes (decision 169, issue 30 "Work queued, never lost, never doubled"): a write
 * sent with `Idempotency-Key` records the key with its commits, in their own transaction, as a
 * claim holding what the command answered. A repeat of the key with the same request answers that
 * first answer and writes nothing; with another request it is refused. A refused write records
 * nothing, so its repeat is decided again.
 */

/** How long a key is remembered: a phone's outbox sends within 7 days (decision 168), with room to spare. */
export const IDEMPOTENCY_DAYS = 14;
const PREFIX = 'Idempotency#';

/** What `once` needs of the event store (`EventStore.getClaim`), named here: http-errors imports this file, and the store imports the mailer. */
interface ClaimReader {
  getClaim<T>(pk: string): Promise<(T & { pk: string }) | null>;
}

/** A request's key, as the command records it. */
export interface IdempotencyKey {
  /** `Idempotency#<company>#<person>#<key>`: one person's keys never meet another's. */
  pk: string;
  /** A hash of the route and the request's body: a repeat must be the same request. */
  fingerprint: string;
}

/** The claim's attributes. `result` is JSON: an answer's empty strings and absent fields come back as they went. */
interface Recorded {
  fingerprint: string;
  result: string;
  recordedAt: string;
  expiresAt: number;
}

/** Same key, another request (RFC draft "The Idempotency-Key HTTP Header Field" §2.7: 422). */
export class IdempotencyKeyReusedError extends Error {}

/** What a key is, to the server: 1 to 100 characters a header carries plainly (a UUID, a ULID). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,100}$/;

export const invalidIdempotencyKey = () =>
  new DomainError(
    'invalid',
    'INVALID_IDEMPOTENCY_KEY',
    'Idempotency-Key skal være 1 til 100 tegn (bogstaver a–z, tal og - _ . :).',
  );

/** Keys the JSON of `value` in a fixed order, so two sends of one body hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The key of a request by `actor` in `companyId`, for `route` with `body`; none without a header. */
export function idempotencyKey(
  header: string | undefined,
  scope: { companyId: string; actor: string; route: string },
  body: unknown,
): IdempotencyKey | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) throw invalidIdempotencyKey();
  return {
    pk: `${PREFIX}${scope.companyId}#${scope.actor}#${header}`,
    fingerprint: createHash('sha256')
      .update(`${scope.route}\n${canonical(body)}`)
      .digest('base64url'),
  };
}

/** The claim that records `result` under `key`, written with the commits that made it. */
export function idempotencyClaim(key: IdempotencyKey | undefined, result: unknown, now: Date): Claim[] {
  if (!key) return [];
  const attributes: Recorded = {
    fingerprint: key.fingerprint,
    result: JSON.stringify(result),
    recordedAt: now.toISOString(),
    // The table's TTL (seconds) removes it afterwards.
    expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_DAYS * 86_400,
  };
  return [{ pk: key.pk, attributes: { ...attributes } }];
}

async function recorded<T>(store: ClaimReader, key: IdempotencyKey): Promise<{ result: T } | null> {
  const claim = await store.getClaim<Recorded>(key.pk);
  if (!claim) return null;
  if (claim.fingerprint !== key.fingerprint) throw new IdempotencyKeyReusedError(key.pk);
  return { result: JSON.parse(claim.result) as T };
}

/**
 * Runs a write once per key: a key already recorded answers its result (`replayed`) without
 * running; otherwise `run` writes, recording the key with its commits (`idempotencyClaim`). Of two
 * sends of one key at once, the one that lost (its claim taken, or its command refused because the
 * other's commit changed what it decided on) answers the winner's result.
 */
export async function once<T>(
  store: ClaimReader,
  key: IdempotencyKey | undefined,
  run: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!key) return { result: await run(), replayed: false };
  const before = await recorded<T>(store, key);
  if (before) return { ...before, replayed: true };
  try {
    return { result: await run(), replayed: false };
  } catch (error) {
    const lost = error instanceof ClaimTakenError || error instanceof DomainError;
    const winner = lost ? await recorded<T>(store, key) : null;
    if (winner) return { ...winner, replayed: true };
    throw error;
  }
}
