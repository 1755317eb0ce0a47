import { randomUUID } from 'node:crypto';
import { MAX_RECORDED_MAIL_BYTES, openMail, outboxItem, RecordedMail, recordedMail } from './outbox';

/** Large e-mails are packed in the outbox (decision 155 "Every e-mail through the outbox"). */
const at = '2027-03-03T05:00:00.000Z';
const lines = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p>Opgave ${i}: <a href="https://servicebogen.dk/t/${randomUUID()}">åbn</a></p>`,
  ).join('\n');

test('an e-mail of the usual size is recorded as it is', () => {
  const mail = recordedMail({ to: 'bo@eksempel.dk', subject: 'Velkommen', text: 'Hej', html: '<p>Hej</p>' }, 'welcome');
  expect(outboxItem(mail, at).mail).toEqual(mail);
  expect(openMail(mail)).toEqual(mail);
});

test('a large one is gzipped, still an e-mail the enrichment and the sender accept, and opens to itself', () => {
  const html = lines(3_000);
  expect(Buffer.byteLength(html)).toBeGreaterThan(256 * 1024);
  const mail = recordedMail(
    { to: 'bo@eksempel.dk', subject: 'Påmindelse: 3000 opgaver', text: 'Hej', html },
    'reminder',
  );
  const recorded = outboxItem(mail, at).mail;
  expect(recorded.mail).toEqual({
    to: 'bo@eksempel.dk',
    subject: 'Påmindelse: 3000 opgaver',
    gzip: expect.any(String),
  });
  expect(Buffer.byteLength(JSON.stringify(recorded))).toBeLessThanOrEqual(MAX_RECORDED_MAIL_BYTES);
  expect(RecordedMail.parse(JSON.parse(JSON.stringify(recorded)))).toEqual(recorded);
  expect(openMail(recorded)).toEqual(mail);
});

test('one too large even packed is refused, rather than held up in the pipe', () => {
  const random = Array.from({ length: 8_000 }, () => randomUUID()).join(' ');
  const mail = recordedMail({ to: 'bo@eksempel.dk', subject: 'For stor', text: random, html: random }, 'reminder');
  expect(() => outboxItem(mail, at)).toThrow(/too large for the outbox/);
});
