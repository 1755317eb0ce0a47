import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { functions as declared, allRoutes, type FunctionName } from '../../infra/declaration';
import type { QueueName } from '../../infra/declaration-types';
import type { FunctionSource } from '../../infra/local/functions';
import { LOCAL_CONFIGURATION_SET } from '../../infra/local/mailbox';
import type { LocalResources } from '../../infra/local/runtime';
import { ServicebogenStack } from '../../infra/stack';
import { stackName, stages } from '../../infra/stages';
import type { JobRun, Session } from '../support/contract';
import { MAX_ZIPPED_BUNDLE_BYTES, zippedSize } from '../support/bundle-size';
import { castFor, freshToken, newPerson, requestFor, takesBody, type Cast } from '../support/factories';
import { startTestRuntime, type TestRuntime } from '../support/runtime';
import { as, createLocation, createTask, errorOf, ok } from '../support/api';
import { cet, setServerClock } from '../support/clocks';
import { copenhagenDate } from '../../domain/task/recurrence';
import { ENV } from '../../functions/platform/config';
import { addDevice } from '../../functions/use-cases/push-devices';
import { pushSubscriptionInputSchema } from '../../domain/push/push-subscriptions';

/**
 * The bundles AWS would run, run. The dev stack is synthesized with bundling (CDK's
 * NodejsFunction and esbuild, as `cdk synth` does); the local runtime then runs each function
 * from its `asset.<hash>/index.mjs` in the cloud assembly, with exactly the environment variables
 * the template gives that function (their CloudFormation references resolved to the local
 * table, bucket, queue and secret). Every route of every API function is called, the writes
 * reach the lists (written with their commits), the pipe and the bus projections carry them into
 * the activity timeline, and every job runs.
 */

type Intrinsic = { Ref?: string; 'Fn::GetAtt'?: [string, string]; 'Fn::Join'?: unknown };
interface TemplateFunction {
  Properties: { Code: { S3Key: string }; Environment?: { Variables: Record<string, string | Intrinsic> } };
}

let outdir: string;
let rt: TestRuntime;
let cast: Cast;
let token: string;
const unresolved: string[] = [];
/** Each function's asset directory in the cloud assembly: what is zipped and uploaded to Lambda. */
const assetDirs: Record<string, string> = {};

function synthesize() {
  outdir = mkdtempSync(join(tmpdir(), 'servicebogen-cdk-out-'));
  const app = new App({ outdir });
  const stack = new ServicebogenStack(app, stackName('dev'), {
    stage: stages.dev,
    repoRoot: process.cwd(),
    env: { region: stages.dev.region },
  });
  const assembly = app.synth();
  const template = assembly.getStackByName(stack.stackName).template as {
    Resources: Record<string, TemplateFunction & { Type: string }>;
  };
  const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
  const tables = Object.fromEntries(Object.entries(stack.storage.tables).map(([name, t]) => [idOf(t), name]));
  const buckets = Object.fromEntries(Object.entries(stack.storage.buckets).map(([name, b]) => [idOf(b), name]));
  const queues = Object.fromEntries(
    Object.entries(stack.jobQueues.queues).map(([name, q]) => [idOf(q), name as QueueName]),
  );
  const configurationSet = idOf(stack.mail.configurationSet);
  const secrets = Object.keys(template.Resources).filter(
    (id) => template.Resources[id].Type === 'AWS::SecretsManager::Secret',
  );
  const fnIds = Object.fromEntries(
    Object.keys(declared).map((name) => [
      name,
      stack.getLogicalId(stack.functions[name].fn.node.defaultChild as CfnElement),
    ]),
  );
  for (const [name, id] of Object.entries(fnIds))
    assetDirs[name] = join(outdir, `asset.${template.Resources[id].Properties.Code.S3Key.replace(/\.zip$/, '')}`);

  /** A function's bundle and template environment, its references resolved to the local resources. */
  return (name: FunctionName, local: LocalResources): FunctionSource => {
    const resource = template.Resources[fnIds[name]];
    const hash = resource.Properties.Code.S3Key.replace(/\.zip$/, '');
    const bundle = join(outdir, `asset.${hash}`, 'index.mjs');
    const environment: Record<string, string> = {};
    for (const [key, value] of Object.entries(resource.Properties.Environment?.Variables ?? {})) {
      // The stage's VAPID public key (unset in dev) is, here, the one the local secret holds (decision 171).
      if (key === ENV.pushPublicKey) environment[key] = local.vapidPublicKey;
      else if (typeof value === 'string') environment[key] = value;
      else if (key === 'APP_BASE_URL')
        environment[key] = local.appBaseUrl; // the CloudFront address
      else if (value.Ref && value.Ref in tables) environment[key] = local.tableNames[tables[value.Ref] as 'events'];
      else if (value.Ref && value.Ref in buckets) environment[key] = local.bucketNames[buckets[value.Ref] as 'files'];
      else if (value.Ref && value.Ref in queues) environment[key] = local.queueUrls[queues[value.Ref]];
      else if (value.Ref && value.Ref === idOf(stack.originSecret)) environment[key] = local.originSecretArn;
      else if (value.Ref && value.Ref === idOf(stack.pushSecret)) environment[key] = local.pushSecretArn;
      else if (value.Ref && secrets.includes(value.Ref)) environment[key] = local.tokenSecretArn;
      else if (value.Ref === configurationSet) environment[key] = LOCAL_CONFIGURATION_SET;
      else unresolved.push(`${name}.${key} = ${JSON.stringify(value)}`);
    }
    return { bundle, environment };
  };
}

beforeAll(async () => {
  const sourceOf = synthesize();
  rt = await startTestRuntime({ functions: sourceOf });
  cast = await castFor(rt);
  token = await freshToken(cast.founder);
}, 240_000);

afterAll(async () => {
  await rt?.stop();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

test('the cloud assembly holds one bundle per declared function, and every variable of the template resolves', () => {
  expect(unresolved).toEqual([]);
  expect(existsSync(outdir)).toBe(true);
});

test.each(Object.keys(declared))(
  '%s: its asset is one file, no source map, at most 300 kB zipped (decisions 065, 153, 158)',
  (name) => {
    const { bytes, files } = zippedSize(assetDirs[name]);
    expect(files).toEqual(['index.mjs']);
    expect(readFileSync(join(assetDirs[name], 'index.mjs'), 'utf8')).not.toContain('sourceMappingURL');
    expect(bytes).toBeLessThanOrEqual(MAX_ZIPPED_BUNDLE_BYTES);
  },
);

test.each(Object.keys(declared).filter((name) => allRoutes.some((r) => r.fn === name)))(
  '%s: every route, called by the super administrator, answers without 401 or 5xx',
  async (name) => {
    for (const route of allRoutes.filter((r) => r.fn === name)) {
      // Logging out would end the session the next calls use.
      const request = requestFor(route, cast.companyId);
      const answer = await rt.call(request.method, request.path, {
        body: takesBody(route) ? request.body : undefined,
        query: request.query,
        token: route.path === '/api/user/logout' ? await freshToken(cast.founder) : token,
      });
      // A 401 that demands a session means the token could not be verified (a wrong password is LOGIN_FAILED).
      const failed = answer.status >= 500 || (answer.status === 401 && errorOf(answer)?.code === 'UNAUTHORIZED');
      expect({
        route: `${route.method} ${route.path}`,
        status: failed ? answer.status : 'ok',
        body: failed ? answer.body : undefined,
      }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 'ok',
        body: undefined,
      });
    }
  },
);

test('sign-up and a location go through the bundled API into the lists, and through the pipe and the activity projection into the timeline', async () => {
  const signUp = await rt.call<Session>('POST', '/api/company', {
    body: {
      user: { name: 'Bundt Bundtsen', emailAddress: `bundt.${Date.now()}@eksempel.dk`, password: 'hemmeligt-password' },
      company: { name: 'Bundtens VVS', mfa: { active: false, method: 'email' } },
    },
  });
  expect(signUp.status).toBe(201);
  const own = signUp.body.token as string;
  const companyId = Object.keys(signUp.body.user.roles)[0];
  expect(
    (await rt.call('POST', '/api/locations', { token: own, query: { companyId }, body: { name: 'Kedelrummet' } }))
      .status,
  ).toBe(201);
  await rt.drain();
  const locations = await rt.call('GET', '/api/locations', { token: own, query: { companyId } });
  expect(locations.status).toBe(200);
  expect(JSON.stringify(locations.body)).toContain('Kedelrummet');
  const companies = await rt.call('GET', '/api/company', { token: own, query: { userId: signUp.body.user.id } });
  expect(JSON.stringify(companies.body)).toContain('Bundtens VVS');
  const year = copenhagenDate(new Date().toISOString()).slice(0, 4);
  const timeline = await rt.call('GET', '/api/events', { token: own, query: { companyId, year } });
  expect(timeline.status).toBe(200);
  expect(JSON.stringify(timeline.body)).toContain('Bundtens VVS');
  expect(rt.mailbox.list().some((m) => m.to.includes(signUp.body.user.emailAddress))).toBe(true);
});

test('the reminders bundle pushes: web-push bundled, the VAPID secret read by its ARN, the push verified and decrypted (decision 171)', async () => {
  expect(readFileSync(join(assetDirs.jobReminders, 'index.mjs'), 'utf8')).toContain('Vapid subject is not');
  await setServerClock(rt, cet('2027-03-02', '10:00'));
  // A company of its own: the routes above filled the cast's up to the FREE plan's limit, maybe.
  const founder = await newPerson(rt, { company: 'Pushs VVS' });
  const caller = as(founder);
  const locationId = await createLocation(rt, caller, 'Tagrummet');
  const taskId = await createTask(rt, caller, {
    title: 'Tjek ventilationen',
    description: 'Se vejledningen.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    files: [],
    responsibleId: founder.user.id,
    locationId,
    deadline: '2027-03-03T22:00:00.000Z',
  });
  const { publicKey } = await ok(rt.call<{ publicKey: string }>('GET', '/api/push/key', caller));
  const device = await ok(
    rt.call<{ endpoint: string }>('POST', '/dev/push/subscriptions', {
      body: { applicationServerKey: publicKey },
    }),
  );
  // Stored as the API stores it: the dev template's API (STAGE=dev) rightly refuses an http endpoint.
  await addDevice(founder.user.id, pushSubscriptionInputSchema.parse(device), new Date());
  await rt.drain();
  await setServerClock(rt, cet('2027-03-03', '06:00'));
  expect((await ok(rt.call<JobRun>('POST', '/dev/schedule/reminders'))).result.failures).toBe(0);
  const { messages } = await ok(
    rt.call<{ messages: { payload: { title: string; body: string; url: string } }[] }>(
      'GET',
      `/dev/push/${device.endpoint.split('/').pop()}/messages`,
    ),
  );
  expect(messages).toHaveLength(1);
  expect(messages[0].payload.title).toBe('Servicebogen');
  expect(messages[0].payload).toMatchObject({
    body: '1 opgave i Pushs VVS har frist snart: Tjek ventilationen',
    url: `${rt.url}/dashboard/${founder.ownCompanyId}/tasks/${taskId}`,
  });
});

test.each(['reminders', 'subscriptions', 'backup'])(
  'the %s job runs: dispatcher and worker bundles, no failures',
  async (job) => {
    const answer = await rt.call<JobRun>('POST', `/dev/schedule/${job}`);
    expect(answer.status).toBe(200);
    expect(answer.body.result?.failures ?? 0).toBe(0);
  },
);

test('nothing went to the dead letters', () => {
  const file = join(rt.dataDir, 'dead-letters.jsonl');
  expect(existsSync(file) ? readFileSync(file, 'utf8').slice(0, 2000) : '').toBe('');
});
