import type { JobRun } from '../support/contract';
import { as, createEquipment, createLocation, createTask, ok, PUMP } from '../support/api';
import { cet, moveServerClock, setServerClock } from '../support/clocks';
import { newPerson, personWithRole, type Person } from '../support/factories';
import { mailsTo, type Mail } from '../support/mail';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Reminder e-mails (decision 023 "Reminders") through the real job path (schedule → dispatcher →
 * queue → worker → outbox → pipe → reminder mail queue → mail sender, decision 155) and the local
 * mailbox, over two weeks of March 2027:
 *
 * | run (06:00)       | Bo (USER)                          | Cecilie (USER) | Anne, Dan (admins)                 |
 * | Wed 3, twice      | 1: the single task is due today    |                |                                    |
 * | Thu 4             | 1: single overdue, routine due     |                |                                    |
 * | Mon 8 (3 skipped) | 1: routine overdue                 |                | 1 each: the weekly summary         |
 * | Thu 11            |                                    |                | 1 each: overdue for 7 days or more |
 * | Fri 12, twice     | 1: the routine's next deadline due |                |                                    |
 * | Fri 19            |                                    | 1: monthly due |                                    |
 *
 * The task on standby equipment never gives an e-mail.
 */
let rt: TestRuntime;
let anne: Person;
let bo: Person;
let cecilie: Person;
let dan: Person;
let companyId: string;
const ids = { single: '', weekly: '', monthly: '', standby: '' };

const at = (instant: Date) => moveServerClock(rt, instant, [anne, bo, cecilie, dan]);

/** The reminders job at 06:00 on `day`, as the schedule runs it; answers when every company is done. */
async function morning(day: string) {
  await at(cet(day, '06:00'));
  return (await ok(rt.call<JobRun>('POST', '/dev/schedule/reminders'))).result;
}

const reminders = async (p: Person) =>
  (await mailsTo(rt, p.emailAddress)).filter((m) => /^(Påmindelse|Forsinkede opgaver|Ugens overblik)/.test(m.subject));
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries({ anne, bo, cecilie, dan }).map(async ([name, p]) => [name, (await reminders(p)).length]),
    ),
  );
const newest = async (p: Person): Promise<Mail> => (await reminders(p))[0];

beforeAll(async () => {
  rt = await startTestRuntime();
  await setServerClock(rt, cet('2027-03-02', '10:00'));
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  companyId = anne.ownCompanyId;
  [bo, cecilie, dan] = [
    await personWithRole(rt, companyId, 'USER'),
    await personWithRole(rt, companyId, 'USER'),
    await personWithRole(rt, companyId, 'ADMIN'),
  ];
  await at(cet('2027-03-02', '10:00'));
  const pump = await createEquipment(rt, as(anne), { ...PUMP, name: 'Kælderpumpe' });
  const spare = await createEquipment(rt, as(anne), {
    name: 'Reservepumpe',
    make: 'Grundfos',
    model: 'CR 5',
    equipmentId: 'GF-5',
    category: 'Maskine',
    locationName: 'Kælder',
  });
  const storage = await createLocation(rt, as(anne), 'Lager');
  const task = async (body: Record<string, unknown>) =>
    await createTask(rt, as(anne), {
      description: 'Se vejledningen.',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 1,
      files: [],
      ...body,
    });
  ids.single = await task({
    title: 'Ryd op på lageret',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    responsibleId: bo.user.id,
    locationId: storage,
    deadline: '2027-03-03T22:00:00.000Z',
  });
  ids.weekly = await task({
    title: 'Ugentligt eftersyn',
    responsibleId: bo.user.id,
    equipmentId: pump,
    deadline: '2027-03-05T22:00:00.000Z',
  });
  ids.monthly = await task({
    title: 'Månedligt tjek',
    interval: 'MONTHLY',
    notificationPeriod: 7,
    responsibleId: cecilie.user.id,
    equipmentId: pump,
    deadline: '2027-03-26T22:00:00.000Z',
  });
  ids.standby = await task({
    title: 'Tjek reservepumpen',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 0,
    responsibleId: cecilie.user.id,
    equipmentId: spare,
    deadline: '2027-03-03T22:00:00.000Z',
  });
  await ok(rt.call('PATCH', '/api/equipment/standby', { ...as(anne), body: { id: spare, standby: true } }));
  await rt.drain();
}, 120_000);

afterAll(() => rt?.stop());

test('Wednesday, run twice: Bo gets one e-mail about the single task due today; nobody else', async () => {
  const first = await morning('2027-03-03');
  expect(first).toMatchObject({ job: 'reminders', failures: 0 });
  await morning('2027-03-03');
  expect(await counts()).toEqual({ anne: 0, bo: 1, cecilie: 0, dan: 0 });
  const mail = await newest(bo);
  expect(mail.subject).toBe('Påmindelse: Ryd op på lageret');
  expect(mail.text).toContain('Lokation: Lager · Deadline: 3. mar. 2027 · Udføres');
  expect(mail.links).toContain(`${rt.url}/dashboard/${companyId}/tasks/${ids.single}`);
  expect(mail.html).toContain('Skal udføres nu');
});

test('Thursday: one e-mail listing the single task, now overdue, and the routine that became due', async () => {
  await morning('2027-03-04');
  expect(await counts()).toEqual({ anne: 0, bo: 2, cecilie: 0, dan: 0 });
  const mail = await newest(bo);
  expect(mail.subject).toBe(`Påmindelse: 2 opgaver i Åbergs VVS`);
  expect(mail.text).toMatch(
    /SKAL UDFØRES NU\n\n- Ugentligt eftersyn\n {2}Udstyr: Kælderpumpe · Deadline: 5\. mar\. 2027 · Udføres/,
  );
  expect(mail.text).toMatch(
    /FORSINKEDE OPGAVER\n\n- Ryd op på lageret\n {2}Lokation: Lager · Deadline: 3\. mar\. 2027 · Forsinket/,
  );
  expect(mail.links).toEqual(
    expect.arrayContaining([
      `${rt.url}/dashboard/${companyId}/tasks/${ids.single}`,
      `${rt.url}/dashboard/${companyId}/tasks/${ids.weekly}`,
    ]),
  );
});

test('Monday after three skipped days: Bo hears of the missed routine once; the admins get the weekly summary', async () => {
  await morning('2027-03-08');
  expect(await counts()).toEqual({ anne: 1, bo: 3, cecilie: 0, dan: 1 });
  const bos = await newest(bo);
  expect(bos.subject).toBe('Påmindelse: Ugentligt eftersyn');
  expect(bos.text).not.toContain('Ryd op på lageret'); // told on Thursday already
  for (const admin of [anne, dan]) {
    const summary = await newest(admin);
    expect(summary.subject).toBe('Ugens overblik for Åbergs VVS');
    expect(summary.text).toContain(
      'Sidste uge (uge 9): 0 opgaver udført til tiden · 0 udført for sent · 2 overskredne deadlines.',
    );
    expect(summary.text).toContain('Denne uge: 1 deadline.');
    expect(summary.text).toContain('Deadline: 12. mar. 2027 · Planlagt · Ansvarlig: ');
  }
  await morning('2027-03-08');
  expect(await counts()).toEqual({ anne: 1, bo: 3, cecilie: 0, dan: 1 });
});

test('Wednesday a week later (7 calendar days after Wednesday 3 March): the admins hear of the single task, once', async () => {
  await morning('2027-03-09');
  expect(await counts()).toEqual({ anne: 1, bo: 3, cecilie: 0, dan: 1 });
  await morning('2027-03-10');
  expect(await counts()).toEqual({ anne: 2, bo: 3, cecilie: 0, dan: 2 });
  const mail = await newest(dan);
  expect(mail.subject).toBe('Forsinkede opgaver i Åbergs VVS');
  expect(mail.text).toContain('FORSINKET I 7 DAGE ELLER MERE');
  expect(mail.text).toContain('Ryd op på lageret');
  expect(mail.text).not.toContain('Ugentligt eftersyn'); // overdue since Friday 5 March: 5 days
  await morning('2027-03-10');
  expect(await counts()).toEqual({ anne: 2, bo: 3, cecilie: 0, dan: 2 });
  await morning('2027-03-11');
  expect(await counts()).toEqual({ anne: 2, bo: 3, cecilie: 0, dan: 2 });
});

test('a failed send is not lost: the job records the e-mail, the mail sender retries it until SES takes it, once', async () => {
  await at(cet('2027-03-11', '10:00'));
  await ok(rt.call('POST', '/api/task/complete', { ...as(bo, companyId), body: { id: ids.weekly } })); // next deadline Friday 12 March
  await rt.drain();
  const refusedBefore = rt.mailbox.refused;
  rt.mailbox.refuseSends(true); // SES refuses every message
  try {
    // The job's part is the ledger and the outbox (decision 155): it succeeds while SES refuses.
    const result = await morning('2027-03-12');
    expect(result.failures).toBe(0);
    // The mail sender has tried and been refused, and will try again (`GET /dev/mail` would wait for it).
    const deadline = Date.now() + 10_000;
    while (rt.mailbox.refused === refusedBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(rt.mailbox.refused).toBeGreaterThan(refusedBefore);
    const bos = rt.mailbox.list().filter((m) => m.to.includes(bo.emailAddress) && m.subject.startsWith('Påmindelse'));
    expect(bos).toHaveLength(3);
  } finally {
    rt.mailbox.refuseSends(false);
  }
  expect(await counts()).toEqual({ anne: 2, bo: 4, cecilie: 0, dan: 2 });
  const mail = await newest(bo);
  expect(mail.subject).toBe('Påmindelse: Ugentligt eftersyn');
  expect(mail.text).toContain('Deadline: 12. mar. 2027 · Udføres'); // as it stood when the job recorded it
  // Claimed in the ledger with its outbox item: the same morning again mails nothing more.
  await morning('2027-03-12');
  expect(await counts()).toEqual({ anne: 2, bo: 4, cecilie: 0, dan: 2 });
});

test('Cecilie hears of the monthly routine when its 7-day notice begins, once even from two runs at the same moment; the task on standby never', async () => {
  await morning('2027-03-18');
  expect((await counts()).cecilie).toBe(0);
  await at(cet('2027-03-19', '06:00'));
  const runs = await Promise.all([
    ok(rt.call<JobRun>('POST', '/dev/schedule/reminders')),
    ok(rt.call<JobRun>('POST', '/dev/schedule/reminders')),
  ]);
  expect(runs.map((r) => r.result.failures)).toEqual([0, 0]);
  expect((await counts()).cecilie).toBe(1);
  const mail = await newest(cecilie);
  expect(mail.subject).toBe('Påmindelse: Månedligt tjek');
  expect(mail.text).not.toContain('reservepumpen');
});
