import { marshall } from '@aws-sdk/util-dynamodb';
import { outboxItem, recordedMail } from '../mail/outbox';
import { handler, type StreamRecord } from './enrich';

/** The enrichment's handling of outbox items (decision 099 "E-mail is recorded with its commit"). */
const recordOf = (item: Record<string, unknown>, eventName = 'INSERT'): StreamRecord => ({
  eventName,
  dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) },
});

const mail = recordedMail(
  { to: 'bo@eksempel.dk', subject: 'Ny note til dig', text: 'Hej Bo.', html: '<p>Hej Bo.</p>' },
  'note',
);

test('an outbox item becomes one MailRecorded event carrying the e-mail', async () => {
  const out = await handler([recordOf({ ...outboxItem(mail, '2027-03-02T09:00:00.000Z') })]);
  expect(out).toEqual([{ type: 'MailRecorded', at: '2027-03-02T09:00:00.000Z', mail }]);
});

test('the outbox item leaving by TTL (REMOVE) sends nothing again', async () => {
  expect(await handler([recordOf({ ...outboxItem(mail, '2027-03-02T09:00:00.000Z') }, 'REMOVE')])).toEqual([]);
});

test.each([
  ['no e-mail at all', { pk: 'Outbox#x', sk: 0, kind: 'outbox' }],
  [
    'an e-mail without an address',
    { pk: 'Outbox#x', sk: 0, kind: 'outbox', mail: { ...mail, mail: { ...mail.mail, to: '' } } },
  ],
  ['an unknown purpose', { pk: 'Outbox#x', sk: 0, kind: 'outbox', mail: { ...mail, purpose: 'spam' } }],
  ['an e-mail that is a string', { pk: 'Outbox#x', sk: 0, kind: 'outbox', mail: 'hello' }],
])('a malformed outbox item (%s) is dropped, not retried for ever', async (_, item) => {
  expect(await handler([recordOf(item)])).toEqual([]);
});
