import { randomUUID } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, sqsClient } from '../../functions/platform/aws';
import { mailQueueUrl, tableName } from '../../functions/platform/config';
import type { QueuedMail } from '../../functions/mail/outbox';
import { isSuppressed } from '../../functions/mail/mail-suppression';
import { LOCAL_CONFIGURATION_SET } from '../../infra/local/mailbox';
import { as, createLocation, createTask, ok } from '../support/api';
import type { JobRun } from '../support/contract';
import { cet, moveServerClock, setServerClock } from '../support/clocks';
import { grantRole, newPerson, type Person } from '../support/factories';
import { mailsTo, waitForMail } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * E-mail that arrives (decisions 090 "E-mail leaves through a queue", 092 "Bounced addresses", 099
 * "E-mail is recorded with its commit"): a request's e-mail is recorded in its commit's transaction
 * and leaves through the pipe and the mail queue, so SES refusing it does not fail the request and
 * it arrives, once, when SES takes it again; a refused command records none; an address SES reports
 * as bouncing gets no reminders.
 */
let rt: TestRuntime;
let anne: Person;

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, cet('2027-03-02', '10:00'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  // Her welcome is sent before any test makes SES refuse (a refused e-mail waits longer each retry).
  await rt.drain();
}, 120_000);

afterAll(() => rt?.stop());

test('SES refuses: the invitation still answers 201, and the e-mail arrives once SES takes it again, once', async () => {
  const address = `bo.${randomUUID().slice(0, 8)}@eksempel.dk`;
  rt.mailbox.refuseSends(true);
  const refusedBefore = rt.mailbox.refused;
  try {
    const answer = await rt.call('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Bo Bertelsen', emailAddress: address, type: 'USER' },
    });
    expect(answer.status).toBe(201);
    // The sender has tried and been refused (and will try again).
    const deadline = Date.now() + 5_000;
    while (rt.mailbox.refused === refusedBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(rt.mailbox.refused).toBeGreaterThan(refusedBefore);
    // (The mailbox itself: `GET /dev/mail` would wait for the queue, which retries the refused e-mail.)
    expect(rt.mailbox.list().filter((m) => m.to.includes(address))).toEqual([]);
  } finally {
    rt.mailbox.refuseSends(false);
  }
  const mail = await waitForMail(rt, { to: address });
  expect(mail.subject).toBe('Invitation til Åbergs VVS i Servicebogen');
  await rt.drain();
  expect(await mailsTo(rt, address)).toHaveLength(1);
  expect(rt.mailbox.list().find((m) => m.id === mail.id)?.configurationSet).toBe(LOCAL_CONFIGURATION_SET);
});

/** The outbox items of the event table addressed to `to` (the table is small in a test run). */
async function recordedFor(to: string) {
  const items = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName('events'),
        FilterExpression: 'kind = :outbox AND mail.mail.#to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: { ':outbox': 'outbox', ':to': to },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

test('the e-mail is recorded with the commit that decided it, kept until it is sent; a refused invitation records and sends none', async () => {
  const address = `cille.${randomUUID().slice(0, 8)}@eksempel.dk`;
  const invite = () =>
    rt.call('POST', '/api/user/invite', {
      ...as(anne),
      body: { name: 'Cille Carlsen', emailAddress: address, type: 'USER' },
    });
  // While SES refuses, the e-mail cannot be sent, so its outbox item stays to be looked at.
  rt.mailbox.refuseSends(true);
  try {
    expect((await invite()).status).toBe(201);
    // In the table as soon as the request has answered: written in the invitation's own transaction.
    const [recorded] = await recordedFor(address);
    expect(recorded).toMatchObject({ kind: 'outbox', mail: { purpose: 'invitation' } });
    expect(recorded.pk).toBe(`Outbox#${recorded.mail.id}`);
    // Invited again: the decider refuses (409), and nothing more is recorded.
    const again = await invite();
    expect(again.status).toBe(409);
    expect(await recordedFor(address)).toHaveLength(1);
  } finally {
    rt.mailbox.refuseSends(false);
  }
  await rt.drain();
  expect((await mailsTo(rt, address)).map((m) => m.subject)).toEqual(['Invitation til Åbergs VVS i Servicebogen']);
  // Sent: the item (and the secret link it holds) is gone from the table.
  expect(await recordedFor(address)).toEqual([]);
});

test('a queued e-mail delivered twice (SQS is at least once) is sent once', async () => {
  const to = `dobbelt.${randomUUID().slice(0, 8)}@eksempel.dk`;
  const queued: QueuedMail = {
    id: randomUUID(),
    purpose: 'note',
    mail: { to, subject: 'Én gang', text: 'Kun én gang.', html: '<p>Kun én gang.</p>' },
  };
  for (let i = 0; i < 2; i++) {
    await sqsClient().send(new SendMessageCommand({ QueueUrl: mailQueueUrl(), MessageBody: JSON.stringify(queued) }));
  }
  await rt.drain();
  expect((await mailsTo(rt, to)).map((m) => m.subject)).toEqual(['Én gang']);
});

test('an address SES reports as bouncing gets no reminder; another person of the company does', async () => {
  const bouncing = `bounce+${randomUUID().slice(0, 8)}@simulator.amazonses.com`;
  // Sign-up mails a welcome: the simulator bounces it, and the feedback function suppresses the address.
  const bo = await grantRole(
    await newPerson(rt, { name: 'Bo Bertelsen', emailAddress: bouncing }),
    anne.ownCompanyId,
    'USER',
  );
  await rt.drain();
  expect(await isSuppressed(bouncing)).toBe(true);
  expect(await isSuppressed(anne.emailAddress)).toBe(false);

  await moveServerClock(rt, cet('2027-03-02', '10:00'), [anne, bo]);
  const storage = await createLocation(rt, as(anne), 'Lager');
  for (const responsible of [anne, bo]) {
    await createTask(rt, as(anne), {
      title: `Ryd op (${responsible.user.name})`,
      description: 'Se vejledningen.',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      files: [],
      responsibleId: responsible.user.id,
      locationId: storage,
      deadline: '2027-03-03T22:00:00.000Z',
    });
  }
  await rt.drain();
  await moveServerClock(rt, cet('2027-03-03', '06:00'), [anne, bo]);
  const run = (await ok(rt.call<JobRun>('POST', '/dev/schedule/reminders'))).result;
  expect(run.failures).toBe(0);
  await rt.drain();
  const reminders = async (p: Person) =>
    (await mailsTo(rt, p.emailAddress)).filter((m) => m.subject.startsWith('Påmindelse'));
  expect((await reminders(anne)).map((m) => m.subject)).toEqual(['Påmindelse: Ryd op (Anne Åberg)']);
  expect(await reminders(bo)).toEqual([]);
  // Nothing reached the simulator's address at all: the welcome bounced, the reminder was not sent.
  expect(await mailsTo(rt, bouncing)).toEqual([]);
}, 60_000);
