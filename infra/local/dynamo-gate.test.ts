import { allows, checksOf, refusal, type Grants } from './dynamo-gate';

/**
 * The local runtime's IAM on DynamoDB (decision 149): given a function's grants, when a request
 * comes, then it passes or is refused as IAM would decide.
 */
const pk = () => 'pk';
const S = (value: string) => ({ S: value });
/** Appends tasks: reads streams and tallies, puts `Task#`, updates the tallies a task joins. */
const grants: Grants = new Map([
  [
    'events',
    [
      {
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
        prefixes: ['Task#*', 'User#*', 'Tally#*', 'Session#*'],
      },
      { actions: ['dynamodb:ConditionCheckItem'], prefixes: ['Task#*', 'User#*', 'Tally#*'] },
      { actions: ['dynamodb:PutItem'], prefixes: ['Task#*'] },
      { actions: ['dynamodb:UpdateItem'], prefixes: ['Tally#User#*', 'Tally#Equipment#*'] },
    ],
  ],
  ['readModels', [{ actions: ['dynamodb:Query', 'dynamodb:Scan'], prefixes: null }]],
]);
const decide = (operation: string, body: object) => refusal(grants, checksOf(operation, body, pk));

describe('a function that appends tasks', () => {
  it('puts a task commit, and is refused a person’s commit (a forged role)', () => {
    expect(decide('PutItem', { TableName: 'events', Item: { pk: S('Task#t1'), sk: { N: '1' } } })).toBeNull();
    expect(decide('PutItem', { TableName: 'events', Item: { pk: S('User#u1'), sk: { N: '2' } } })).toMatchObject({
      action: 'dynamodb:PutItem',
      keys: ['User#u1'],
    });
  });

  it('checks each action of a transaction on its own item', () => {
    const transaction = (extra: object) => ({
      TransactItems: [
        { Put: { TableName: 'events', Item: { pk: S('Task#t1'), sk: { N: '1' } } } },
        { Update: { TableName: 'events', Key: { pk: S('Tally#User#u1'), sk: { N: '0' } } } },
        { ConditionCheck: { TableName: 'events', Key: { pk: S('User#u1'), sk: { N: '4' } } } },
        extra,
      ],
    });
    expect(decide('TransactWriteItems', transaction({}))).toBeNull();
    // Updating a commit, or a tally no task joins, is refused.
    expect(
      decide(
        'TransactWriteItems',
        transaction({ Update: { TableName: 'events', Key: { pk: S('Task#t1'), sk: { N: '1' } } } }),
      ),
    ).toMatchObject({ action: 'dynamodb:UpdateItem', keys: ['Task#t1'] });
    expect(
      decide(
        'TransactWriteItems',
        transaction({ Update: { TableName: 'events', Key: { pk: S('Tally#Company#c1'), sk: { N: '0' } } } }),
      ),
    ).toMatchObject({ keys: ['Tally#Company#c1'] });
  });

  it('reads a batch whose keys are all under one statement, and not one that reaches beyond', () => {
    const batch = (keys: string[]) => ({
      RequestItems: { events: { Keys: keys.map((k) => ({ pk: S(k), sk: { N: '0' } })) } },
    });
    expect(decide('BatchGetItem', batch(['Session#s', 'User#u1']))).toBeNull();
    expect(decide('BatchGetItem', batch(['Session#s', 'Email#a@b.dk']))).toMatchObject({
      action: 'dynamodb:BatchGetItem',
    });
  });

  it('queries by the partition key of the key condition, named or not', () => {
    const query = (expression: string, names?: object) => ({
      TableName: 'events',
      KeyConditionExpression: expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':p': S('Task#t1'), ':s': { N: '1' } },
    });
    expect(decide('Query', query('pk = :p AND sk >= :s'))).toBeNull();
    expect(decide('Query', query('#k = :p', { '#k': 'pk' }))).toBeNull();
    // No partition key in the condition: no leading key, which a keyed statement never allows.
    expect(decide('Query', query('sk >= :s'))).toMatchObject({ action: 'dynamodb:Query', keys: [] });
  });

  it('scans only where a statement names no keys, and does nothing it was not granted', () => {
    expect(decide('Scan', { TableName: 'readModels' })).toBeNull();
    expect(decide('Scan', { TableName: 'events' })).not.toBeNull();
    expect(decide('DeleteItem', { TableName: 'readModels', Key: { pk: S('Tasks#c1'), sk: S('t1') } })).not.toBeNull();
    expect(allows(grants, { action: 'dynamodb:GetItem', table: 'other', keys: ['Task#t1'] })).toBe(false);
  });
});
