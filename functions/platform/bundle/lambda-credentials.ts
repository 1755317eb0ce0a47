/**
 * `@aws-sdk/credential-provider-node` as a Lambda function needs it: esbuild aliases the package to
 * this file in every bundle (`bundling.alias`, infra/bundling.ts; decision 158). Lambda hands a
 * function its role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN: "Defined runtime environment variables", Lambda developer guide), and the
 * local runtime does the same; where a platform serves them over HTTP instead (the container
 * credential variables), that is read. The SDK's default chain also reads profiles, SSO, web
 * identity and the EC2 instance metadata, which cost every bundle about 31 kB zipped (the STS, SSO
 * and sign-in clients) and are never reached in Lambda. Exports the three names the package does.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { fromHttp } from '@aws-sdk/credential-provider-http';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

type Init = Parameters<typeof fromEnv>[0] & Parameters<typeof fromHttp>[0];

export const defaultProvider =
  (init: Init = {}): AwsCredentialIdentityProvider =>
  async () => {
    if (process.env.AWS_ACCESS_KEY_ID && process.env.AWS_SECRET_ACCESS_KEY) return fromEnv(init)();
    if (process.env.AWS_CONTAINER_CREDENTIALS_FULL_URI || process.env.AWS_CONTAINER_CREDENTIALS_RELATIVE_URI) {
      return fromHttp(init)();
    }
    throw new Error(
      'No credentials: a function reads them from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or from the container credential variables',
    );
  };

/** As the SDK's: credentials with an expiry are refreshed, from five minutes before it. */
export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
