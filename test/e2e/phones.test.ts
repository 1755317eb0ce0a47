import type { Locator, Page } from 'playwright-core';
import { as, createEquipment, createTask, PUMP } from '../support/api';
import { routineDeadline } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, toast, useJourney, visibleCount } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * On a phone (issue 32 item 9): at 375 px the task list's first screen shows tasks, its five filter
 * fields folded under one 'Filtre' button that counts the active ones; at 1280 px the fields show
 * as before. A toast never covers the top bar with the company's name and 'Menu'.
 */
const j = useJourney();

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };

/** The five fields folded on a phone (spec 001 "Task list": status, responsible, equipment, location, the checkbox). */
const FILTER_FIELDS = ['Status', 'Ansvarlig', 'Udstyr', 'Lokation', 'Vis afsluttede enkeltopgaver (0)'];

const PUMP_TASKS = ['Tjek pakdåse', 'Rens sifilter', 'Udluft pumpen', 'Smør lejer'];
const FAN_TASKS = ['Skift filtre i aggregatet', 'Rens varmeveksler'];
/** Due within their reminder period (Udføres), to be completed for a toast: at 375 px, then at 1280 px. */
const DUE_ON_PHONE = 'Tjek pakdåse';
const DUE_ON_DESKTOP = 'Skift filtre i aggregatet';

let owner: Awaited<ReturnType<typeof signUp>>;
const taskIds = new Map<string, string>();
let tasksPage = '';

beforeAll(async () => {
  owner = await signUp(j.rt, { name: 'Rasmus Krogh', company: 'Krogh Ventilation' });
  const pump = await createEquipment(j.rt, as(owner), PUMP);
  const fan = await createEquipment(j.rt, as(owner), {
    make: 'Nilan',
    model: 'Comfort 300',
    equipmentId: 'NI-300',
    category: 'Ventilation',
    locationName: 'Tagrum',
  });
  const add = async (title: string, equipmentId: string, days: number) =>
    taskIds.set(
      title,
      await createTask(j.rt, as(owner), {
        title,
        description: 'Se tjeklisten i mappen.',
        type: 'CYCLICAL',
        interval: 'MONTHLY',
        // Due within a week: Udføres now; the others wait (Afventer).
        notificationPeriod: 7,
        files: [],
        responsibleId: owner.user.id,
        equipmentId,
        deadline: routineDeadline(days),
      }),
    );
  for (const [index, title] of PUMP_TASKS.entries()) await add(title, pump, title === DUE_ON_PHONE ? 2 : 20 + index);
  for (const [index, title] of FAN_TASKS.entries()) await add(title, fan, title === DUE_ON_DESKTOP ? 2 : 30 + index);
  await j.rt.drain();
  await logIn(j.page, j.rt, owner.payload.user);
  tasksPage = `${j.rt.url}/dashboard/${owner.companyId}/tasks`;
}, 60_000);

const filtersButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const taskLink = (page: Page, title: string) =>
  page.getByRole('table', { name: 'Opgaver' }).getByRole('link', { name: title, exact: true });

async function visibleFields(page: Page) {
  const shown: string[] = [];
  for (const label of FILTER_FIELDS) if ((await visibleCount(field(page, label))) > 0) shown.push(label);
  return shown;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${String(locator)}`);
  return box;
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the task list on a phone', () => {
  it("at 375 px the first screen shows tasks, the five filter fields behind one 'Filtre' button", async () => {
    await j.page.setViewportSize(PHONE);
    await j.page.goto(tasksPage);
    await expectVisible(taskLink(j.page, DUE_ON_PHONE));
    const button = filtersButton(j.page, 'Filtre');
    await expectVisible(button);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await visibleFields(j.page)).toEqual([]);
    // The search stays: a technician looks a task up by its title.
    await expectVisible(field(j.page, 'Søg'));

    // At least one task's row whole within the first screen.
    const row = await boxOf(j.page.getByRole('table', { name: 'Opgaver' }).locator('tbody tr').first());
    expect(row.y).toBeGreaterThanOrEqual(0);
    expect(row.y + row.height).toBeLessThanOrEqual(PHONE.height);
  });

  it("'Filtre' opens the fields; each active filter is counted on the button, shut or open, until 'Nulstil'", async () => {
    await filtersButton(j.page, 'Filtre').click();
    const opened = filtersButton(j.page, 'Filtre');
    expect(await opened.getAttribute('aria-expanded')).toBe('true');
    const panel = j.page.locator(`#${await opened.getAttribute('aria-controls')}`);
    for (const label of FILTER_FIELDS) await expectVisible(panel.getByLabel(label, { exact: true }));

    await field(j.page, 'Lokation').selectOption({ label: 'Kælder' });
    await expectVisible(filtersButton(j.page, 'Filtre (1)'));
    await field(j.page, 'Status').selectOption({ label: 'Udføres' });
    await expectVisible(filtersButton(j.page, 'Filtre (2)'));
    // The list follows as before: the pump's one due task.
    await expectVisible(j.page.getByText('1 af 6 opgaver matcher', { exact: true }));
    expect(await visibleCount(taskLink(j.page, DUE_ON_DESKTOP))).toBe(0);

    // Shut again: the count keeps the filters in sight, and 'Nulstil' is at hand.
    await filtersButton(j.page, 'Filtre (2)').click();
    expect(await filtersButton(j.page, 'Filtre (2)').getAttribute('aria-expanded')).toBe('false');
    expect(await visibleFields(j.page)).toEqual([]);
    await j.page.getByRole('button', { name: 'Nulstil', exact: true }).click();
    await expectVisible(filtersButton(j.page, 'Filtre'));
    await expectVisible(j.page.getByText('6 opgaver', { exact: true }));
    expect(await visibleCount(j.page.getByRole('button', { name: 'Nulstil', exact: true }))).toBe(0);
  });

  it("at 1280 px the fields show as before, without a 'Filtre' button", async () => {
    await j.page.setViewportSize(DESKTOP);
    await j.page.goto(tasksPage);
    await expectVisible(taskLink(j.page, DUE_ON_PHONE));
    expect(await visibleFields(j.page)).toEqual(FILTER_FIELDS);
    expect(await visibleCount(j.page.getByRole('button', { name: /^Filtre/ }))).toBe(0);
    await field(j.page, 'Status').selectOption({ label: 'Udføres' });
    await expectVisible(j.page.getByText('2 af 6 opgaver matcher', { exact: true }));
  });
});

describe('a toast on a phone', () => {
  /** Completes `title` from its page and scrolls back to the top while its toast shows. */
  async function complete(page: Page, title: string) {
    await page.goto(`${tasksPage}/${taskIds.get(title)}`);
    await page.getByRole('button', { name: 'Udfør opgave', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Udfør opgave' })
      .getByRole('button', { name: 'Markér som udført', exact: true })
      .click();
    await expectVisible(toast(page, 'Opgaven blev udført'));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const shownToast = (page: Page) =>
    page
      .getByRole('region', { name: 'Beskeder' })
      .locator('[role="alert"], [role="status"]')
      .filter({ has: page.getByText('Opgaven blev udført', { exact: true }) });

  it("at 375 px a toast does not cover the top bar with the company's name and 'Menu', and stays in sight over a keyboard", async () => {
    await j.page.setViewportSize(PHONE);
    await complete(j.page, DUE_ON_PHONE);
    const bar = await boxOf(j.page.locator('aside'));
    const shown = await boxOf(shownToast(j.page));
    expect(bar.y).toBe(0);
    expect(overlaps(shown, bar)).toBe(false);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);

    // An on-screen keyboard leaves only the top of the page in sight (the visual viewport); a
    // pinch zoom to twice the size does the same here, and the toast moves up into the part in sight.
    const cdp = await j.page.context().newCDPSession(j.page);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
    try {
      await j.page.waitForFunction(() => {
        const area = document.querySelector('[role="region"][aria-label="Beskeder"]');
        const visual = window.visualViewport;
        if (!area?.firstElementChild || !visual || visual.height > 400) return false;
        return area.firstElementChild.getBoundingClientRect().bottom <= visual.offsetTop + visual.height;
      });
    } finally {
      await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 1 });
      await cdp.detach();
    }
    await closeToast(j.page, 'Opgaven blev udført');
  });

  it('at 1280 px a toast keeps off the sidebar', async () => {
    await j.page.setViewportSize(DESKTOP);
    await complete(j.page, DUE_ON_DESKTOP);
    expect(overlaps(await boxOf(shownToast(j.page)), await boxOf(j.page.locator('aside')))).toBe(false);
    await closeToast(j.page, 'Opgaven blev udført');
  });
});
