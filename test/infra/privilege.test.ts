import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { tallyHoldersOf } from '../../domain/shared/tallies';
import { streamTypes, type StreamType } from '../../events/envelope';
import { bindingsOf, tableGrants } from '../../infra/bindings';
import * as decl from '../../infra/declaration';
import type { FunctionDecl } from '../../infra/declaration-types';
import { eventKeyAreas, type EventKeyArea } from '../../infra/event-keys';
import { build, inlineStatementsOf } from './build';

/**
 * Decision 086 "Least privilege on the event store": every role's statements, walked generically,
 * against what each function's own sources (its entry and everything it imports) use.
 */

const { stack } = build('prod');
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
/** Whether a StringLike pattern matches `key`. */
const likes = (pattern: string, key: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(key);
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
    expect(onOutbox('dynamodb:PutItem')).toBe(uses(f.entry, /\brecordedMail\(/, ['functions/lib/outbox.ts']));
    expect(onOutbox('dynamodb:DeleteItem')).toBe(name === 'mailSender');
    expect(onOutbox('dynamodb:UpdateItem')).toBe(false);
  },
);

test.each(functions)('%s: e-mail claims (password hashes) only if its sources use them', (name, f) => {
  const reachesClaims = keyed(name, f).some((s) => reaches(s, sampleKey('credentials')));
  expect(reachesClaims).toBe(uses(f.entry, /\bemailClaimKey\b/, ['functions/lib/accounts.ts']));
});

test.each(functions)('%s: sessions written only if its sources create, renew or revoke them', (name, f) => {
  const writes = statementsOf(name).some(
    (s) =>
      reaches(s, sampleKey('sessions')) &&
      ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'].some((a) => grants(s, a)),
  );
  expect(writes).toBe(
    uses(f.entry, /\b(createSession|renewSession|revokeSession|revokeAllSessions)\(/, ['functions/lib/sessions.ts']),
  );
  // The guard reads sessions for every route; nothing else reads them.
  const reads = statementsOf(name).some((s) => reaches(s, sampleKey('sessions')) && grants(s, 'dynamodb:BatchGetItem'));
  expect(reads).toBe((f.routes ?? []).length > 0);
});

test.each(functions)('%s: links, throttles and the reminders ledger only where its sources use them', (name, f) => {
  const areas: [EventKeyArea, string][] = [
    ['links', 'functions/lib/links.ts'],
    ['throttle', 'functions/lib/throttle.ts'],
    ['reminders', 'functions/lib/reminders/ledger.ts'],
    ['calendarFeeds', 'functions/lib/calendar-feeds.ts'],
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

test('the anonymous function appends a fault report (a note) and nothing else; only the replay recounts tallies', () => {
  expect(appendsOf(decl.functions.apiPublic)).toEqual(['Note']);
  expect(tallyHoldersOf(['Note'])).toEqual([]);
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
