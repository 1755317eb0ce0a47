import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { captureLogs } from '../../test/support/logs';
import { sendMail } from '../mail/mailer';
import type { QueuedMail } from '../mail/outbox';
import { resetClients } from '../platform/aws';
import { handler, sendQueued } from './mail-sender';

jest.mock('../mail/mailer', () => ({ sendMail: jest.fn() }));

/** One SQS record with `body` (what the queue hands the sender). */
const record = (messageId: string, body: string) => ({ messageId, body, attributes: {} }) as unknown as SQSRecord;
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

const mail = { to: 'bo@eksempel.dk', subject: 'Velkommen', text: 'Hej', html: '<p>Hej</p>' };

describe('the mail sender, given what it cannot send', () => {
  const logs = captureLogs();

  it('drops hostile or malformed messages with an error line, and never retries them', async () => {
    const bodies = [
      'not json',
      '{}',
      JSON.stringify({ id: 'm', purpose: 'spam', mail }),
      JSON.stringify({ id: 'x'.repeat(101), purpose: 'welcome', mail }),
      JSON.stringify({ id: 'm', purpose: 'welcome', mail: { ...mail, to: 'x'.repeat(321) } }),
      JSON.stringify({ id: 'm', purpose: 'welcome', mail, correlationId: 'x'.repeat(201) }),
      // A packed e-mail (decision 155) whose content is no gzip.
      JSON.stringify({ id: 'm', purpose: 'reminder', mail: { to: mail.to, subject: 'x', gzip: 'bm90IGd6aXA=' } }),
      JSON.stringify([1, 2, 3]),
      'null',
    ];
    const answer = await handler(event(...bodies.map((body, i) => record(`r${i}`, body))));
    expect(answer).toEqual({ batchItemFailures: [] });
    const lines = logs().filter((l) => l.level === 'error');
    expect(lines.map((l) => [l.message, l.messageId])).toEqual(
      bodies.map((_, i) => ['malformed mail dropped', `r${i}`]),
    );
  });

  it('returns a well-formed message it could not send to the queue (no store here), alone', async () => {
    const answer = await handler(
      event(record('bad', 'not json'), record('good', JSON.stringify({ id: 'm1', purpose: 'welcome', mail }))),
    );
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: 'good' }] });
  });
});

/**
 * A write whose answer never came (the store went away mid-call) may or may not have happened
 * (decision 160 "A sender takes back its own claim"): the same container's next delivery of the
 * e-mail takes back its own claim, or marks a sent e-mail sent without sending it again.
 */
describe('the mail sender, given a write whose answer was lost', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  const sent = jest.mocked(sendMail);
  const at = new Date('2027-03-03T08:00:00.000Z');
  const lost = () => Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
  const taken = () => new ConditionalCheckFailedException({ message: 'taken', $metadata: {} });
  const queued = (id: string): QueuedMail => ({ id, purpose: 'welcome', mail });
  type PutInput = { Item: { claim: string }; ExpressionAttributeValues: Record<string, unknown> };
  const puts = () => ddb.commandCalls(PutCommand).map((c) => c.args[0].input as unknown as PutInput);

  beforeAll(() => {
    process.env.EVENTS_TABLE = 'events';
    resetClients();
  });
  beforeEach(() => {
    ddb.reset();
    sent.mockReset().mockResolvedValue('sent');
  });

  it('when the claim went in but its answer was lost, the next delivery takes the claim back and sends once', async () => {
    ddb.on(PutCommand).rejectsOnce(lost()).rejects(taken());
    ddb.on(GetCommand).resolves({ Item: { state: 'sending' } });
    await expect(sendQueued(queued('m1'), at)).rejects.toThrow('socket hang up');
    // A second delivery sees the claim; only the token the first wrote opens it.
    ddb
      .on(PutCommand)
      .callsFake((input: PutInput) =>
        input.ExpressionAttributeValues[':ours'] === puts()[0].Item.claim ? {} : Promise.reject(taken()),
      );
    ddb.on(UpdateCommand).resolves({});
    ddb.on(DeleteCommand).resolves({});
    expect(await sendQueued(queued('m1'), at)).toBe('sent');
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('when SES took the e-mail but the sent mark was lost, the next delivery marks it and sends nothing', async () => {
    ddb.on(PutCommand).resolves({});
    ddb.on(UpdateCommand).rejectsOnce(lost()).resolves({});
    ddb.on(DeleteCommand).resolves({});
    await expect(sendQueued(queued('m2'), at)).rejects.toThrow('socket hang up');
    expect(await sendQueued(queued('m2'), at)).toBe('sent');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(puts()).toHaveLength(1);
  });

  it("another delivery's claim, or one this container has no token for, is left alone until it lapses", async () => {
    ddb.on(PutCommand).rejects(taken());
    ddb.on(GetCommand).resolves({ Item: { state: 'sending' } });
    await expect(sendQueued(queued('m3'), at)).rejects.toThrow('is being sent by another delivery');
    // Without a claim of its own, the condition names the attempt's new token, which nothing holds.
    expect(puts()[0].ExpressionAttributeValues[':ours']).toBe(puts()[0].Item.claim);
    expect(sent).not.toHaveBeenCalled();
  });
});
