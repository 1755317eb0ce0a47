import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe';
import { as, createEquipment, inviteAndAcceptByApi, PUMP } from '../support/api';
import { cet, installClock } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, useBrowser, useJourney } from '../support/e2e';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * Checklists in the browser (issue 29, decisions 163 and 165): the admin builds a weekly routine's
 * checklist on the pump (a check, a reading 'Tryk' in bar within 1,0–2,5, a text and a photo);
 * Bo, a USER, completes it on a 375 px phone: the required items block with the error summary,
 * then a 'Fejl' and a reading of '0,6' are marked and followed up; the follow-up task is Bo's and
 * says what it follows up; the answers show in the task's history and the reading, out of its
 * limits, in the pump's chart and table. axe finds nothing serious at 1280 and 375 px. Last, five
 * years of readings (4 series of 1,300) draw within a second.
 */
const j = useJourney();
const bo = useBrowser();
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const title = 'Kedeleftersyn';

async function expectNoAxe(page: Page) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await axeViolations(page)).toEqual([]);
  }
}

const item = (p: Page, n: number, kind: string) => p.getByRole('group', { name: `Punkt ${n}: ${kind}` });
/** With CHECKLIST_SCREENSHOTS=<dir>, the page as a person sees it, tall enough for a whole dialog. */
async function shot(p: Page, name: string) {
  const dir = process.env.CHECKLIST_SCREENSHOTS;
  if (!dir) return;
  const size = p.viewportSize() ?? DESKTOP;
  await p.setViewportSize({ width: size.width, height: 2400 });
  await p.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  await p.setViewportSize(size);
}

describe('a routine with a checklist, completed with findings', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let pump = '';
  let taskUrl = '';

  beforeAll(async () => {
    // Wednesday 27 January 2027, 10:00: the routine due Friday with 2 days' reminder can be done.
    const now = cet('2027-01-27', '10:00');
    await installClock(j.page, j.rt, now);
    await bo.page.clock.install({ time: now });
    owner = await signUp(j.rt, { name: 'Mette Holm', company: 'Holm Maskinservice' });
    pump = await createEquipment(j.rt, as(owner), PUMP);
    await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, {
      name: 'Bo Berg',
      emailAddress: 'bo@holm.dk',
      password: 'Kedel-Tryk-2027',
    });
  });

  it('the admin builds the checklist in the task form: four kinds, limits with a comma, reordered', async () => {
    await j.page.setViewportSize(DESKTOP);
    await logIn(j.page, j.rt, owner.payload.user);
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/create?equipmentId=${pump}`);
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Tilføj opgave' }));
    await field(j.page, 'Titel').fill(title);
    await field(j.page, 'Beskrivelse').fill('Tjek ventil, tryk og lækager.');
    await field(j.page, 'Interval').selectOption({ label: 'Hver uge' });
    await field(j.page, 'Påmindelse').selectOption({ label: '2 dage før' });
    await field(j.page, 'Ansvarlig').selectOption({ label: 'Bo Berg' });
    await j.page.getByRole('button', { name: 'fredag 29. januar 2027' }).click();

    await j.page.getByRole('button', { name: 'Tilføj foto' }).click();
    await item(j.page, 1, 'Foto').getByLabel('Punktets tekst').fill('Foto af manometer');
    await j.page.getByRole('button', { name: 'Tilføj kontrolpunkt' }).click();
    await item(j.page, 2, 'Kontrolpunkt').getByLabel('Punktets tekst').fill('Sikkerhedsventil afprøvet');
    await j.page.getByRole('button', { name: 'Tilføj måling' }).click();
    const reading = item(j.page, 3, 'Måling');
    await reading.getByLabel('Punktets tekst').fill('Tryk');
    await reading.getByLabel('Enhed').fill('bar');
    await reading.getByLabel('Nedre grænse').fill('1.0');
    await reading.getByLabel('Øvre grænse').click();
    // A decimal point is refused with how to write it; the comma is taken.
    await expectVisible(reading.getByText('Brug komma som decimaltegn, fx 1,8'));
    expect(await j.page.getByRole('button', { name: 'Opret opgave' }).isDisabled()).toBe(true);
    await reading.getByLabel('Nedre grænse').fill('1,0');
    await reading.getByLabel('Øvre grænse').fill('2,5');
    await j.page.getByRole('button', { name: 'Tilføj tekst' }).click();
    const text = item(j.page, 4, 'Tekst');
    await text.getByLabel('Punktets tekst').fill('Bemærkninger');
    await text.getByLabel('Påkrævet').uncheck();

    // The photo goes last: down three places, the buttons named by their item.
    for (const n of [1, 2, 3]) await j.page.getByRole('button', { name: `Flyt ned (punkt ${n})` }).click();
    await expectVisible(item(j.page, 4, 'Foto'));
    expect(await item(j.page, 1, 'Kontrolpunkt').getByLabel('Punktets tekst').inputValue()).toBe(
      'Sikkerhedsventil afprøvet',
    );
    await shot(j.page, 'task-form-1280');
    await expectNoAxe(j.page);
    await shot(j.page, 'task-form-375');
    await j.page.setViewportSize(DESKTOP);

    await j.page.getByRole('button', { name: 'Opret opgave', disabled: false }).click();
    await j.page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    await closeToast(j.page, 'Opgaven blev oprettet');
    taskUrl = j.page.url();
  });

  it('Bo’s required items block completion with the error summary', async () => {
    await bo.page.setViewportSize(PHONE);
    await logIn(bo.page, j.rt, { emailAddress: 'bo@holm.dk', password: 'Kedel-Tryk-2027' });
    await bo.page.goto(taskUrl);
    await expectVisible(bo.page.getByRole('heading', { level: 1, name: title }));
    await bo.page.getByRole('button', { name: 'Udfør opgave', exact: true }).click();
    const dialog = bo.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog.getByRole('button', { name: 'Markér som udført' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'Der er et problem' });
    await expectVisible(summary);
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([
      'Sikkerhedsventil afprøvet: Vælg OK, Fejl eller Ikke relevant',
      'Tryk: Skriv målingen',
      'Foto af manometer: Tilføj et foto',
    ]);
    // The summary's line leads to the item.
    await summary.getByRole('link', { name: 'Tryk: Skriv målingen' }).click();
    expect(await bo.page.evaluate(() => document.activeElement?.getAttribute('inputmode'))).toBe('decimal');
    await shot(bo.page, 'complete-blocked-375');
  });

  it('Bo answers with a Fejl and a reading of 0,6 on the phone, and a follow-up is created', async () => {
    const dialog = bo.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog
      .getByRole('group', { name: 'Sikkerhedsventil afprøvet' })
      .getByRole('radio', { name: 'Fejl', exact: true })
      .check();
    await dialog.getByLabel('Tryk (bar)').fill('0,6');
    await expectVisible(dialog.getByText('Under grænsen 1–2,5 bar. Der foreslås en opfølgningsopgave.'));
    await dialog.getByLabel('Bemærkninger (valgfri)').fill('Ventilen drypper.');
    await dialog
      .getByLabel('Foto af manometer')
      .setInputFiles([{ name: 'manometer.png', mimeType: 'image/png', buffer: solidPng(40, 30, [30, 90, 160]) }]);
    // The summary follows the answers: nothing left to say.
    await dialog.getByRole('alert').filter({ hasText: 'Der er et problem' }).waitFor({ state: 'detached' });

    await expectVisible(dialog.getByText('Fundet: 0,6 bar (under grænsen 1–2,5 bar)'));
    const followUps = dialog.getByRole('region', { name: 'Opfølgning' });
    expect(await followUps.getByRole('checkbox', { name: 'Opret opfølgningsopgave' }).count()).toBe(2);
    await followUps.getByRole('radio', { name: 'Kritisk' }).first().check();
    // The reading's follow-up is left out.
    await followUps.getByRole('checkbox', { name: 'Opret opfølgningsopgave' }).last().uncheck();
    // The completer or an admin (GET /api/user/admins answers a USER too).
    const responsible = followUps.getByLabel('Ansvarlig for opfølgningen').first();
    await responsible.locator('option', { hasText: 'Mette Holm' }).waitFor({ state: 'attached' });
    expect(await responsible.locator('option').allTextContents()).toEqual(['Bo Berg (dig)', 'Mette Holm']);
    await shot(bo.page, 'complete-dialog-375');
    await expectNoAxe(bo.page);
    await bo.page.setViewportSize(PHONE);

    await dialog.getByRole('button', { name: 'Markér som udført' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const said = await closeToast(bo.page, 'Opgaven blev udført');
    expect(said).toContain('1 opfølgningsopgave er oprettet.');
    const created = bo.page.getByRole('status').filter({ hasText: 'Opfølgningsopgave oprettet:' });
    await expectVisible(created);
    await shot(bo.page, 'completed-375');
    await created.getByRole('link', { name: 'Sikkerhedsventil afprøvet' }).click();
    await expectVisible(bo.page.getByRole('heading', { level: 1, name: 'Sikkerhedsventil afprøvet' }));
    await expectVisible(bo.page.getByText('Opfølgning på'));
    await expectVisible(bo.page.getByRole('link', { name: title }));
    await shot(bo.page, 'follow-up-375');
    await expectNoAxe(bo.page);
  });

  it('the follow-up is on Bo’s own overview', async () => {
    await bo.page.setViewportSize(PHONE);
    await bo.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/user-dashboard`);
    await expectVisible(bo.page.getByText('Sikkerhedsventil afprøvet'));
  });

  it('the task’s history shows the answers, the Fejl and the low reading said in words', async () => {
    await j.page.setViewportSize(DESKTOP);
    await j.page.goto(`${taskUrl}/history`);
    const history = j.page.getByRole('region', { name: 'Opgavens udførsler' });
    const summary = history.getByText('Tjekliste: 4 svar, 2 fund, 1 opfølgning');
    await expectVisible(summary);
    await summary.click();
    const answers = history.locator('dl');
    expect(await answers.locator('dt').allInnerTexts()).toEqual([
      'Sikkerhedsventil afprøvet:',
      'Tryk:',
      'Bemærkninger:',
      'Foto af manometer:',
    ]);
    expect((await answers.locator('dd').allInnerTexts()).map((t) => t.trim())).toEqual([
      'Fejl',
      '0,6 bar (under grænsen 1–2,5 bar)',
      'Ventilen drypper.',
      '1 foto',
    ]);
    await expectVisible(history.getByRole('link', { name: 'Sikkerhedsventil afprøvet' }));
    await shot(j.page, 'history-1280');
    await expectNoAxe(j.page);
    await shot(j.page, 'history-375');
  });

  it('the pump’s readings: the chart and the table mark 0,6 bar under the limits', async () => {
    await j.page.setViewportSize(DESKTOP);
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${pump}`);
    await j.page.getByRole('link', { name: 'Målinger' }).click();
    const series = j.page.getByRole('region', { name: 'Tryk (bar)' });
    await expectVisible(series);
    await expectVisible(series.getByRole('img', { name: /^Tryk: 1 måling .*, 1 uden for grænserne \(1–2,5 bar\)\.$/ }));
    const row = series.getByRole('table').locator('tbody tr');
    expect((await row.getByRole('cell').allInnerTexts()).map((t) => t.trim())).toEqual([
      '27. jan. 2027',
      '0,6 bar',
      '▼ Under grænsen',
    ]);
    await shot(j.page, 'readings-1280');
    await expectNoAxe(j.page);
    await shot(j.page, 'readings-375');
  });

  it('another task copies the checklist: the same items, ids of their own', async () => {
    await j.page.setViewportSize(DESKTOP);
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/create?equipmentId=${pump}`);
    await field(j.page, 'Kopiér fra en anden opgave').selectOption({ label: `${title} (Grundfos CR 10)` });
    await j.page.getByRole('button', { name: 'Kopiér punkterne' }).click();
    await expectVisible(j.page.getByRole('status').filter({ hasText: `4 punkter kopieret fra ${title}.` }));
    expect(await item(j.page, 2, 'Måling').getByLabel('Nedre grænse').inputValue()).toBe('1');
    expect(await item(j.page, 4, 'Foto').getByLabel('Punktets tekst').inputValue()).toBe('Foto af manometer');
    const ids = await j.page.locator('[id^="checklist-"][id$="-label"]').evaluateAll((els) => els.map((el) => el.id));
    expect(new Set(ids).size).toBe(4);
  });

  it('five years of readings, four series of 1,300, are drawn as one path each, and the table shows them all on request', async () => {
    await j.page.setViewportSize(DESKTOP);
    const start = Date.UTC(2022, 0, 3, 9);
    const series = ['Tryk', 'Temperatur', 'Flow', 'Spænding'].map((label, s) => ({
      key: `t${s}#i${s}`,
      taskId: `t${s}`,
      taskTitle: `Eftersyn ${s + 1}`,
      itemId: `i${s}`,
      label,
      unit: 'bar',
      lower: 1,
      upper: 2.5,
      points: Array.from({ length: 1300 }, (_, i) => {
        const value = Math.round((1.75 + Math.sin(i / 20 + s) * 0.9) * 100) / 100;
        return {
          at: new Date(start + i * 1.4 * 86_400_000).toISOString(),
          value,
          state: value < 1 ? 'BELOW' : value > 2.5 ? 'ABOVE' : 'WITHIN',
          completionId: `c${s}-${i}`,
        };
      }),
    }));
    await j.page.route('**/api/equipment/*/readings*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ series }) }),
    );
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${pump}/history`);
    await expectVisible(j.page.getByRole('heading', { name: 'Historik', level: 2 }));
    // How fast it is ready is the bench's (`npm run bench -- browser`, 'equipment readings interactive').
    await j.page.getByRole('link', { name: 'Målinger' }).click();
    await expectVisible(j.page.getByRole('region', { name: 'Spænding (bar)' }).getByRole('img'));
    await expectVisible(j.page.getByRole('button', { name: 'Vis alle (1.300)' }).last());
    // One path per series for the line: not an element per reading.
    expect(await j.page.locator('figure svg path').count()).toBe(8);
    await j.page.getByRole('button', { name: 'Vis alle (1.300)' }).first().click();
    await expectVisible(j.page.getByText('Viser alle 1.300 målinger.'));
    expect(await j.page.getByRole('region', { name: 'Tryk (bar)' }).locator('tbody tr').count()).toBe(1300);
    await j.page.unroute('**/api/equipment/*/readings*');
  });
});
