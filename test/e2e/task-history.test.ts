import type { Download } from 'playwright-core';
import { as, createEquipment, createLocation, createTask, inviteAndAcceptByApi, logInByApi, ok } from '../support/api';
import { axeViolations } from '../support/axe';
import { installClock, setServerClock } from '../support/clocks';
import { downloadedBytes, expectVisible, field, logIn, secondBrowser, useJourney, visibleCount } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * Task history (issue 12, spec 001 "Task history", "Equipment", §9): the sidebar's
 * 'Opgavehistorik' opens the year's completions, another year is picked, and both the year and
 * one task's history download as CSV files that Danish Excel opens (BOM, ';'), with a
 * formula-like title made inert. The equipment's Historik tab shows its completions: with links for
 * an admin, as plain text for an ordinary user, whose empty state asks them to come back later.
 */
const j = useJourney();
let owner: Awaited<ReturnType<typeof signUp>>;
let pumpId: string;
let weeklyId: string;
let drillId: string;
let singleId: string;
const WEEKLY = '=Smøring af pumpe';
const SINGLE = 'Ryd op på lageret';

/** Moves the server's clock; sessions live by that clock, so the owner logs in again. */
async function at(iso: string) {
  await setServerClock(j.rt, new Date(iso));
  owner.token = await logInByApi(j.rt, owner.payload.user);
}

beforeAll(async () => {
  const { rt } = j;
  await setServerClock(rt, new Date('2026-12-20T10:00:00.000Z'));
  owner = await signUp(rt, { name: 'Åse Ørsted', company: 'Ørsteds Æblemost' });
  const equipment = { category: 'Maskine', locationName: 'Kælder' };
  pumpId = await createEquipment(rt, as(owner), {
    ...equipment,
    make: 'Grundfos',
    model: 'CR 10',
    equipmentId: 'GF-10',
  });
  drillId = await createEquipment(rt, as(owner), {
    ...equipment,
    make: 'Makita',
    model: 'DHP 484',
    equipmentId: 'MK-1',
    category: 'Værktøj',
  });
  const storage = await createLocation(rt, as(owner), 'Lager');
  const task = (body: object) =>
    createTask(rt, as(owner), { description: 'Se tjeklisten.', responsibleId: owner.user.id, files: [], ...body });
  weeklyId = await task({
    title: WEEKLY,
    type: 'CYCLICAL',
    interval: 'WEEKLY',
    notificationPeriod: 2,
    equipmentId: pumpId,
    deadline: '2026-12-22T22:00:00.000Z',
  });
  singleId = await task({
    title: SINGLE,
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 7,
    locationId: storage,
    deadline: '2027-01-05T22:00:00.000Z',
  });
  await at('2026-12-23T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(owner), body: { id: weeklyId } }));
  await at('2027-01-04T10:00:00.000Z');
  await ok(rt.call('POST', '/api/task/complete', { ...as(owner), body: { id: weeklyId } }));
  await ok(rt.call('POST', '/api/task/complete', { ...as(owner), body: { id: singleId } }));
  await rt.drain();
  await installClock(j.page, rt, new Date('2027-01-04T11:00:00.000Z'));
  await logIn(j.page, rt, owner.payload.user);
}, 120_000);

/** The downloaded file's name and text. */
async function download(name: string): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([
    j.page.waitForEvent('download') as Promise<Download>,
    j.page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { fileName: file.suggestedFilename(), text: (await downloadedBytes(file)).toString('utf8') };
}

const row = (title: string) =>
  j.page.getByRole('row').filter({ has: j.page.getByRole('link', { name: title, exact: true }) });

test("the sidebar's 'Opgavehistorik' opens this year's completions, with links to the task and the responsible", async () => {
  await j.page
    .getByRole('navigation', { name: 'Hovedmenu' })
    .getByRole('link', { name: 'Opgavehistorik', exact: true })
    .click();
  await j.page.waitForURL(/\/tasks\/history$/);
  await expectVisible(j.page.getByRole('heading', { name: 'Opgavehistorik', level: 1, exact: true }));
  expect(await field(j.page, 'År').inputValue()).toBe('2027');
  await expectVisible(row(SINGLE));
  await expectVisible(row(WEEKLY).filter({ hasText: 'Grundfos' }));
  expect(await visibleCount(j.page.getByText('Opgaven findes ikke'))).toBe(0);
  await expectVisible(row(SINGLE).getByRole('link', { name: 'Åse Ørsted', exact: true }));
  expect(await row(SINGLE).getByRole('link', { name: 'Åse Ørsted', exact: true }).getAttribute('href')).toBe(
    `/dashboard/${owner.companyId}/users/${owner.user.id}`,
  );
  expect(await axeViolations(j.page)).toEqual([]);
});

test("the year's CSV: BOM, ';', Danish headers and letters, late ja/nej, the formula-like title inert", async () => {
  const { fileName, text } = await download('Download 2027 som CSV');
  expect(fileName).toBe('opgavehistorik-2027.csv');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
  expect(header).toBe('Opgave;Udført;Deadline;Ansvarlig;Type;Udstyr/Lokation;Forsinket');
  expect(rows.sort()).toEqual([
    `'=Smøring af pumpe;2027-01-04;2026-12-29;Åse Ørsted;Rutine;${rows.find((r) => r.startsWith("'="))!.split(';')[5]};ja`,
    'Ryd op på lageret;2027-01-04;2027-01-05;Åse Ørsted;Enkelt;Lager;nej',
  ]);
  expect(rows.find((r) => r.startsWith("'="))).toContain('(GF-10)');
});

test('another year shows its own completions and downloads as its own file', async () => {
  await field(j.page, 'År').selectOption('2026');
  await expectVisible(j.page.getByRole('cell', { name: '23. dec. 2026', exact: true }));
  expect(await visibleCount(row(SINGLE))).toBe(0);
  const { fileName, text } = await download('Download 2026 som CSV');
  expect(fileName).toBe('opgavehistorik-2026.csv');
  expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
  expect(text).toContain("'=Smøring af pumpe;2026-12-23;2026-12-22;Åse Ørsted;Rutine;");
});

test("a task's Historik tab downloads that task's history", async () => {
  await row(WEEKLY).first().getByRole('link', { name: WEEKLY, exact: true }).click();
  await j.page.waitForURL(new RegExp(`/tasks/${weeklyId}$`));
  await j.page.getByRole('link', { name: 'Historik', exact: true }).click();
  await j.page.waitForURL(/\/history$/);
  await expectVisible(j.page.getByRole('cell', { name: '23. dec. 2026', exact: true }));
  const { fileName, text } = await download('Download som CSV');
  expect(fileName).toBe('opgavehistorik-smøring-af-pumpe.csv');
  expect(text).toBe(
    "\uFEFFOpgave;Udført;Deadline;Ansvarlig;Type\r\n'=Smøring af pumpe;2027-01-04;2026-12-29;Åse Ørsted;Rutine\r\n'=Smøring af pumpe;2026-12-23;2026-12-22;Åse Ørsted;Rutine\r\n",
  );
  expect(await axeViolations(j.page)).toEqual([]);
});

test("the equipment's Historik tab lists the completions done on it", async () => {
  await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${pumpId}/history`);
  await expectVisible(j.page.getByRole('heading', { name: 'Historik', exact: true }));
  await expectVisible(row(WEEKLY));
  expect(await visibleCount(row(WEEKLY))).toBe(2);
  expect(await visibleCount(j.page.getByText(SINGLE))).toBe(0);
  expect(await axeViolations(j.page)).toEqual([]);
});

test("a completed single task offers 'Kopiér' but no 'Rediger', and its edit page says why; a routine's edit form shows the type disabled", async () => {
  const tasks = `${j.rt.url}/dashboard/${owner.companyId}/tasks`;
  await j.page.goto(`${tasks}/${singleId}`);
  await expectVisible(j.page.getByRole('heading', { level: 1, name: SINGLE }));
  await expectVisible(j.page.getByRole('link', { name: 'Kopiér', exact: true }));
  expect(await visibleCount(j.page.getByRole('link', { name: 'Rediger', exact: true }))).toBe(0);
  await j.page.goto(`${tasks}/update/${singleId}`);
  await expectVisible(
    j.page.getByText('Opgaven er udført og afsluttet, så den kan ikke redigeres. Kopiér den for at lave en ny.'),
  );
  expect(await visibleCount(j.page.getByRole('button', { name: 'Gem ændringer' }))).toBe(0);

  await j.page.goto(`${tasks}/update/${weeklyId}`);
  await expectVisible(j.page.getByText('Opgaven er en rutine. Typen kan ikke ændres.'));
  for (const name of ['Rutine', 'Enkelt'])
    expect(await j.page.getByRole('radio', { name, exact: true }).isDisabled()).toBe(true);
  expect(await j.page.getByRole('radio', { name: 'Rutine', exact: true }).isChecked()).toBe(true);
  expect(await axeViolations(j.page)).toEqual([]);
});

test("an ordinary user reads the equipment's history as plain text, and is asked to come back later where there is none", async () => {
  const bo = { name: 'Bo Ærbø', emailAddress: 'bo.aerboe@eksempel.dk', password: 'hemmeligt-password' };
  await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, bo);
  const second = await secondBrowser();
  try {
    const boPage = second.page;
    await installClock(boPage, j.rt, new Date('2027-01-04T12:00:00.000Z'));
    await logIn(boPage, j.rt, bo);
    await boPage.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${pumpId}/history`);
    const rows = boPage.getByRole('row').filter({ hasText: WEEKLY });
    await expectVisible(rows.first());
    expect(await visibleCount(rows)).toBe(2);
    expect(await rows.first().innerText()).toContain('Åse Ørsted');
    expect(await visibleCount(boPage.getByRole('link', { name: WEEKLY }))).toBe(0);
    expect(await visibleCount(boPage.getByRole('link', { name: 'Åse Ørsted' }))).toBe(0);
    expect(await axeViolations(boPage)).toEqual([]);

    await boPage.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${drillId}/history`);
    await expectVisible(
      boPage.getByText('Der er ingen historik endnu. Kom tilbage senere, når der er udført opgaver på udstyret.'),
    );
    expect(await axeViolations(boPage)).toEqual([]);
  } finally {
    await second.browser.close();
  }
});
