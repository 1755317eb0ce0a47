import { createHash, timingSafeEqual } from 'node:crypto';
import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HttpError } from './http-errors';

/**
 * The API only through CloudFront (decision 085 "A closed edge"): CloudFront adds this header, its
 * value a Secrets Manager secret, to every request it passes to the HTTP API, and the shared chain
 * (`functions/http/api.ts`) refuses a request without it. A call to the execute-api address directly
 * skips the web ACL, so it is answered 403 before anything else is read.
 */
export const ORIGIN_HEADER = 'x-origin-verify';
/** The variable that names the origin secret (a Secrets Manager ARN, on AWS and locally). */
export const ORIGIN_SECRET_ENV = 'ORIGIN_SECRET_ARN';

export const directAccessMessage =
  'Servicebogens API kan kun nås gennem Servicebogens egen adresse, ikke direkte. Brug app’en i browseren.';

/** How long a container trusts the values it read: a rotation reaches every container within this. */
const CACHE_MS = 5 * 60_000;
let cached: { arn: string; until: number; values: Promise<Buffer[]> } | undefined;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

async function read(client: SecretsManagerClient, arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS') {
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
    return SecretString ? [digest(SecretString)] : [];
  } catch (error) {
    // No previous version until the first rotation.
    if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return [];
    throw error;
  }
}

/**
 * The values CloudFront may send: the current one and, during a rotation (docs/deploy.md), the
 * previous one, so that CloudFront and the functions need not change at the same instant.
 */
function acceptedValues(now: number): Promise<Buffer[]> {
  const arn = process.env[ORIGIN_SECRET_ENV];
  if (!arn)
    return Promise.reject(
      new Error(`${ORIGIN_SECRET_ENV} is not set: this function is not bound to the origin secret`),
    );
  if (cached && cached.arn === arn && cached.until > now) return cached.values;
  const client = new SecretsManagerClient({});
  const values = Promise.all([read(client, arn, 'AWSCURRENT'), read(client, arn, 'AWSPREVIOUS')]).then((v) => v.flat());
  const entry = { arn, until: now + CACHE_MS, values };
  cached = entry;
  values.catch(() => {
    if (cached === entry) cached = undefined; // a failed read is retried by the next request
  });
  return values;
}

/**
 * Whether the request carries the origin header with an accepted value (the current one or, during
 * a rotation, the previous one): whether CloudFront passed it on, and so whether the headers
 * CloudFront sets itself (`CloudFront-Viewer-Address`, `client-address.ts`) are CloudFront's.
 */
export async function cameThroughCloudFront(
  headers: Record<string, string | undefined> | undefined,
  now = Date.now(),
): Promise<boolean> {
  const values = await acceptedValues(now);
  const sent = headers?.[ORIGIN_HEADER];
  const sentDigest = sent ? digest(sent) : null;
  return !!sentDigest && values.some((value) => timingSafeEqual(value, sentDigest));
}

/** Throws 403 unless the request carries the origin header with an accepted value. */
export async function checkOrigin(event: APIGatewayProxyEventV2, now = Date.now()): Promise<void> {
  if (!(await cameThroughCloudFront(event.headers, now)))
    throw new HttpError(403, 'DIRECT_ACCESS', directAccessMessage);
}
