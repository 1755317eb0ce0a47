import type { Locator, Page } from 'playwright-core';
import { signUp } from '../support/runtime';
import { cet, installClock, moveClocks } from '../support/clocks';
import {
  closeToast,
  expectVisible,
  field,
  logIn,
  secondBrowser,
  startJourney,
  stopJourney,
  visibleCount,
  type Browser,
  type Journey,
} from '../support/e2e';

/**
 * Routines (spec 001 §4, §5; decisions.md "Completing a task", "Time"): with the server's and the
 * browser's clocks moved together, an admin creates a weekly routine due on a Friday, sees it
 * become Udføres and Forsinket, completes it late with a note and finds the next deadline on the
 * following Friday, the lateness in the history and the note under Noter; and a monthly routine
 * from 31 January in a leap year moves to 29 February and then to 31 March (no month-end drift).
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

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
    await installClock(page, j.rt, cet('2027-01-25', '10:00'));
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    const created = await j.rt.call('POST', '/api/equipment', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: { make: 'Grundfos', model: 'CR 10', equipmentId: 'GF-10', category: 'Maskine', locationName: 'Kælder' },
    });
    if (created.status !== 201) throw new Error(`equipment: ${created.status} ${JSON.stringify(created.body)}`);
  });

  it('the create form stays disabled until valid; Enkelt hides Interval and Rutine picks Hver dag again', async () => {
    await logIn(page, j.rt, owner.payload.user);
    await sidebar(page, 'Tilføj opgave').click();
    await page.waitForURL(/\/tasks\/create$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Tilføj opgave' }));
    const submit = page.getByRole('button', { name: 'Opret opgave' });
    await submit.waitFor({ state: 'visible' });
    expect(await submit.isDisabled()).toBe(true);

    await page.getByRole('radio', { name: 'Udstyr', exact: true }).check();
    await field(page, 'Vælg udstyr').selectOption({ label: 'Grundfos CR 10 (GF-10)' });
    await field(page, 'Titel').fill(title);
    await field(page, 'Beskrivelse').fill('Tjek tryk, lyd og pakninger. Skriv aflæsningen i noten.');
    expect(await submit.isDisabled()).toBe(true);

    // A new task is a routine every day; Enkelt takes the interval away, Rutine brings the first back.
    expect(await page.getByRole('radio', { name: 'Rutine', exact: true }).isChecked()).toBe(true);
    await field(page, 'Interval').selectOption({ label: 'Hver uge' });
    expect(await selectedText(field(page, 'Interval'))).toBe('Hver uge');
    await page.getByRole('radio', { name: 'Enkelt', exact: true }).check();
    await field(page, 'Interval').waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: 'Rutine', exact: true }).check();
    await field(page, 'Interval').waitFor({ state: 'visible' });
    expect(await selectedText(field(page, 'Interval'))).toBe('Hver dag');
    expect(await field(page, 'Påmindelse').locator('option').allTextContents()).toEqual(['Samme dag']);

    await field(page, 'Interval').selectOption({ label: 'Hver uge' });
    await field(page, 'Påmindelse').locator('option', { hasText: '2 dage før' }).waitFor({ state: 'attached' });
    expect(await field(page, 'Påmindelse').locator('option').allTextContents()).toEqual([
      'Samme dag',
      '1 dag før',
      '2 dage før',
    ]);
    await field(page, 'Påmindelse').selectOption({ label: '1 dag før' });
    await field(page, 'Ansvarlig').selectOption({ label: 'Mette Holm' });
    // Everything but the deadline: still disabled.
    expect(await submit.isDisabled()).toBe(true);
  });

  it("picks Friday 29 January in the calendar (browser clock: Monday 25 January) and the new task's page shows it", async () => {
    // The calendar opens on the browser's month; past days and weekends cannot be picked for a routine.
    await expectVisible(page.getByRole('grid', { name: 'januar 2027' }));
    await expectVisible(page.getByRole('button', { name: 'fredag 22. januar 2027', disabled: true }));
    await expectVisible(page.getByRole('button', { name: 'lørdag 30. januar 2027', disabled: true }));
    await expectVisible(page.getByRole('button', { name: 'mandag 25. januar 2027', disabled: false }));
    await page.getByRole('button', { name: 'fredag 29. januar 2027' }).click();
    await expectVisible(page.getByText('Valgt: fredag 29. januar 2027', { exact: true }));

    const submit = page.getByRole('button', { name: 'Opret opgave', disabled: false });
    await submit.click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    taskUrl = page.url();
    await closeToast(page, 'Opgaven blev oprettet');
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectDetail(page, 'Type', 'Rutine');
    await expectDetail(page, 'Interval', 'Hver uge');
    await expectDetail(page, 'Deadline', '29. jan. 2027');
    await expectDetail(page, 'Påmindelse', '1 dag før');
    await expectDetail(page, 'Ansvarlig', 'Mette Holm');
    await expectDetail(page, 'Udstyr', 'Grundfos CR 10 (GF-10)');
    // Reminded 1 day before: on Monday it waits.
    await expectStatus(page, 'Afventer');
    await expectVisible(page.getByText('Skal ikke udføres endnu', { exact: true }));
    expect(await visibleCount(page.getByRole('button', { name: 'Udfør opgave' }))).toBe(0);
  });

  it('is Udføres from Thursday and Forsinket after Friday 23:00', async () => {
    await moveClocks(page, j.rt, cet('2027-01-28', '08:00'));
    await reopen(page, taskUrl, title);
    await expectStatus(page, 'Udføres');
    await expectVisible(page.getByRole('button', { name: 'Udfør opgave', exact: true }));

    // Monday 1 February 10:00: 2 days and 11 hours after the deadline (Friday 23:00).
    await moveClocks(page, j.rt, cet('2027-02-01', '10:00'));
    await reopen(page, taskUrl, title);
    await expectStatus(page, 'Forsinket');
    await expectDetail(page, 'Deadline', '29. jan. 2027');
  });

  it('completed late with a note: the next deadline is the following Friday, 5 February', async () => {
    const toastText = await completeTask(page, noteText);
    expect(toastText).toContain('Næste deadline er 5. feb. 2027.');
    await expectDetail(page, 'Deadline', '5. feb. 2027');
    await expectDetail(page, 'Sidst udført', '1. feb. 2027');
    // The next Friday's reminder starts Thursday 4 February: on Monday it waits again.
    await expectStatus(page, 'Afventer');
    await page.reload();
    await expectDetail(page, 'Deadline', '5. feb. 2027');
    await expectStatus(page, 'Afventer');
  });

  it("the history shows the completion 'forsinket 3 dage' (Copenhagen calendar days); the note is under Noter", async () => {
    const tabs = page.getByRole('navigation', { name: 'Opgaven' });
    await tabs.getByRole('link', { name: 'Historik' }).click();
    await page.waitForURL(/\/history$/);
    // Udført, Forsinkelse, Deadline, Ansvarlig, Udført af. Friday 23:00 to Monday 10:00 is 3
    // calendar days, as a person counts them (decisions.md "Lateness counts calendar days").
    await expectVisible(page.getByRole('cell', { name: 'forsinket 3 dage', exact: true }));
    expect(await historyRows(page)).toEqual([
      ['1. feb. 2027', 'forsinket 3 dage', '29. jan. 2027', 'Mette Holm', 'Mette Holm'],
    ]);

    await tabs.getByRole('link', { name: 'Noter' }).click();
    await expectVisible(page.locator('article').filter({ hasText: noteText }));
  });

  it("the task list ('Opgaver') shows the routine with its new deadline", async () => {
    await sidebar(page, 'Opgaver').click();
    await page.waitForURL(/\/tasks$/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await expectVisible(row.filter({ hasText: '5. feb. 2027' }));
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(cells[0]).toBe(title);
    expect(cells.slice(2)).toEqual(['Mette Holm', 'Rutine', '5. feb. 2027', 'Afventer']);
    expect(cells[1]).toContain('Grundfos CR 10');
  });

  it("the list's search finds the routine despite a typo and suggests no unrelated title for letters in none", async () => {
    const search = page.getByLabel('Søg');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
    await search.fill('eftersyn af pumpn');
    await expectVisible(row);
    await search.fill('zzzzqq');
    await expectVisible(page.getByText('Ingen opgaver matcher', { exact: true }));
    expect(await visibleCount(row)).toBe(0);
    expect(await visibleCount(page.getByText(/Mente du/))).toBe(0);
    await search.fill('');
    await expectVisible(row);
  });
});

describe('a monthly routine from Monday 31 January 2028', () => {
  let second: { browser: Browser; page: Page };
  let p: Page;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let taskUrl = '';
  const title = 'Månedligt filterskift';

  beforeAll(async () => {
    second = await secondBrowser();
    p = second.page;
    // Monday 24 January 2028, 10:00 in Copenhagen.
    await installClock(p, j.rt, cet('2028-01-24', '10:00'));
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

  afterAll(async () => second?.browser.close());

  it('creates the routine Hver måned with the deadline Monday 31 January picked in the calendar', async () => {
    await logIn(p, j.rt, owner.payload.user);
    await sidebar(p, 'Tilføj opgave').click();
    await p.waitForURL(/\/tasks\/create$/);
    await field(p, 'Vælg udstyr').selectOption({ label: 'Nilan Comfort 300 (NI-300)' });
    await field(p, 'Titel').fill(title);
    await field(p, 'Beskrivelse').fill('Skift begge filtre i aggregatet.');
    await field(p, 'Interval').selectOption({ label: 'Hver måned' });
    await field(p, 'Påmindelse').selectOption({ label: '1 dag før' });
    await field(p, 'Ansvarlig').selectOption({ label: 'Ivan Lund' });
    await expectVisible(p.getByRole('grid', { name: 'januar 2028' }));
    await p.getByRole('button', { name: 'mandag 31. januar 2028' }).click();
    await expectVisible(p.getByText('Valgt: mandag 31. januar 2028', { exact: true }));
    await p.getByRole('button', { name: 'Opret opgave', disabled: false }).click();
    await p.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    taskUrl = p.url();
    await closeToast(p, 'Opgaven blev oprettet');
    await expectVisible(p.getByRole('heading', { level: 1, name: title }));
    await expectDetail(p, 'Interval', 'Hver måned');
    await expectDetail(p, 'Deadline', '31. jan. 2028');
    await expectStatus(p, 'Afventer');
  });

  it('completed on its day, the next deadline is Tuesday 29 February (leap year)', async () => {
    await moveClocks(p, j.rt, cet('2028-01-31', '12:00'));
    await reopen(p, taskUrl, title);
    await expectStatus(p, 'Udføres');
    const toastText = await completeTask(p);
    expect(toastText).toContain('Næste deadline er 29. feb. 2028.');
    await expectDetail(p, 'Deadline', '29. feb. 2028');
    await expectStatus(p, 'Afventer');
  });

  it('a month later (a new login), completed again: the next deadline is 31 March, not the 29th', async () => {
    // Tuesday 29 February 12:00: the session from 31 January has expired (14 days), so the page
    // asks for a login and then comes back to the task.
    await moveClocks(p, j.rt, cet('2028-02-29', '12:00'));
    await p.goto(taskUrl);
    await p.waitForURL(/\/auth\/?\?from=/);
    await field(p, 'Emailadresse').fill(owner.payload.user.emailAddress);
    await field(p, 'Password').fill(owner.payload.user.password);
    await p.getByRole('button', { name: 'Log ind' }).click();
    await p.waitForURL(taskUrl);
    await expectVisible(p.getByRole('heading', { level: 1, name: title }));
    await expectDetail(p, 'Deadline', '29. feb. 2028');
    await expectStatus(p, 'Udføres');

    const toastText = await completeTask(p);
    expect(toastText).toContain('Næste deadline er 31. mar. 2028.');
    await expectDetail(p, 'Deadline', '31. mar. 2028');
    await p.reload();
    await expectDetail(p, 'Deadline', '31. mar. 2028');

    await p.getByRole('navigation', { name: 'Opgaven' }).getByRole('link', { name: 'Historik' }).click();
    await expectVisible(p.getByRole('cell', { name: '29. feb. 2028', exact: true }));
    expect(await historyRows(p)).toEqual([
      ['29. feb. 2028', 'uden forsinkelse', '29. feb. 2028', 'Ivan Lund', 'Ivan Lund'],
      ['31. jan. 2028', 'uden forsinkelse', '31. jan. 2028', 'Ivan Lund', 'Ivan Lund'],
    ]);
  });
});
