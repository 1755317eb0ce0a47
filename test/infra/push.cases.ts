import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import * as decl from '../../infra/declaration';
import { apiRoutesOf, type FunctionDecl } from '../../infra/declaration-types';
import { stageFromContext, stages } from '../../infra/stages';
import { ENV } from '../../functions/platform/config';
import { build, built, inlineStatementsOf } from './build';

/**
 * Reminders as push (decision 171): the VAPID key pair's secret, read only by the function that
 * sends pushes; the public key given to the functions that serve or send pushes; the push devices'
 * key area granted to those two only; the push routes one greedy API route.
 */
const { stack } = built('dev');
const template = Template.fromStack(stack);
const { Resources: resources } = template.toJSON();
const idOf = (c: IConstruct) => stack.getLogicalId(c.node.defaultChild as CfnElement);
const functions = Object.entries(decl.functions as Record<string, FunctionDecl>);
type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };
const statementsOf = (name: string) => inlineStatementsOf<Statement>(stack, resources, stack.functions[name].role);
const envOf = (name: string) => resources[idOf(stack.functions[name].fn)].Properties.Environment.Variables;

test('the VAPID secret: a placeholder until set by hand, kept with a prod stack', () => {
  const secret = resources[idOf(stack.pushSecret)];
  expect(secret.Type).toBe('AWS::SecretsManager::Secret');
  expect(secret.Properties.GenerateSecretString).toMatchObject({
    SecretStringTemplate: JSON.stringify({ publicKey: '', privateKey: '' }),
    GenerateStringKey: 'placeholder',
  });
  const prod = Template.fromStack(built('prod').stack).toJSON().Resources as Record<string, Record<string, unknown>>;
  const prodSecret =
    prod[built('prod').stack.getLogicalId(built('prod').stack.pushSecret.node.defaultChild as CfnElement)];
  expect(prodSecret.DeletionPolicy).toBe('Retain');
});

test('only the reminders job may read the VAPID secret, and only it is told where it is', () => {
  const secretId = idOf(stack.pushSecret);
  const readers = functions
    .filter(([name]) =>
      statementsOf(name).some(
        (s) =>
          [s.Action].flat().includes('secretsmanager:GetSecretValue') && JSON.stringify(s.Resource).includes(secretId),
      ),
    )
    .map(([name]) => name);
  expect(readers).toEqual(['jobReminders']);
  const told = functions.filter(([name]) => ENV.pushSecret in envOf(name)).map(([name]) => name);
  expect(told).toEqual(['jobReminders']);
  expect(envOf('jobReminders')[ENV.pushSecret]).toEqual({ Ref: secretId });
});

test('the public key goes to the functions that serve or send pushes; a stage without one has push off', () => {
  const told = functions.filter(([name]) => ENV.pushPublicKey in envOf(name)).map(([name]) => name);
  expect(told.sort()).toEqual(['apiCalendar', 'jobReminders']);
  expect(stages.dev.vapidPublicKey).toBeUndefined();
  expect(envOf('apiCalendar')[ENV.pushPublicKey]).toBe('');
  const key = `B${'A'.repeat(86)}`;
  const withKey = build('dev', { vapidPublicKey: key }).stack;
  const vars = (name: string) =>
    Template.fromStack(withKey).toJSON().Resources[
      withKey.getLogicalId(withKey.functions[name].fn.node.defaultChild as CfnElement)
    ].Properties.Environment.Variables;
  expect(vars('apiCalendar')[ENV.pushPublicKey]).toBe(key);
  expect(vars('jobReminders')[ENV.pushPublicKey]).toBe(key);
});

test('the context vapidPublicKey sets the stage’s key, and a malformed one is refused', () => {
  const key = `B${'x'.repeat(86)}`;
  const context = (extra: Record<string, unknown>) => (k: string) => ({ stage: 'dev', ...extra })[k];
  expect(stageFromContext(context({ vapidPublicKey: key })).vapidPublicKey).toBe(key);
  expect(() => stageFromContext(context({ vapidPublicKey: 'not-a-key' }))).toThrow(/vapidPublicKey/);
});

test('the push devices’ keys are reached by the function serving the push routes and the reminders job only', () => {
  const reach = functions
    .filter(([name]) =>
      statementsOf(name).some((s) =>
        JSON.stringify(s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? []).includes(
          'PushDevices#*',
        ),
      ),
    )
    .map(([name]) => name);
  expect(reach.sort()).toEqual(['apiCalendar', 'jobReminders']);
  // Written with puts and deletes (a transaction's), never updated.
  for (const name of reach) {
    const writes = statementsOf(name).filter(
      (s) =>
        JSON.stringify(s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? []).includes(
          'PushEndpoint#*',
        ) && ![s.Action].flat().includes('dynamodb:GetItem'),
    );
    expect([name, writes.flatMap((s) => [s.Action].flat()).sort()]).toEqual([
      name,
      ['dynamodb:DeleteItem', 'dynamodb:PutItem'],
    ]);
  }
});

test('the push routes are one API route, ANY /api/push/{proxy+}, to the function that serves them', () => {
  const pushRoutes = decl.allRoutes.filter((r) => r.path.startsWith('/api/push/'));
  expect(pushRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
    'DELETE /api/push/subscriptions',
    'GET /api/push/key',
    'GET /api/push/subscriptions',
    'POST /api/push/subscriptions',
  ]);
  expect(new Set(pushRoutes.map((r) => r.fn))).toEqual(new Set(['apiCalendar']));
  template.resourcePropertiesCountIs('AWS::ApiGatewayV2::Route', { RouteKey: Match.stringLikeRegexp('/api/push') }, 1);
  template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /api/push/{proxy+}' });
  expect(() => apiRoutesOf(decl.functions.apiCalendar.routes, ['/api/nothing'])).toThrow(/serves no declared route/);
});
