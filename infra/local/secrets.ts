import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import webpush from 'web-push';
import { newSecret } from '../../functions/store/ids';
import { freePort } from './ports';

/**
 * The local Secrets Manager: three secrets, served through `GetSecretValue`, the one call the
 * functions make. The token-signing key is kept in `DATA_DIR/auth-secret` (owner-only) and read by
 * the ARN in AUTH_SECRET_ARN (`functions/use-cases/sessions.ts`); the origin secret, the value the local
 * CloudFront adds to every `/api` request it passes on (`functions/http/origin.ts`), is new with
 * each runtime and read by the ARN in ORIGIN_SECRET_ARN. Each has only a current version (no
 * AWSPREVIOUS, as on AWS before a rotation). The third, the VAPID key pair of Web Push (decision
 * 171), is made at the first start and kept in `DATA_DIR/vapid-keys.json` (owner-only) like the
 * signing key, as `npx web-push generate-vapid-keys --json` makes it for AWS. A function the stack does not bind to a secret cannot
 * read it locally either.
 */
export class LocalSecrets {
  private server: Server | undefined;
  endpoint = '';
  /** Like an AWS secret ARN, it ends in a random suffix: each runtime's key is its own. */
  readonly tokenSecretArn = `arn:aws:secretsmanager:eu-north-1:000000000000:secret:servicebogen-local-token-signing-${newSecret()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
  readonly originSecretArn = `arn:aws:secretsmanager:eu-north-1:000000000000:secret:servicebogen-local-origin-verify-${newSecret()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
  /** What the local CloudFront sends in the origin header (`infra/local/runtime.ts`). */
  readonly originSecretValue = newSecret();
  /** The VAPID key pair of Web Push (decision 171), read by the ARN in PUSH_VAPID_SECRET_ARN. */
  readonly pushSecretArn = `arn:aws:secretsmanager:eu-north-1:000000000000:secret:servicebogen-local-push-vapid-${newSecret()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
  /** The stage's VAPID public key locally: what `infra/stages.ts` holds on AWS. */
  readonly vapidPublicKey: string;
  private readonly value: string;
  private readonly pushKeys: string;

  constructor(dataDir: string) {
    const file = join(dataDir, 'auth-secret');
    if (!existsSync(file)) writeFileSync(file, newSecret(), { mode: 0o600 });
    chmodSync(file, 0o600); // also a key written by an older version

    this.value = readFileSync(file, 'utf8').trim();
    // Made at the first start and kept with the data, as the devices' subscriptions are made for it.
    const vapidFile = join(dataDir, 'vapid-keys.json');
    if (!existsSync(vapidFile)) writeFileSync(vapidFile, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    chmodSync(vapidFile, 0o600);
    this.pushKeys = readFileSync(vapidFile, 'utf8').trim();
    this.vapidPublicKey = (JSON.parse(this.pushKeys) as { publicKey: string }).publicKey;
  }

  async start() {
    const port = await freePort();
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const reply = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
        const target = req.headers['x-amz-target'];
        let input: { SecretId?: unknown; VersionStage?: unknown };
        try {
          input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          return reply(400, { __type: 'InvalidRequestException', message: 'The request body is not JSON' });
        }
        if (req.method !== 'POST' || target !== 'secretsmanager.GetSecretValue') {
          return reply(400, { __type: 'InvalidRequestException', message: `Unsupported operation ${String(target)}` });
        }
        const secrets: Record<string, string> = {
          [this.tokenSecretArn]: this.value,
          [this.originSecretArn]: this.originSecretValue,
          [this.pushSecretArn]: this.pushKeys,
        };
        const arn = typeof input.SecretId === 'string' && input.SecretId in secrets ? input.SecretId : null;
        if (!arn) {
          return reply(400, {
            __type: 'ResourceNotFoundException',
            message: "Secrets Manager can't find the specified secret.",
          });
        }
        if (input.VersionStage !== undefined && input.VersionStage !== 'AWSCURRENT') {
          return reply(400, {
            __type: 'ResourceNotFoundException',
            message: `Secrets Manager can't find the specified secret value for staging label: ${String(input.VersionStage)}`,
          });
        }
        reply(200, {
          ARN: arn,
          Name: arn.split(':').pop(),
          SecretString: secrets[arn],
          VersionId: '00000000-0000-0000-0000-000000000001',
          VersionStages: ['AWSCURRENT'],
          CreatedDate: 0,
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()));
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  stop() {
    return new Promise<void>((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }
}
