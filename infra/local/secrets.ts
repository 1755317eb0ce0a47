import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { newSecret } from '../../functions/lib/ids';
import { freePort } from './ports';

/**
 * The local Secrets Manager: one secret, the token-signing key, kept in `DATA_DIR/auth-secret`
 * (owner-only) and served through `GetSecretValue`, the one call the functions make
 * (`functions/lib/sessions.ts`). Functions read it by the ARN in AUTH_SECRET_ARN exactly as on
 * AWS, so a function the stack does not bind to the secret cannot sign or verify tokens locally
 * either.
 */
export class LocalSecrets {
  private server: Server | undefined;
  endpoint = '';
  /** Like an AWS secret ARN, it ends in a random suffix: each runtime's key is its own. */
  readonly tokenSecretArn = `arn:aws:secretsmanager:eu-north-1:000000000000:secret:servicebogen-local-token-signing-${newSecret()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
  private readonly value: string;

  constructor(dataDir: string) {
    const file = join(dataDir, 'auth-secret');
    if (!existsSync(file)) writeFileSync(file, newSecret(), { mode: 0o600 });
    chmodSync(file, 0o600); // also a key written by an older version

    this.value = readFileSync(file, 'utf8').trim();
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
        let input: { SecretId?: unknown };
        try {
          input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          return reply(400, { __type: 'InvalidRequestException', message: 'The request body is not JSON' });
        }
        if (req.method !== 'POST' || target !== 'secretsmanager.GetSecretValue') {
          return reply(400, { __type: 'InvalidRequestException', message: `Unsupported operation ${String(target)}` });
        }
        if (input.SecretId !== this.tokenSecretArn) {
          return reply(400, {
            __type: 'ResourceNotFoundException',
            message: "Secrets Manager can't find the specified secret.",
          });
        }
        reply(200, {
          ARN: this.tokenSecretArn,
          Name: this.tokenSecretArn.split(':').pop(),
          SecretString: this.value,
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
