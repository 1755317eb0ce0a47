import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { captureLogs } from '../../test/support/logs';
import { handler } from './mail-sender';

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
