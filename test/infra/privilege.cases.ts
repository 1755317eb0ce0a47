import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { tallyHoldersOf } from '../../domain/shared/tallies';
import { bindingsOf, tableGrants } from '../../infra/bindings';
import { likes } from '../../infra/local/dynamo-gate';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { built, inlineStatementsOf } from './build';
import type { DomainEvent } from '../../events/catalogue';
import { streamTypes, type Envelope, type StreamType } from '../../events/envelope';
import { activityKey, goneKey } from '../../functions/queries/activity';
import {
  completionPartitions,
  completionRowKeys,
  equipmentRowKey,
  faultReportRowKey,
  invitationKeys,
  locationRowKey,
  noteRowKey,
  taskRowKey,
} from '../../functions/queries/inline-rows';
import { namesVersionChanges, namesVersionItem } from '../../functions/queries/inventory-names';
import { companyDirectoryKey, memberKey, membershipKey } from '../../functions/queries/memberships';
import { factsPk, statsKey } from '../../functions/queries/statistics';
import type { StreamRowProjection } from '../../functions/store/stream-rows';
import { countChanges, countsKey } from '../../functions/queries/target-counts';
import { equipmentRows, locationRows } from '../../functions/projections/inventory';
import { noteRows } from '../../functions/projections/notes';
import { faultReportRows } from '../../functions/projections/fault-reports';
import { taskRows } from '../../functions/projections/tasks';
import { eventKeyAreas, READ_ACTIONS, type EventKeyArea } from '../../infra/event-keys';
import { WAITING_PREFIXES } from '../../functions/platform/config';
import { readModelKeyAreas, type ReadModelKeyArea } from '../../infra/read-model-keys';

/**
 * Decision 086 "Least privilege on the event store": every role's statements, walked generically,
 * against what each function's own sources (its entry and everything it imports) use.
 */

const { stack } = built('prod');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const eventsId = idOf(stack.storage.tables.events);
const backupsId = idOf(stack.storage.buckets.backups);
const functions = Object.entries(decl.functions as Record<string, FunctionDecl>);

type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
};
const statementsOf = (name: string): Statement[] =>
  inlineStatementsOf<Statement>(stack, resources, stack.functions[name].role);
const actions = (s: Statement) => [s.Action].flat();
/** Whether an IAM action pattern (`s3:Delete*`) covers `action`. */
const covers = (pattern: string, action: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i').test(action);
const grants = (s: Statement, action: string) => s.Effect === 'Allow' && actions(s).some((a) => covers(a, action));
const onEvents = (s: Statement) => JSON.stringify(s.Resource).includes(`"${eventsId}"`);
const leadingKeys = (s: Statement): string[] | null => {
  const keys = s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  return keys ? [keys].flat() : null;
};
/** A statement on the event table reaching `key` (a statement without a key condition reaches every key). */
const reaches = (s: Statement, key: string) => onEvents(s) && (leadingKeys(s)?.some((p) => likes(p, key)) ?? true);

/** The source files of a function: its entry and every module it imports, transitively (relative imports). */
function sourcesOf(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const [, spec] of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)) {
      const base = resolve(dirname(file), spec);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f));
      if (found) visit(found);
    }
  };
  visit(resolve(entry));
  return files;
}
/** Whether `pattern` appears in a function's sources outside the module(s) named `except`. */
const uses = (entry: string, pattern: RegExp, except: string[] = []) =>
  [...sourcesOf(entry)].some(([file, text]) => !except.some((e) => file.endsWith(e)) && pattern.test(text));

const sampleKey = (area: EventKeyArea) => eventKeyAreas[area].prefixes[0].replace('*', 'x');
const commitKeys = streamTypes.map((type) => `${type}#some-id`);

test('the event table has no secondary index (byCompany was never queried; decision 087)', () => {
  expect(resources[eventsId].Properties.GlobalSecondaryIndexes).toBeUndefined();
  expect(decl.tables.events.indexes).toEqual([]);
});

/**
 * A Scan names no key, so no key scope can limit it: only a function declared to scan (the
 * operator's replay, invoked by hand, decision 095) holds one, a statement of Scan alone.
 */
const scanOnly = (s: Statement) => actions(s).every((a) => a === 'dynamodb:Scan');
const declaresScan = (f: FunctionDecl) => f.tables.some((t) => t.scans);
/** Statements that reach keys by name: all but a declared Scan. */
const keyed = (name: string, f: FunctionDecl) => statementsOf(name).filter((s) => !(declaresScan(f) && scanOnly(s)));

test.each(functions)('%s: no update, delete or batch write can reach a commit', (name, f) => {
  for (const s of keyed(name, f).filter(onEvents)) {
    // Every grant on the event table is scoped to key prefixes, and to keys the request names.
    expect(leadingKeys(s)).not.toBeNull();
    expect(s.Condition?.Null).toEqual({ 'dynamodb:LeadingKeys': 'false' });
    for (const action of ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']) {
      if (grants(s, action))
        for (const key of commitKeys) expect([name, action, key, reaches(s, key)]).toEqual([name, action, key, false]);
    }
  }
});

test.each(functions)('%s: Scan only if its sources use ScanCommand', (name, f) => {
  const scans = statementsOf(name).some((s) => grants(s, 'dynamodb:Scan'));
  expect(scans).toBe(uses(f.entry, /\bScanCommand\b/));
  expect(scans).toBe(declaresScan(f));
  // The scan reads; it writes nothing.
  for (const s of statementsOf(name).filter(scanOnly)) expect(actions(s)).toEqual(['dynamodb:Scan']);
});

test.each(functions)(
  '%s: records e-mail in the outbox only if its sources do; only the sender deletes it',
  (name, f) => {
    const onOutbox = (action: string) =>
      statementsOf(name).some((s) => reaches(s, sampleKey('outbox')) && grants(s, action));
    expect(onOutbox('dynamodb:PutItem')).toBe(uses(f.entry, /\brecordedMail\(/, ['functions/mail/outbox.ts']));
    expect(onOutbox('dynamodb:DeleteItem')).toBe(name === 'mailSender');
    expect(onOutbox('dynamodb:UpdateItem')).toBe(false);
  },
);

test.each(functions)('%s: puts idempotency keys only if its sources record them (decision 169)', (name, f) => {
  const onKeys = (action: string) =>
    statementsOf(name).some((s) => reaches(s, sampleKey('idempotency')) && grants(s, action));
  expect(onKeys('dynamodb:PutItem')).toBe(uses(f.entry, /\bidempotencyClaim\(/, ['functions/store/idempotency.ts']));
  expect(onKeys('dynamodb:UpdateItem')).toBe(false);
  expect(onKeys('dynamodb:DeleteItem')).toBe(false);
});

test.each(functions)('%s: e-mail claims (password hashes) only if its sources use them', (name, f) => {
  const reachesClaims = keyed(name, f).some((s) => reaches(s, sampleKey('credentials')));
  expect(reachesClaims).toBe(uses(f.entry, /\bemailClaimKey\b/, ['functions/use-cases/accounts.ts']));
});

test.each(functions)('%s: sessions written only if its sources create, renew or revoke them', (name, f) => {
  const writes = statementsOf(name).some(
    (s) =>
      reaches(s, sampleKey('sessions')) &&
      ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'].some((a) => grants(s, a)),
  );
  expect(writes).toBe(
    uses(f.entry, /\b(createSession|renewSession|revokeSession|revokeAllSessions)\(/, [
      'functions/use-cases/sessions.ts',
    ]),
  );
  // The guard reads sessions for every route; nothing else reads them.
  const reads = statementsOf(name).some((s) => reaches(s, sampleKey('sessions')) && grants(s, 'dynamodb:BatchGetItem'));
  expect(reads).toBe((f.routes ?? []).length > 0);
});

test.each(functions)('%s: links, throttles and the reminders ledger only where its sources use them', (name, f) => {
  const areas: [EventKeyArea, string][] = [
    ['links', 'functions/use-cases/links.ts'],
    ['throttle', 'functions/http/throttle.ts'],
    ['reminders', 'functions/use-cases/reminders/ledger.ts'],
    ['calendarFeeds', 'functions/use-cases/calendar-feeds.ts'],
    ['inspectorLinks', 'functions/use-cases/inspector-links.ts'],
  ];
  const files = [...sourcesOf(f.entry).keys()];
  for (const [area, module] of areas) {
    const has = keyed(name, f).some((s) => reaches(s, sampleKey(area)));
    expect([name, area, has]).toEqual([name, area, files.some((file) => file.endsWith(module))]);
  }
});

test.each(functions)('%s: commits are only put, and only by functions that append', (name, f) => {
  const puts = statementsOf(name).some((s) => commitKeys.some((k) => reaches(s, k)) && grants(s, 'dynamodb:PutItem'));
  const events = f.tables.find((t) => t.name === 'events');
  expect(puts).toBe(events?.keys?.streams === 'readWrite');
});

test('no role can delete an object version, and no function can delete a backup', () => {
  const policies = Object.values(resources as Record<string, { Type: string; Properties: Record<string, unknown> }>)
    .filter((r) => r.Type === 'AWS::IAM::Policy' || r.Type === 'AWS::IAM::Role')
    .flatMap((r) => {
      const inline = (r.Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[] | undefined) ?? [];
      const doc = r.Properties.PolicyDocument as { Statement: Statement[] } | undefined;
      return [...(doc?.Statement ?? []), ...inline.flatMap((p) => p.PolicyDocument.Statement)];
    });
  expect(policies.length).toBeGreaterThan(0);
  expect(policies.filter((s) => grants(s, 's3:DeleteObjectVersion'))).toEqual([]);
  for (const [name] of functions) {
    const deletes = statementsOf(name).filter(
      (s) => JSON.stringify(s.Resource).includes(`"${backupsId}"`) && grants(s, 's3:DeleteObject'),
    );
    expect([name, deletes]).toEqual([name, []]);
  }
  // The backup job still writes its zips.
  expect(
    statementsOf('jobBackup').some((s) => JSON.stringify(s.Resource).includes(backupsId) && grants(s, 's3:PutObject')),
  ).toBe(true);
});

/**
 * Decision 175: the inspection-ready PDF too large for an answer goes under `reports/` of the files
 * bucket. `apiServiceBook` may put there and nowhere else in it (it reads the bucket, no more), and
 * no function that only reads the files bucket got a Put with it.
 */
test('apiServiceBook puts objects only under reports/ of the files bucket', () => {
  const filesId = idOf(stack.storage.buckets.files);
  const onFiles = (s: Statement) => JSON.stringify(s.Resource).includes(`"${filesId}"`);
  const puts = (name: string) => statementsOf(name).filter((s) => onFiles(s) && grants(s, 's3:PutObject'));
  const resources = puts('apiServiceBook').flatMap((s) => [s.Resource].flat());
  expect(resources).toHaveLength(1);
  expect(JSON.stringify(resources[0])).toMatch(/"\/reports\/\*"\]/);
  for (const [name, f] of functions) {
    const files = f.buckets.find((b) => b.name === 'files');
    if (name === 'apiServiceBook' || files?.access === 'readWrite') continue;
    expect([name, puts(name)]).toEqual([name, []]);
  }
});

/**
 * Issue 32 item 11 (decision 174's pattern): the function without login (the sticker card's photo,
 * the inspector's uploads) reads and writes objects of the files bucket only under the prefixes
 * where anonymous uploads wait, and puts into the rest of it (a company's files) only a copy of one
 * of them: it can neither read a company's file nor write one of its own making. Both prefixes
 * expire, so uploads never used do not stay.
 */
test('apiPublic reads and writes only under the waiting prefixes of the files bucket, and elsewhere only copies from there', () => {
  const filesId = idOf(stack.storage.buckets.files);
  const waiting = Object.values(WAITING_PREFIXES);
  expect(waiting).toEqual(['inspection/', 'sticker/']);
  const objectsUnder = (prefix: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [filesId, 'Arn'] }, `/${prefix}*`]] });
  const onObjects = statementsOf('apiPublic').filter(
    (s) => JSON.stringify(s.Resource).includes(`"${filesId}"`) && !grants(s, 's3:ListBucket'),
  );
  const unconditioned = onObjects.filter((s) => !s.Condition);
  for (const action of ['s3:GetObject', 's3:PutObject'])
    expect([action, unconditioned.filter((s) => grants(s, action)).flatMap((s) => [s.Resource].flat())]).toEqual([
      action,
      waiting.map(objectsUnder),
    ]);
  const copies = onObjects.filter((s) => s.Condition);
  expect(copies).toEqual([
    {
      Effect: 'Allow',
      Action: 's3:PutObject',
      Resource: objectsUnder(''),
      Condition: {
        StringLike: {
          's3:x-amz-copy-source': waiting.map((prefix) => ({
            'Fn::Join': ['', [{ Ref: filesId }, `/${prefix}*`]],
          })),
        },
      },
    },
  ]);
  expect(onObjects.some((s) => grants(s, 's3:DeleteObject'))).toBe(false);
  // What waits there and is never used expires: the card's photo after a day, the inspector's uploads after a week.
  const rules = resources[filesId].Properties.LifecycleConfiguration.Rules as object[];
  expect(rules).toEqual(
    expect.arrayContaining([
      { Prefix: 'sticker/', ExpirationInDays: 1, Status: 'Enabled' },
      { Prefix: 'inspection/', ExpirationInDays: 7, Status: 'Enabled' },
    ]),
  );
});

/**
 * Decision 149 "Appends per stream type": what a function's commands append to, read from its
 * sources (every stream its commands name: `{ type: 'Task', id }` handed to `prepare` or
 * `execute`), is what its declaration says and all its grants allow. One forged `User#` commit
 * would be a privilege escalation (a commit carries its state), so no function may put one that
 * its own commands do not write.
 */
const appendedIn = (entry: string): StreamType[] => {
  const types = new Set<StreamType>();
  for (const text of sourcesOf(entry).values())
    for (const [, type] of text.matchAll(/\{\s*type:\s*'(\w+)',\s*id:/g))
      if ((streamTypes as readonly string[]).includes(type)) types.add(type as StreamType);
  return [...types].sort();
};
const appendsOf = (f: FunctionDecl) => [...(f.tables.find((t) => t.name === 'events')?.appends ?? [])].sort();

test.each(functions)('%s: declares it appends to exactly the stream types its commands append to', (name, f) => {
  expect([name, appendsOf(f)]).toEqual([name, appendedIn(f.entry)]);
});

test.each(functions)('%s: puts only the commits of those types, updates only the tallies they join', (name, f) => {
  const appends = appendsOf(f);
  const recounts = f.tables.some((t) => t.name === 'events' && t.keys?.tallies === 'readWrite');
  const statements = keyed(name, f);
  for (const type of streamTypes) {
    const puts = statements.some((s) => reaches(s, `${type}#some-id`) && grants(s, 'dynamodb:PutItem'));
    expect([name, type, 'put', puts]).toEqual([name, type, 'put', appends.includes(type)]);
    const updates = statements.some((s) => reaches(s, `Tally#${type}#some-id`) && grants(s, 'dynamodb:UpdateItem'));
    expect([name, type, 'tally update', updates]).toEqual([
      name,
      type,
      'tally update',
      recounts || tallyHoldersOf(appends).includes(type),
    ]);
  }
});

test("the anonymous function appends a fault report, an inspector's completion and its note, nothing else; only the replay recounts tallies", () => {
  // The inspector's link completes its one task with a note of the report (decision 174).
  expect(appendsOf(decl.functions.apiPublic)).toEqual(['FaultReport', 'Note', 'Task']);
  // The company's tally numbers its reports (decision 166): the one tally a report joins.
  expect(tallyHoldersOf(['FaultReport'])).toEqual(['Company']);
  const recounting = functions.filter(([, f]) =>
    f.tables.some((t) => t.name === 'events' && t.keys?.tallies === 'readWrite'),
  );
  expect(recounting.map(([name]) => name)).toEqual(['jobRebuild']);
});

/**
 * The local runtime's DynamoDB gate (decision 149) allows what `tableGrants` allows; this holds it
 * to the role: every (table, action, key patterns) the template's statements grant, and no other.
 */
test.each(functions)('%s: the local gate enforces exactly the role’s grants on the tables', (name, f) => {
  const tableIds = Object.fromEntries(
    (Object.keys(stack.storage.tables) as (keyof typeof stack.storage.tables)[]).map((t) => [
      idOf(stack.storage.tables[t]),
      t,
    ]),
  );
  const fromRole = new Set<string>();
  for (const s of statementsOf(name)) {
    for (const resource of [s.Resource].flat() as { 'Fn::GetAtt'?: [string, string] }[]) {
      const table = tableIds[resource?.['Fn::GetAtt']?.[0] ?? ''];
      if (!table) continue;
      for (const action of actions(s))
        fromRole.add(`${table} ${action} ${(leadingKeys(s) ?? ['(any)']).sort().join(',')}`);
    }
  }
  const fromGate = new Set<string>();
  for (const binding of bindingsOf(f, decl))
    if (binding.kind === 'table')
      for (const grant of tableGrants(binding))
        for (const action of grant.actions)
          fromGate.add(`${binding.name} ${action} ${[...(grant.prefixes ?? ['(any)'])].sort().join(',')}`);
  expect([name, [...fromRole].sort()]).toEqual([name, [...fromGate].sort()]);
});
test("every function's grants are its role's own inline policy, never a separate AWS::IAM::Policy (decision 145)", () => {
  const roleIds = new Set(functions.map(([name]) => idOf(stack.functions[name].role)));
  const attached = Object.values(template.findResources('AWS::IAM::Policy')).flatMap((p) =>
    (p.Properties.Roles as { Ref: string }[]).map((r) => r.Ref),
  );
  expect(attached.filter((id) => roleIds.has(id))).toEqual([]);
  for (const [name] of functions) {
    const policies = resources[idOf(stack.functions[name].role)].Properties.Policies as { PolicyName: string }[];
    expect([name, policies.map((p) => p.PolicyName)]).toEqual([name, ['Function']]);
  }
});

/**
 * Decision 148 "Each read-model writer only to its own partitions": grants on the read-model table
 * are per projection area (`infra/read-model-keys.ts`), and a function writes only the areas of the
 * projections it runs, derived here from its sources; the replay alone writes the whole table.
 */
const readModelsId = idOf(stack.storage.tables.readModels);
const onReadModels = (s: Statement) => JSON.stringify(s.Resource).includes(`"${readModelsId}"`);
const readModelAreas = Object.keys(readModelKeyAreas) as ReadModelKeyArea[];
const ITEM_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** A statement on the read-model table reaching `key` (one without a key condition reaches every key). */
const reachesRow = (s: Statement, key: string) =>
  onReadModels(s) && (leadingKeys(s)?.some((p) => likes(p, key)) ?? true);
/** A key in the area: each prefix's wildcard filled. */
const rowKeysOf = (area: ReadModelKeyArea) => readModelKeyAreas[area].prefixes.map((p) => p.replace('*', 'x'));
/** The one function that writes every key: it empties the read models and writes them all again (decision 095). */
const REBUILD = 'jobRebuild';

/**
 * The inline projections by the stream whose commits write their rows, in the commit's own
 * transaction (`functions/store/inline-projections.ts`): the stream rows (`taskRows`, `locationRows`,
 * `equipmentRows`, `noteRows`, `faultReportRows`), the event rows (`completionRows` of Task, the invitations' and the
 * memberships' projections) and the counters (`countChanges`: open tasks, live notes and open fault reports;
 * `namesVersionChanges`: Equipment and Location). A Company commit writes a row only when it
 * creates the company (the directory's `Companies` row), which only the `CreateCompany` command decides.
 */
const INLINE: Record<StreamType, { areas: ReadModelKeyArea[]; only?: RegExp }> = {
  Task: { areas: ['tasks', 'counts'] },
  Location: { areas: ['locations', 'counts'] },
  Equipment: { areas: ['equipment', 'counts'] },
  Note: { areas: ['notes', 'counts'] },
  FaultReport: { areas: ['faultReports', 'counts'] },
  Invitation: { areas: ['invitations'] },
  User: { areas: ['memberships'] },
  Company: { areas: ['memberships'], only: /\{ type: 'CreateCompany', / },
};
/** The bus projections by their handler's module: the function whose entry it is writes its area. */
const BUS: Record<string, ReadModelKeyArea> = {
  'functions/projections/activity.ts': 'activity',
  'functions/projections/statistics.ts': 'statistics',
};

/** Per stream type, the first source file that appends to it (`{ type: 'Task', id: … }` given to prepare or execute). */
function appendedStreams(entry: string): Map<StreamType, string> {
  const found = new Map<StreamType, string>();
  const sources = sourcesOf(entry);
  for (const [file, text] of sources) {
    for (const [, type] of text.matchAll(/\{\s*type:\s*'([A-Z][A-Za-z]+)',\s*id\b/g)) {
      const stream = type as StreamType;
      if (!(streamTypes as readonly string[]).includes(type) || found.has(stream)) continue;
      const only = INLINE[stream].only;
      // The command object a function builds (`{ type: 'CreateCompany', … }`), not the decider's type of it.
      if (only && ![...sources].some(([f, t]) => f.includes('/functions/') && only.test(t))) continue;
      found.set(stream, relative(process.cwd(), file));
    }
  }
  return found;
}

/** The read-model areas a function's own projections write, each with why. */
function derivedWrites(name: string, f: FunctionDecl): Map<ReadModelKeyArea, string> {
  const why = new Map<ReadModelKeyArea, string>();
  if (name === REBUILD) {
    for (const area of readModelAreas) why.set(area, 'the replay writes every projection');
    return why;
  }
  for (const [stream, file] of appendedStreams(f.entry))
    for (const area of INLINE[stream].areas)
      if (!why.has(area)) why.set(area, `appends ${stream} (${file}): its inline projections`);
  const bus = BUS[f.entry];
  if (bus) why.set(bus, `runs the bus projection ${f.entry}`);
  return why;
}

test('every read-model key prefix the projections build lies in exactly the area of its projection', () => {
  const built: [string, ReadModelKeyArea][] = [
    [taskRowKey('c', 't').pk, 'tasks'],
    ...completionRowKeys('c', {
      taskId: 't',
      target: { kind: 'EQUIPMENT', id: 'e' },
      finishedOn: '2027-01-01',
      completionId: 'k',
    }).map((key): [string, ReadModelKeyArea] => [key.pk, 'tasks']),
    [completionPartitions.target('c', { kind: 'LOCATION', id: 'l' }), 'tasks'],
    [locationRowKey('c', 'l').pk, 'locations'],
    [equipmentRowKey('c', 'e').pk, 'equipment'],
    [noteRowKey('c', { kind: 'TASK', id: 't' }, 'n').pk, 'notes'],
    [faultReportRowKey('c', 'f').pk, 'faultReports'],
    [countsKey('c', { kind: 'EQUIPMENT', id: 'e' }).pk, 'counts'],
    [namesVersionItem('c').pk, 'counts'],
    ...invitationKeys({ invitationId: 'i', companyId: 'c', emailAddress: 'a@b.dk' }).map(
      (key): [string, ReadModelKeyArea] => [key.pk, 'invitations'],
    ),
    [membershipKey('u', 'c').pk, 'memberships'],
    [memberKey('c', 'u').pk, 'memberships'],
    [companyDirectoryKey('c').pk, 'memberships'],
    [activityKey('c', '2027', false), 'activity'],
    [activityKey('c', '2027', true), 'activity'],
    [goneKey('c', 'TASK', 't').pk, 'activity'],
    [statsKey('c', '2027-01').pk, 'statistics'],
    [factsPk('c', '2027-01'), 'statistics'],
  ];
  for (const [key, area] of built) {
    const areas = readModelAreas.filter((a) => readModelKeyAreas[a].prefixes.some((p) => likes(p, key)));
    expect([key, areas]).toEqual([key, [area]]);
  }
  // And no two areas share a key: each prefix's sample lies in its own area only.
  for (const area of readModelAreas)
    for (const key of rowKeysOf(area)) {
      const areas = readModelAreas.filter((a) => readModelKeyAreas[a].prefixes.some((p) => likes(p, key)));
      expect([key, areas]).toEqual([key, [area]]);
    }
});

test('the stream rows and counters of each stream lie in the areas the derivation gives that stream', () => {
  const areaOf = (key: string) => readModelAreas.find((a) => readModelKeyAreas[a].prefixes.some((p) => likes(p, key)));
  const envelope = { companyId: 'c', streamId: 's' } as Envelope;
  const edit = (type: string, data: Record<string, unknown> = {}) => ({ type, data }) as unknown as DomainEvent;
  const target = { kind: 'EQUIPMENT', id: 'e' };
  const rows: [StreamRowProjection, DomainEvent][] = [
    [taskRows, edit('TaskDeleted')],
    [locationRows, edit('LocationRenamed')],
    [equipmentRows, edit('EquipmentUpdated')],
    [noteRows, edit('NoteArchiveChanged', { target, noteId: 'n' })],
    [faultReportRows, edit('FaultReportClosed', { reportId: 'f' })],
  ];
  for (const [projection, event] of rows) {
    const key = projection.keyOf(envelope, event)!;
    expect([projection.streamType, INLINE[projection.streamType].areas]).toEqual([
      projection.streamType,
      expect.arrayContaining([areaOf(key.pk)]),
    ]);
  }
  // Counters: a state of each stream type as the counters see it, created by the commit.
  const after = {
    companyId: 'c',
    target,
    item: target,
    status: 'NEW',
    deleted: false,
    completed: false,
    archived: false,
    name: 'n',
  };
  for (const streamType of streamTypes) {
    const changes = [{ streamType, before: null, after }];
    const counted = [...countChanges(changes), ...namesVersionChanges(changes)].map((change) => areaOf(change.pk));
    expect([streamType, INLINE[streamType].areas.includes('counts')]).toEqual([streamType, counted.length > 0]);
    expect([streamType, counted.filter((area) => area !== 'counts')]).toEqual([streamType, []]);
  }
});

test('the read-model table is declared with its key areas, and only the replay takes the whole table', () => {
  expect(decl.tables.readModels.keyAreas).toBe(readModelKeyAreas);
  const whole = functions.filter(([, f]) => f.tables.some((t) => t.wholeTable)).map(([name]) => name);
  expect(whole).toEqual([REBUILD]);
  // Every bus projection's function is a rule's target, and every rule's target a bus projection.
  const targets = decl.rules.map((rule) => rule.target).sort();
  expect(
    functions
      .filter(([, f]) => BUS[f.entry])
      .map(([name]) => name)
      .sort(),
  ).toEqual(targets);
});

test.each(functions)("%s: every read-model grant is scoped to its areas' keys, but the replay's", (name, f) => {
  const declared = f.tables.find((t) => t.name === 'readModels');
  const areas = Object.keys(declared?.keys ?? {}) as ReadModelKeyArea[];
  const prefixes: string[] = areas.flatMap((area) => readModelKeyAreas[area].prefixes);
  for (const s of keyed(name, f).filter(onReadModels)) {
    if (name === REBUILD) {
      // The replay's one grant: every key, to empty the table and write every area.
      expect(leadingKeys(s)).toBeNull();
      continue;
    }
    expect([name, leadingKeys(s)]).not.toEqual([name, null]);
    expect(s.Condition?.Null).toEqual({ 'dynamodb:LeadingKeys': 'false' });
    // Only prefixes of the areas it declares.
    expect([name, leadingKeys(s)!.filter((p) => !prefixes.includes(p))]).toEqual([name, []]);
    // Projections put, update and add; only the replay deletes.
    for (const action of ['dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect([name, action, grants(s, action)]).toEqual([name, action, false]);
    // A statement that writes is one area's, with that area's writes and nothing else.
    const writes = ITEM_WRITES.filter((a) => grants(s, a));
    if (writes.length === 0) continue;
    const area = readModelAreas.find(
      (a) => JSON.stringify(readModelKeyAreas[a].prefixes) === JSON.stringify(leadingKeys(s)),
    );
    expect([name, leadingKeys(s), area]).toEqual([name, leadingKeys(s), expect.any(String)]);
    // (CDK merges the reading statement into it when the function reaches that one area only.)
    const reads: readonly string[] = READ_ACTIONS;
    expect([name, area, actions(s).filter((a) => !reads.includes(a))]).toEqual([
      name,
      area,
      [...readModelKeyAreas[area!].writes],
    ]);
  }
  // One request's batch reads keys of several areas: one statement reads every area it reaches.
  if (declared && name !== REBUILD) {
    const readAll = keyed(name, f).filter(
      (s) =>
        onReadModels(s) && prefixes.every((p) => leadingKeys(s)?.includes(p)) && grants(s, 'dynamodb:BatchGetItem'),
    );
    expect([name, readAll.length]).toEqual([name, 1]);
  }
});

test.each(functions)('%s: writes exactly the read-model areas of the projections it runs', (name, f) => {
  const derived = derivedWrites(name, f);
  const wrong = readModelAreas.flatMap((area) => {
    const writes = rowKeysOf(area).some((key) =>
      statementsOf(name).some((s) => reachesRow(s, key) && ITEM_WRITES.some((a) => grants(s, a))),
    );
    // Every prefix of an area alike: a grant is the whole area's or none of it.
    const all = rowKeysOf(area).every((key) =>
      statementsOf(name).some((s) => reachesRow(s, key) && ITEM_WRITES.some((a) => grants(s, a))),
    );
    const why = derived.get(area) ?? 'no stream it appends and no projection it runs writes there';
    return writes === derived.has(area) && all === writes
      ? []
      : [{ function: name, area, mayWrite: writes, shouldWrite: derived.has(area), why }];
  });
  expect(wrong).toEqual([]);
});
