import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TableGrant } from '../bindings';

/**
 * IAM for the local runtime's DynamoDB (decision 149). Each function's container talks to DynamoDB
 * Local through a gate of its own (its own port: the container's credentials are the platform's,
 * which s3rver needs), and the gate lets through only what the function's role would be allowed on
 * AWS: the grants `tableGrants` derives from the declaration, which `AppFunction.bindTable` turns
 * into the role's statements. A refused request gets DynamoDB's own answer, 400
 * `AccessDeniedException`, so a missing grant fails every test that reaches it instead of only
 * the first deploy. The runtime's own process (tests, the pipe, the bus) talks to DynamoDB Local
 * directly, as the operator does.
 *
 * What IAM checks, and so the gate: each action of a transaction on its own item (PutItem,
 * UpdateItem, DeleteItem, ConditionCheckItem; GetItem in TransactGetItems); a batch as one request
 * per table, every key of it under one statement (`ForAllValues`); a Query by the partition key of
 * its key condition; a Scan, which names no key, only under a statement without a key condition.
 */

/** A table's grants by the table's local name. */
export type Grants = Map<string, readonly TableGrant[]>;

/** One authorization IAM makes for a request: an action on a table with the leading keys it names (null: none). */
export interface Check {
  action: string;
  table: string;
  keys: string[] | null;
}

type AttributeValue = { S?: string; N?: string };
type Key = Record<string, AttributeValue>;
interface Body {
  TableName?: string;
  Key?: Key;
  Item?: Key;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, AttributeValue>;
  RequestItems?: Record<string, { Keys?: Key[] } | { PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }[]>;
  TransactItems?: Record<string, { TableName: string; Key?: Key; Item?: Key }>[];
}

const leading = (key: Key | undefined, pk: string): string[] => {
  const value = key?.[pk];
  return value?.S !== undefined ? [value.S] : value?.N !== undefined ? [value.N] : [];
};

/** The partition key a Query's key condition fixes (`pk = :pk`, `#p = :v`), or none. */
function queriedKey(body: Body, pk: string): string[] {
  for (const clause of (body.KeyConditionExpression ?? '').split(/\bAND\b/i)) {
    const match = /^\s*\(?\s*([#\w]+)\s*=\s*(:\w+)\s*\)?\s*$/.exec(clause);
    if (!match) continue;
    const name = match[1].startsWith('#') ? body.ExpressionAttributeNames?.[match[1]] : match[1];
    if (name === pk) return leading({ [pk]: body.ExpressionAttributeValues?.[match[2]] ?? {} }, pk);
  }
  return [];
}

const TRANSACT_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
  Get: 'dynamodb:GetItem',
};

/** Pure: the authorizations a request of `operation` (X-Amz-Target's part after the dot) needs. */
export function checksOf(operation: string, body: Body, pkOf: (table: string) => string): Check[] {
  const action = `dynamodb:${operation}`;
  switch (operation) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [{ action, table: body.TableName!, keys: leading(body.Key, pkOf(body.TableName!)) }];
    case 'PutItem':
      return [{ action, table: body.TableName!, keys: leading(body.Item, pkOf(body.TableName!)) }];
    case 'Query':
      return [{ action, table: body.TableName!, keys: queriedKey(body, pkOf(body.TableName!)) }];
    case 'BatchGetItem':
    case 'BatchWriteItem':
      return Object.entries(body.RequestItems ?? {}).map(([table, request]) => ({
        action,
        table,
        keys: (Array.isArray(request)
          ? request.map((r) => r.PutRequest?.Item ?? r.DeleteRequest?.Key)
          : (request.Keys ?? [])
        ).flatMap((key) => leading(key, pkOf(table))),
      }));
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (body.TransactItems ?? []).flatMap((item) =>
        Object.entries(item).map(([kind, part]) => ({
          action: TRANSACT_ACTIONS[kind] ?? `dynamodb:${kind}`,
          table: part.TableName,
          keys: leading(part.Key ?? part.Item, pkOf(part.TableName)),
        })),
      );
    default:
      // Scan, DescribeTable, ...: no leading key.
      return [{ action, table: body.TableName ?? '*', keys: null }];
  }
}

/** IAM's StringLike: `*` any run of characters, `?` any one. */
export const likes = (pattern: string, value: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
    's',
  ).test(value);

/** Pure: whether one grant of the table allows the check (a keyed grant needs keys, every one matching). */
export function allows(grants: Grants, check: Check): boolean {
  return (grants.get(check.table) ?? []).some(
    (grant) =>
      grant.actions.includes(check.action) &&
      (grant.prefixes === null ||
        (check.keys !== null &&
          check.keys.length > 0 &&
          check.keys.every((key) => grant.prefixes!.some((pattern) => likes(pattern, key))))),
  );
}

/** Pure: the first check of a request no grant allows, or null when all are allowed. */
export function refusal(grants: Grants, checks: Check[]): Check | null {
  return checks.find((check) => !allows(grants, check)) ?? null;
}

const denied = (res: ServerResponse, name: string, check: Check) => {
  const on = check.keys?.length ? ` on keys ${check.keys.join(', ')}` : '';
  const message =
    `User: arn:aws:sts::000000000000:assumed-role/${name}/${name} is not authorized to perform: ` +
    `${check.action} on resource: table/${check.table}${on} because no identity-based policy allows the ${check.action} action`;
  console.error(`[dynamo-gate] refused ${name}: ${check.action} on ${check.table}${on}`);
  res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': 'AccessDeniedException' });
  res.end(JSON.stringify({ __type: 'com.amazon.coral.service#AccessDeniedException', Message: message }));
};

/** The gates of one runtime: one listener per function, each passing what its grants allow to DynamoDB Local. */
export class DynamoGates {
  private readonly servers = new Map<string, Promise<Server>>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });
  private readonly target: URL;

  constructor(
    dynamoEndpoint: string,
    private readonly grantsOf: (name: string) => Grants,
    private readonly pkOf: (table: string) => string,
  ) {
    this.target = new URL(dynamoEndpoint);
  }

  /** The endpoint the function `name` reaches DynamoDB at. */
  async endpointOf(name: string): Promise<string> {
    let server = this.servers.get(name);
    if (!server) this.servers.set(name, (server = this.listen(name)));
    return `http://127.0.0.1:${((await server).address() as AddressInfo).port}`;
  }

  private listen(name: string): Promise<Server> {
    const grants = this.grantsOf(name);
    const server = createServer((req, res) => this.pass(name, grants, req, res));
    server.keepAliveTimeout = 60_000;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  }

  private pass(name: string, grants: Grants, req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let parsed: Body = {};
      try {
        parsed = body.length ? (JSON.parse(body.toString('utf8')) as Body) : {};
      } catch {
        // DynamoDB Local answers a malformed body itself.
      }
      const refused = refusal(grants, checksOf(operation, parsed, this.pkOf));
      if (refused) return denied(res, name, refused);
      const upstream = request(
        {
          host: this.target.hostname,
          port: this.target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: this.target.host },
          agent: this.agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        },
      );
      // DynamoDB Local unreachable (restarting): the function sees the connection fail, as it would
      // without the gate, not an answer it cannot read.
      upstream.on('error', () => req.socket.destroy());
      upstream.end(body);
    });
  }

  async stop(): Promise<void> {
    const servers = await Promise.all(this.servers.values());
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
    this.agent.destroy();
  }
}
