import type { Locator, Page } from 'playwright-core';
import { cet, installClock, moveClocks } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, useBrowser, useJourney, visibleCount } from '../support/e2e';
import { signUp } from '../support/runtime';
import { PUMP } from '../support/api';

/**
 * Routines (spec 001 §4, §5; decisions.md "Completing a task", "Time"): with the server's and the
 * browser's clocks moved together, an admin creates a weekly routine due on a Friday, sees it
 * become Udføres and Forsinket, completes it late with a note and finds the next deadline on the
 * following Friday, the lateness in the history and the note under Noter; and a monthly routine
 * from 31 January in a leap year moves to 29 February and then to 31 March (no month-end drift).
 */
const j = useJourney();

const sidebar = (p: Page, name: string) => p.getByRole('navigation').getByRole('link', { name, exact: true });
/** The value beside a term of the task's facts ('Deadline', 'Interval', ...). */
const detail = (p: Page, term: string) => p.locator(`dt:text-is("${term}") + dd`);
/** The status badge beside the task's title. */
const status = (p: Page) => p.locator('h1 + span');
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function expectDetail(p: Page, term: string, value: string) {
  await expectVisible(detail(p, term).filter({ hasText: exactly(value) }));
}

async function expectStatus(p: Page, label: string) {
  await expectVisible(status(p).filter({ hasText: exactly(label) }));
}

/** The text of the option a select shows. */
const selectedText = (select: Locator) =>
  select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text ?? null);

/** Opens the task page again after the clocks moved, as a person coming back to it would. */
async function reopen(p: Page, url: string, title: string) {
  await p.goto(url);
  await expectVisible(p.getByRole('heading', { level: 1, name: title }));
}

/**
 * Completes the task through 'Udfør opgave' (with a note when given) and returns the toast's text.
 */
async function completeTask(p: Page, note?: string) {
  await p.getByRole('button', { name: 'Udfør opgave', exact: true }).click();
  const dialog = p.getByRole('dialog', { name: 'Udfør opgave' });
  await dialog.waitFor({ state: 'visible' });
  if (note) await dialog.getByLabel('Note', { exact: true }).fill(note);
  await dialog.getByRole('button', { name: 'Markér som udført' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return closeToast(p, 'Opgaven blev udført');
}

/** The rows of the task's history table as the person reads them (cells hidden on this screen left out). */
async function historyRows(p: Page) {
  const table = p.getByRole('table', { name: 'Opgavens udførsler' });
  await table.waitFor({ state: 'visible' });
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim()));
  return texts;
}

describe('a weekly routine due on a Friday, completed late', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let taskUrl = '';
  const title = 'Ugentligt eftersyn af pumpen';
  const noteText = 'Pakningen var utæt og er skiftet.';

  beforeAll(async () => {
    // Monday 25 January 2027, 10:00 in Copenhagen, on both clocks; the session starts then.
    await installClock(j.page, j.rt, cet('2027-01-25', '10:00'));
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    const created = await j.rt.call('POST', '/api/equipment', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: PUMP,
    });
    if (created.status !== 201) throw new Error(`equipment: ${created.status} ${JSON.stringify(created.body)}`);
  });

  it('the create form stays disabled until valid; Enkelt hides Interval and Rutine picks Hver dag again', async () => {
    await logIn(j.page, j.rt, owner.payload.user);
    await sidebar(j.page, 'Tilføj opgave').click();
    await j.page.waitForURL(/\/tasks\/create$/);
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Tilføj opgave' }));
    const submit = j.page.getByRole('button', { name: 'Opret opgave' });
    await submit.waitFor({ state: 'visible' });
    expect(await submit.isDisabled()).toBe(true);

    await j.page.getByRole('radio', { name: 'Udstyr', exact: true }).check();
    await field(j.page, 'Vælg udstyr').selectOption({ label: 'Grundfos CR 10 (GF-10)' });
    await field(j.page, 'Titel').fill(title);
    await field(j.page, 'Beskrivelse').fill('Tjek tryk, lyd og pakninger. Skriv aflæsningen i noten.');
    expect(await submit.isDisabled()).toBe(true);

    // A new task is a routine every day; Enkelt takes the interval away, Rutine brings the first back.
    expect(await j.page.getByRole('radio', { name: 'Rutine', exact: true }).isChecked()).toBe(true);
    await field(j.page, 'Interval').selectOption({ label: 'Hver uge' });
    expect(await selectedText(field(j.page, 'Interval'))).toBe('Hver uge');
    await j.page.getByRole('radio', { name: 'Enkelt', exact: true }).check();
    await field(j.page, 'Interval').waitFor({ state: 'detached' });
    await j.page.getByRole('radio', { name: 'Rutine', exact: true }).check();
    await field(j.page, 'Interval').waitFor({ state: 'visible' });
    expect(await selectedText(field(j.page, 'Interval'))).toBe('Hver dag');
    expect(await field(j.page, 'Påmindelse').locator('option').allTextContents()).toEqual(['Samme dag']);

    await field(j.page, 'Interval').selectOption({ label: 'Hver uge' });
    await field(j.page, 'Påmindelse').locator('option', { hasText: '2 dage før' }).waitFor({ state: 'attached' });
    expect(await field(j.page, 'Påmindelse').locator('option').allTextContents()).toEqual([
      'Samme dag',
      '1 dag før',
      '2 dage før',
    ]);
    await field(j.page, 'Påmindelse').selectOption({ label: '1 dag før' });
    await field(j.page, 'Ansvarlig').selectOption({ label: 'Mette Holm' });
    // Everything but the deadline: still disabled.
    expect(await submit.isDisabled()).toBe(true);
  });

  it("picks Friday 29 January in the calendar (browser clock: Monday 25 January) and the new task's page shows it", async () => {
    // The calendar opens on the browser's month; past days and weekends cannot be picked for a routine.
    await expectVisible(j.page.getByRole('grid', { name: 'januar 2027' }));
    await expectVisible(j.page.getByRole('button', { name: 'fredag 22. januar 2027', disabled: true }));
    await expectVisible(j.page.getByRole('button', { name: 'lørdag 30. januar 2027', disabled: true }));
    await expectVisible(j.page.getByRole('button', { name: 'mandag 25. januar 2027', disabled: false }));
    await j.page.getByRole('button', { name: 'fredag 29. januar 2027' }).click();
    await expectVisible(j.page.getByText('Valgt: fredag 29. januar 2027', { exact: true }));

    const submit = j.page.getByRole('button', { name: 'Opret opgave', disabled: false });
    await submit.click();
    await j.page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    taskUrl = j.page.url();
    await closeToast(j.page, 'Opgaven blev oprettet');
    await expectVisible(j.page.getByRole('heading', { level: 1, name: title }));
    await expectDetail(j.page, 'Type', 'Rutine');
    await expectDetail(j.page, 'Interval', 'Hver uge');
    await expectDetail(j.page, 'Deadline', '29. jan. 2027');
    await expectDetail(j.page, 'Påmindelse', '1 dag før');
    await expectDetail(j.page, 'Ansvarlig', 'Mette Holm');
    await expectDetail(j.page, 'Udstyr', 'Grundfos CR 10 (GF-10)');
    // Reminded 1 day before: on Monday it waits.
    await expectStatus(j.page, 'Afventer');
    await expectVisible(j.page.getByText('Skal ikke udføres endnu', { exact: true }));
    expect(await visibleCount(j.page.getByRole('button', { name: 'Udfør opgave' }))).toBe(0);
  });

  it('is Udføres from Thursday and Forsinket after Friday 23:00', async () => {
    await moveClocks(j.page, j.rt, cet('2027-01-28', '08:00'));
    await reopen(j.page, taskUrl, title);
    await expectStatus(j.page, 'Udføres');
    await expectVisible(j.page.getByRole('button', { name: 'Udfør opgave', exact: true }));

    // Monday 1 February 10:00: 2 days and 11 hours after the deadline (Friday 23:00).
    await moveClocks(j.page, j.rt, cet('2027-02-01', '10:00'));
    await reopen(j.page, taskUrl, title);
    await expectStatus(j.page, 'Forsinket');
    await expectDetail(j.page, 'Deadline', '29. jan. 2027');
  });

  it('completed late with a note: the next deadline is the following Friday, 5 February', async () => {
    const toastText = await completeTask(j.page, noteText);
    expect(toastText).toContain('Næste deadline er 5. feb. 2027.');
    await expectDetail(j.page, 'Deadline', '5. feb. 2027');
    await expectDetail(j.page, 'Sidst udført', '1. feb. 2027');
    // The next Friday's reminder starts Thursday 4 February: on Monday it waits again.
    await expectStatus(j.page, 'Afventer');
    await j.page.reload();
    await expectDetail(j.page, 'Deadline', '5. feb. 2027');
    await expectStatus(j.page, 'Afventer');
  });

  it("the history shows the completion 'forsinket 3 dage' (Copenhagen calendar days); the note is under Noter", async () => {
    const tabs = j.page.getByRole('navigation', { name: 'Opgaven' });
    await tabs.getByRole('link', { name: 'Historik' }).click();
    await j.page.waitForURL(/\/history$/);
    // Udført, Forsinkelse, Deadline, Ansvarlig, Udført af. Friday 23:00 to Monday 10:00 is 3
    // calendar days, as a person counts them (decision 054 "Lateness counts calendar days").
    await expectVisible(j.page.getByRole('cell', { name: 'forsinket 3 dage', exact: true }));
    expect(await historyRows(j.page)).toEqual([
      ['1. feb. 2027', 'forsinket 3 dage', '29. jan. 2027', 'Mette Holm', 'Mette Holm'],
    ]);

    await tabs.getByRole('link', { name: 'Noter' }).click();
    await expectVisible(j.page.locator('article').filter({ hasText: noteText }));
  });

  it("the task list ('Opgaver') shows the routine with its new deadline", async () => {
    await sidebar(j.page, 'Opgaver').click();
    await j.page.waitForURL(/\/tasks$/);
    const row = j.page.getByRole('row').filter({ has: j.page.getByRole('link', { name: title }) });
    await expectVisible(row.filter({ hasText: '5. feb. 2027' }));
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(cells[0]).toBe(title);
    expect(cells.slice(2)).toEqual(['Mette Holm', 'Rutine', '5. feb. 2027', 'Afventer']);
    expect(cells[1]).toContain('Grundfos CR 10');
  });

  it("the list's search finds the routine despite a typo and suggests no unrelated title for letters in none", async () => {
    const search = j.page.getByLabel('Søg');
    const row = j.page.getByRole('row').filter({ has: j.page.getByRole('link', { name: title }) });
    await search.fill('eftersyn af pumpn');
    await expectVisible(row);
    await search.fill('zzzzqq');
    await expectVisible(j.page.getByText('Ingen opgaver matcher', { exact: true }));
    expect(await visibleCount(row)).toBe(0);
    expect(await visibleCount(j.page.getByText(/Mente du/))).toBe(0);
    await search.fill('');
    await expectVisible(row);
  });
});

describe('a monthly routine from Monday 31 January 2028', () => {
  // A profile of its own: its clock is installed before its first page.
  const ivan = useBrowser();
  let owner: Awaited<ReturnType<typeof signUp>>;
  let taskUrl = '';
  const title = 'Månedligt filterskift';

  beforeAll(async () => {
    // Monday 24 January 2028, 10:00 in Copenhagen.
    await installClock(ivan.page, j.rt, cet('2028-01-24', '10:00'));
    owner = await signUp(j.rt, { name: 'Ivan Lund', company: 'Lunds Ventilation' });
    const created = await j.rt.call('POST', '/api/equipment', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: {
        make: 'Nilan',
        model: 'Comfort 300',
        equipmentId: 'NI-300',
        category: 'Ventilation',
        locationName: 'Teknikrum',
      },
    });
    if (created.status !== 201) throw new Error(`equipment: ${created.status} ${JSON.stringify(created.body)}`);
  }, 60_000);

  it('creates the routine Hver måned with the deadline Monday 31 January picked in the calendar', async () => {
    await logIn(ivan.page, j.rt, owner.payload.user);
    await sidebar(ivan.page, 'Tilføj opgave').click();
    await ivan.page.waitForURL(/\/tasks\/create$/);
    await field(ivan.page, 'Vælg udstyr').selectOption({ label: 'Nilan Comfort 300 (NI-300)' });
    await field(ivan.page, 'Titel').fill(title);
    await field(ivan.page, 'Beskrivelse').fill('Skift begge filtre i aggregatet.');
    await field(ivan.page, 'Interval').selectOption({ label: 'Hver måned' });
    await field(ivan.page, 'Påmindelse').selectOption({ label: '1 dag før' });
    await field(ivan.page, 'Ansvarlig').selectOption({ label: 'Ivan Lund' });
    await expectVisible(ivan.page.getByRole('grid', { name: 'januar 2028' }));
    await ivan.page.getByRole('button', { name: 'mandag 31. januar 2028' }).click();
    await expectVisible(ivan.page.getByText('Valgt: mandag 31. januar 2028', { exact: true }));
    await ivan.page.getByRole('button', { name: 'Opret opgave', disabled: false }).click();
    await ivan.page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    taskUrl = ivan.page.url();
    await closeToast(ivan.page, 'Opgaven blev oprettet');
    await expectVisible(ivan.page.getByRole('heading', { level: 1, name: title }));
    await expectDetail(ivan.page, 'Interval', 'Hver måned');
    await expectDetail(ivan.page, 'Deadline', '31. jan. 2028');
    await expectStatus(ivan.page, 'Afventer');
  });

  it('completed on its day, the next deadline is Tuesday 29 February (leap year)', async () => {
    await moveClocks(ivan.page, j.rt, cet('2028-01-31', '12:00'));
    await reopen(ivan.page, taskUrl, title);
    await expectStatus(ivan.page, 'Udføres');
    const toastText = await completeTask(ivan.page);
    expect(toastText).toContain('Næste deadline er 29. feb. 2028.');
    await expectDetail(ivan.page, 'Deadline', '29. feb. 2028');
    await expectStatus(ivan.page, 'Afventer');
  });

  it('a month later (still signed in), completed again: the next deadline is 31 March, not the 29th', async () => {
    // Tuesday 29 February 12:00: used on 31 January, 29 days ago, the session has slid on (31
    // days from a day's first use, test/integration/staying-logged-in.test.ts): no new login.
    await moveClocks(ivan.page, j.rt, cet('2028-02-29', '12:00'));
    await reopen(ivan.page, taskUrl, title);
    expect(ivan.page.url()).toBe(taskUrl);
    await expectDetail(ivan.page, 'Deadline', '29. feb. 2028');
    await expectStatus(ivan.page, 'Udføres');

    const toastText = await completeTask(ivan.page);
    expect(toastText).toContain('Næste deadline er 31. mar. 2028.');
    await expectDetail(ivan.page, 'Deadline', '31. mar. 2028');
    await ivan.page.reload();
    await expectDetail(ivan.page, 'Deadline', '31. mar. 2028');

    await ivan.page.getByRole('navigation', { name: 'Opgaven' }).getByRole('link', { name: 'Historik' }).click();
    await expectVisible(ivan.page.getByRole('cell', { name: '29. feb. 2028', exact: true }));
    expect(await historyRows(ivan.page)).toEqual([
      ['29. feb. 2028', 'uden forsinkelse', '29. feb. 2028', 'Ivan Lund', 'Ivan Lund'],
      ['31. jan. 2028', 'uden forsinkelse', '31. jan. 2028', 'Ivan Lund', 'Ivan Lund'],
    ]);
  });
});
