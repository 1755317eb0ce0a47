import type { Page } from 'playwright-core';
import { as, createEquipment, createTask, inviteAndAcceptByApi } from '../support/api';
import { installClock, moveClocks } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, useBrowser, useRuntime, visibleCount } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * Tasks and the people around them (issue 5, spec 001 §4, §5): equipment put on standby takes its
 * tasks along and asks a deadline per task when reactivated; a person's tasks are transferred so
 * the person can be deleted; an ordinary user sees and completes only their own tasks.
 * The server's clock and Chromium's are moved together (test/support/clocks.ts); every journey
 * has its own company and its own browser profile.
 */
const j = useRuntime();

type Owner = Awaited<ReturnType<typeof signUp>>;

/** POST /api/task (as test/integration/tasks.test.ts): a routine unless `type: 'AD_HOC'`. */
interface NewTask {
  title: string;
  responsibleId: string;
  equipmentId: string;
  deadline: string;
  type?: 'CYCLICAL' | 'AD_HOC';
  interval?: string | null;
  notificationPeriod?: number;
}

const addTask = (owner: Owner, body: NewTask) =>
  createTask(j.rt, as(owner), {
    description: 'Se tjeklisten i mappen.',
    type: 'CYCLICAL',
    interval: body.type === 'AD_HOC' ? null : 'WEEKLY',
    notificationPeriod: 2,
    files: [],
    ...body,
  });

// Page reading helpers ------------------------------------------------------------------------

/** The value of a detail term on a detail page, e.g. Deadline → '8. mar. 2027', once it reads `value`. */
const detail = (page: Page, term: string, value: string) =>
  page.locator(`dt:text-is("${term}") + dd:text-is("${value}")`);

/** A table row holding `title` and the exact `text` (a status, a date, a name). */
const rowWith = (page: Page, title: string, text: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ has: page.getByText(text, { exact: true }) });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 1 });

/** Waits for `button` to become enabled (or disabled). */
const buttonState = (page: Page, name: string, disabled: boolean) =>
  expectVisible(page.getByRole('button', { name, exact: true, disabled }));

/** A link of the sidebar ('Hovedmenu'). */
const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name, exact: true });

// ---------------------------------------------------------------------------------------------

describe('equipment on standby and reactivated, its tasks along', () => {
  const browser = useBrowser();
  let owner: Owner;
  let equipmentId: string;
  let routineId: string;
  let singleId: string;
  let equipmentPage = '';
  const ROUTINE = 'Rens kondensator';
  const SINGLE = 'Udskift tørrefilter';
  /** Wednesday 3 March 2027, 10:00 Copenhagen. */
  const WEDNESDAY = new Date('2027-03-03T09:00:00.000Z');
  /** Monday 8 March 2027, 10:00 Copenhagen: the routine's Friday deadline has passed. */
  const MONDAY = new Date('2027-03-08T09:00:00.000Z');

  beforeAll(async () => {
    await installClock(browser.page, j.rt, WEDNESDAY);
    owner = await signUp(j.rt, { name: 'Lise Munk', company: 'Munk Køleteknik' });
    equipmentId = await createEquipment(j.rt, as(owner), {
      make: 'Danfoss',
      model: 'Optyma 5',
      equipmentId: 'DF-500',
      category: 'Maskine',
      locationName: 'Kølerum',
    });
    // Friday 5 March 23:00 (due from Wednesday) and Friday 26 March 23:00 (due a week before).
    routineId = await addTask(owner, {
      title: ROUTINE,
      responsibleId: owner.user.id,
      equipmentId,
      deadline: '2027-03-05T22:00:00.000Z',
    });
    singleId = await addTask(owner, {
      title: SINGLE,
      responsibleId: owner.user.id,
      equipmentId,
      deadline: '2027-03-26T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 7,
    });
    await j.rt.drain();
    equipmentPage = `${j.rt.url}/dashboard/${owner.companyId}/equipment/${equipmentId}`;
  }, 60_000);

  it("'Sæt på standby' puts the equipment and both tasks on standby", async () => {
    await logIn(browser.page, j.rt, owner.payload.user);
    await browser.page.goto(equipmentPage);
    await expectVisible(heading(browser.page, 'Danfoss Optyma 5'));
    await browser.page
      .getByRole('navigation', { name: 'Udstyret' })
      .getByRole('link', { name: 'Opgaver', exact: true })
      .click();
    await browser.page.waitForURL(/\/tasks$/);
    await expectVisible(rowWith(browser.page, ROUTINE, 'Udføres'));
    await expectVisible(rowWith(browser.page, SINGLE, 'Afventer'));

    await browser.page.getByRole('button', { name: 'Sæt på standby', exact: true }).click();
    await closeToast(browser.page, 'Udstyret blev sat på standby.');
    await expectVisible(
      browser.page.getByText('Udstyret står på standby, og det samme gør dets opgaver.', { exact: false }),
    );
    await expectVisible(browser.page.getByRole('button', { name: 'Genaktivér', exact: true }));
    await expectVisible(rowWith(browser.page, ROUTINE, 'Standby'));
    await expectVisible(rowWith(browser.page, SINGLE, 'Standby'));
    expect(
      await visibleCount(
        browser.page.getByRole('row').filter({ has: browser.page.getByText('Udføres', { exact: true }) }),
      ),
    ).toBe(0);
  });

  it('the task pages say Standby and send the admin to the equipment to reactivate', async () => {
    for (const [title, id] of [
      [ROUTINE, routineId],
      [SINGLE, singleId],
    ]) {
      await browser.page.goto(equipmentPage + '/tasks');
      await rowWith(browser.page, title, 'Standby').getByRole('link', { name: title, exact: true }).click();
      await browser.page.waitForURL(new RegExp(`/tasks/${id}$`));
      await expectVisible(heading(browser.page, title));
      await expectVisible(browser.page.getByText('Standby', { exact: true }));
      await expectVisible(
        browser.page.getByText('Udstyret er på standby. Genaktivér udstyret for at genaktivere opgaven.', {
          exact: false,
        }),
      );
      // Neither a task-level reactivation nor 'Udfør opgave' while the equipment stands still.
      expect(await visibleCount(browser.page.getByRole('button', { name: 'Genaktivér', exact: true }))).toBe(0);
      expect(await visibleCount(browser.page.getByRole('button', { name: 'Udfør opgave', exact: true }))).toBe(0);
    }
  });

  it("five days later 'Genaktivér' asks a deadline per task: today for the passed one, the old date for the other", async () => {
    await moveClocks(browser.page, j.rt, MONDAY);
    await browser.page.goto(equipmentPage + '/tasks');
    await expectVisible(rowWith(browser.page, ROUTINE, 'Standby'));
    await browser.page.getByRole('button', { name: 'Genaktivér', exact: true }).click();

    const dialog = browser.page.getByRole('dialog', { name: 'Genaktivér udstyret' });
    // One list item per task: its calendar (a group named after the task), 'Valgt: …' and the old deadline.
    const itemOf = (title: string) =>
      dialog
        .getByRole('listitem')
        .filter({ has: browser.page.getByRole('group', { name: `Ny deadline for ${title}` }) });
    const routineItem = itemOf(ROUTINE);
    const singleItem = itemOf(SINGLE);
    const routinePicker = routineItem.getByRole('group');
    const singlePicker = singleItem.getByRole('group');
    await expectVisible(routineItem.getByText('Valgt: mandag 8. marts 2027', { exact: true }));
    await expectVisible(routineItem.getByText('Tidligere deadline 5. mar. 2027', { exact: true }));
    await expectVisible(singleItem.getByText('Valgt: fredag 26. marts 2027', { exact: true }));
    await expectVisible(singleItem.getByText('Tidligere deadline 26. mar. 2027', { exact: true }));
    // The routine's old Friday can no longer be picked.
    expect(await routinePicker.getByRole('button', { name: 'fredag 5. marts 2027', exact: true }).isDisabled()).toBe(
      true,
    );

    // The single task moves to Wednesday 31 March; the routine keeps today.
    await singlePicker.getByRole('button', { name: 'onsdag 31. marts 2027', exact: true }).click();
    await expectVisible(singleItem.getByText('Valgt: onsdag 31. marts 2027', { exact: true }));
    await expectVisible(routineItem.getByText('Valgt: mandag 8. marts 2027', { exact: true }));
    await dialog.getByRole('button', { name: 'Genaktivér udstyr', exact: true }).click();
    await closeToast(browser.page, 'Udstyret blev genaktiveret.');
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(browser.page.getByRole('button', { name: 'Sæt på standby', exact: true }));
  });

  it('the tasks are active again with the chosen deadlines (Opgaver tab and task pages)', async () => {
    await expectVisible(
      rowWith(browser.page, ROUTINE, 'Udføres').filter({
        has: browser.page.getByText('8. mar. 2027', { exact: true }),
      }),
    );
    await expectVisible(
      rowWith(browser.page, SINGLE, 'Afventer').filter({
        has: browser.page.getByText('31. mar. 2027', { exact: true }),
      }),
    );
    expect(
      await visibleCount(
        browser.page.getByRole('row').filter({ has: browser.page.getByText('Standby', { exact: true }) }),
      ),
    ).toBe(0);

    await browser.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/${routineId}`);
    await expectVisible(heading(browser.page, ROUTINE));
    await expectVisible(detail(browser.page, 'Deadline', '8. mar. 2027'));
    await expectVisible(browser.page.getByText('Udføres', { exact: true }));
    await expectVisible(browser.page.getByRole('button', { name: 'Udfør opgave', exact: true }));

    await browser.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/${singleId}`);
    await expectVisible(heading(browser.page, SINGLE));
    await expectVisible(detail(browser.page, 'Deadline', '31. mar. 2027'));
    await expectVisible(browser.page.getByText('Afventer', { exact: true }));
    await expectVisible(browser.page.getByText('Skal ikke udføres endnu', { exact: true }));
    expect(await visibleCount(browser.page.getByText('Standby', { exact: true }))).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe("a person's tasks are transferred, then the person is deleted", () => {
  const browser = useBrowser();
  let owner: Owner;
  let jonas: { id: string };
  let jonasPage = '';
  const TITLES = ['Smør kæden', 'Udskift hydraulikfilter', 'Kontrollér bremser'];
  /** Wednesday 10 March 2027, 10:00 Copenhagen. */
  const NOW = new Date('2027-03-10T09:00:00.000Z');

  beforeAll(async () => {
    await installClock(browser.page, j.rt, NOW);
    owner = await signUp(j.rt, { name: 'Karin Dahl', company: 'Dahl Entreprenør' });
    jonas = await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, {
      name: 'Jonas Berg',
      emailAddress: `jonas.berg.${Date.now()}@eksempel.dk`,
      password: 'jonas-password',
    });
    const equipmentId = await createEquipment(j.rt, as(owner), {
      make: 'Volvo',
      model: 'EC220E',
      equipmentId: 'VO-220',
      category: 'Køretøj',
      locationName: 'Pladsen',
    });
    await addTask(owner, {
      title: TITLES[0],
      responsibleId: jonas.id,
      equipmentId,
      deadline: '2027-03-12T22:00:00.000Z',
    });
    await addTask(owner, {
      title: TITLES[1],
      responsibleId: jonas.id,
      equipmentId,
      deadline: '2027-03-19T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 7,
    });
    await addTask(owner, {
      title: TITLES[2],
      responsibleId: jonas.id,
      equipmentId,
      deadline: '2027-04-07T21:00:00.000Z',
      interval: 'MONTHLY',
      notificationPeriod: 7,
    });
    await j.rt.drain();
    jonasPage = `${j.rt.url}/dashboard/${owner.companyId}/users/${jonas.id}`;
  }, 60_000);

  it("'Slet bruger' is disabled while Jonas is responsible for 3 tasks", async () => {
    await logIn(browser.page, j.rt, owner.payload.user);
    await browser.page.goto(jonasPage);
    await expectVisible(heading(browser.page, 'Jonas Berg'));
    await expectVisible(detail(browser.page, 'Ansvarlig for', '3 opgaver'));
    await expectVisible(browser.page.getByText('Jonas Berg er ansvarlig for 3 opgaver.', { exact: false }));
    await buttonState(browser.page, 'Slet bruger', true);
  });

  it("the transfer page: 'Overfør ansvar' is disabled until a pick changes", async () => {
    await browser.page.getByRole('link', { name: 'Overfør ansvar', exact: true }).click();
    await browser.page.waitForURL(new RegExp(`/users/transfer/${jonas.id}$`));
    await expectVisible(heading(browser.page, 'Overfør ansvar'));
    for (const title of TITLES) await expectVisible(field(browser.page, `Ny ansvarlig for ${title}`));
    await expectVisible(browser.page.getByText('Ingen ændringer endnu.', { exact: true }));
    await buttonState(browser.page, 'Overfør ansvar', true);

    const one = field(browser.page, `Ny ansvarlig for ${TITLES[1]}`);
    await one.selectOption({ label: 'Karin Dahl' });
    await expectVisible(browser.page.getByText('1 opgave får en ny ansvarlig.', { exact: true }));
    await buttonState(browser.page, 'Overfør ansvar', false);
    // Back to Jonas: nothing changes, nothing to send.
    await one.selectOption({ label: 'Jonas Berg' });
    await expectVisible(browser.page.getByText('Ingen ændringer endnu.', { exact: true }));
    await buttonState(browser.page, 'Overfør ansvar', true);
  });

  it("'Overfør alle til' Karin moves all three: 'Ændringerne blev gemt' with the count; 'Slet bruger' is enabled", async () => {
    await field(browser.page, 'Overfør alle til').selectOption({ label: 'Karin Dahl' });
    for (const title of TITLES) {
      expect(await field(browser.page, `Ny ansvarlig for ${title}`).locator('option:checked').textContent()).toBe(
        'Karin Dahl',
      );
    }
    await expectVisible(browser.page.getByText('3 opgaver får en ny ansvarlig.', { exact: true }));
    await browser.page.getByRole('button', { name: 'Overfør ansvar', exact: true }).click();
    const text = await closeToast(browser.page, 'Ændringerne blev gemt');
    expect(text).toContain('Ansvaret for 3 opgaver blev overført.');

    await browser.page.waitForURL(new RegExp(`/users/${jonas.id}$`));
    await expectVisible(detail(browser.page, 'Ansvarlig for', '0 opgaver'));
    await buttonState(browser.page, 'Slet bruger', false);
    expect(await visibleCount(browser.page.getByRole('link', { name: 'Overfør ansvar', exact: true }))).toBe(0);
  });

  it("deletes Jonas ('Brugeren er nu slettet permanent.'); the task list shows Karin as Ansvarlig", async () => {
    await browser.page.getByRole('button', { name: 'Slet bruger', exact: true }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Slet brugeren?' });
    await dialog.getByRole('button', { name: 'Slet bruger permanent', exact: true }).click();
    await closeToast(browser.page, 'Brugeren er nu slettet permanent.');
    await browser.page.waitForURL(/\/users$/);
    await browser.page.getByRole('row').filter({ hasText: 'Jonas Berg' }).first().waitFor({ state: 'detached' });

    await sidebar(browser.page, 'Opgaver').click();
    await browser.page.waitForURL(/\/tasks$/);
    for (const title of TITLES) await expectVisible(rowWith(browser.page, title, 'Karin Dahl'));
    expect(await visibleCount(browser.page.getByRole('row').filter({ hasText: 'Jonas Berg' }))).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe('an ordinary user completes their own task', () => {
  const browser = useBrowser();
  let owner: Owner;
  let bo: { id: string };
  const boLogin = { emailAddress: `bo.nielsen.${Date.now()}@eksempel.dk`, password: 'bos-password' };
  let dueId: string;
  let othersId: string;
  const DUE = 'Tjek førstehjælpskassen';
  const LATER = 'Månedligt eftersyn af stigen';
  const OTHERS = 'Tjek nødbelysningen';
  /** Tuesday 16 March 2027, 10:00 Copenhagen. */
  const NOW = new Date('2027-03-16T09:00:00.000Z');

  beforeAll(async () => {
    await installClock(browser.page, j.rt, NOW);
    owner = await signUp(j.rt, { name: 'Hanne Lind', company: 'Lind Byg' });
    bo = await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, { name: 'Bo Nielsen', ...boLogin });
    const equipmentId = await createEquipment(j.rt, as(owner), {
      make: 'Zarges',
      model: 'Skymaster',
      equipmentId: 'ZA-41',
      category: 'Værktøj',
      locationName: 'Lageret',
    });
    // Due Wednesday (from Tuesday, one day before): Udføres. Due 14 April, a week before: Afventer.
    dueId = await addTask(owner, {
      title: DUE,
      responsibleId: bo.id,
      equipmentId,
      deadline: '2027-03-17T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 1,
    });
    await addTask(owner, {
      title: LATER,
      responsibleId: bo.id,
      equipmentId,
      deadline: '2027-04-14T21:00:00.000Z',
      interval: 'MONTHLY',
      notificationPeriod: 7,
    });
    othersId = await addTask(owner, {
      title: OTHERS,
      responsibleId: owner.user.id,
      equipmentId,
      deadline: '2027-03-17T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 1,
    });
    await j.rt.drain();
  }, 60_000);

  const myList = () => browser.page.getByRole('list', { name: 'Dine opgaver' });
  const item = (title: string) => myList().getByRole('listitem').filter({ hasText: title });

  it("Bo lands on 'Din oversigt' with his two tasks only; the one not due yet is no link", async () => {
    await logIn(browser.page, j.rt, boLogin);
    await browser.page.waitForURL(/\/user-dashboard$/);
    await expectVisible(heading(browser.page, 'Din oversigt'));
    await expectVisible(item(DUE).getByRole('link', { name: DUE, exact: true }));
    await expectVisible(item(DUE).getByText('Udføres', { exact: true }));
    await expectVisible(item(LATER).getByText('Skal ikke udføres endnu', { exact: true }));
    await expectVisible(item(LATER).getByText('Afventer', { exact: true }));
    expect(await item(LATER).getByRole('link').count()).toBe(0);
    expect(await myList().getByRole('listitem').count()).toBe(2);
    expect(await browser.page.getByText(OTHERS).count()).toBe(0);
  });

  it("Bo's sidebar has no 'Opgaver' and no 'Tilføj opgave'", async () => {
    await expectVisible(sidebar(browser.page, 'Din oversigt'));
    await expectVisible(sidebar(browser.page, 'Udstyr'));
    expect(await visibleCount(sidebar(browser.page, 'Opgaver'))).toBe(0);
    expect(await visibleCount(sidebar(browser.page, 'Tilføj opgave'))).toBe(0);
  });

  it("opens the due task and completes it with a note: 'Udført'", async () => {
    await item(DUE).getByRole('link', { name: DUE, exact: true }).click();
    await browser.page.waitForURL(new RegExp(`/tasks/${dueId}$`));
    await expectVisible(heading(browser.page, DUE));
    await expectVisible(browser.page.getByRole('link', { name: '← Din oversigt', exact: true }));
    await expectVisible(browser.page.getByText('Udføres', { exact: true }));
    expect(await visibleCount(browser.page.getByRole('link', { name: 'Rediger', exact: true }))).toBe(0);

    await browser.page.getByRole('button', { name: 'Udfør opgave', exact: true }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog.getByLabel('Note', { exact: true }).fill('Plastre og forbindinger fyldt op.');
    await dialog.getByRole('button', { name: 'Markér som udført', exact: true }).click();
    const text = await closeToast(browser.page, 'Opgaven blev udført');
    expect(text).toContain(`${DUE} er udført.`);
    await dialog.waitFor({ state: 'hidden' });

    await expectVisible(browser.page.getByText('Udført', { exact: true }));
    await expectVisible(browser.page.getByText('Opgaven er udført og afsluttet.', { exact: true }));
    await expectVisible(detail(browser.page, 'Sidst udført', '16. mar. 2027'));
    expect(await visibleCount(browser.page.getByRole('button', { name: 'Udfør opgave', exact: true }))).toBe(0);
  });

  it("the completion's note is on the task's 'Noter' tab at once", async () => {
    // The notes list shows the caller's own writes (read your writes); the completion re-reads it once.
    await expectVisible(heading(browser.page, DUE));
    await expectVisible(
      browser.page
        .getByRole('article', { name: 'Bo Nielsen' })
        .getByText('Plastre og forbindinger fyldt op.', { exact: true }),
    );
  });

  it("back on 'Din oversigt' only the task not due yet is left", async () => {
    await browser.page.getByRole('link', { name: '← Din oversigt', exact: true }).click();
    await browser.page.waitForURL(/\/user-dashboard$/);
    await expectVisible(item(LATER));
    await item(DUE).waitFor({ state: 'detached' });
    expect(await myList().getByRole('listitem').count()).toBe(1);
  });

  it("Bo cannot open Hanne's task by its address: 'Opgaven findes ikke'", async () => {
    await browser.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/${othersId}`);
    await expectVisible(heading(browser.page, 'Opgaven findes ikke'));
    expect(await browser.page.getByText(OTHERS).count()).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------

describe("an Administrator's own tasks, and a page for the super administrator only", () => {
  const browser = useBrowser();
  let owner: Owner;
  const adminLogin = { emailAddress: `ida.holm.${Date.now()}@eksempel.dk`, password: 'idas-password' };
  const MINE = 'Smør porten';
  const OWNERS = 'Tjek brandslukkeren';
  /** Tuesday 16 March 2027, 10:00 Copenhagen. */
  const NOW = new Date('2027-03-16T09:00:00.000Z');

  beforeAll(async () => {
    await installClock(browser.page, j.rt, NOW);
    owner = await signUp(j.rt, { name: 'Per Holm', company: 'Holm Port og Dør' });
    const ida = await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, {
      name: 'Ida Holm',
      type: 'ADMIN',
      ...adminLogin,
    });
    const equipmentId = await createEquipment(j.rt, as(owner), {
      make: 'Hörmann',
      model: 'SPU F42',
      equipmentId: 'HO-42',
      category: 'Port',
      locationName: 'Værkstedet',
    });
    await addTask(owner, {
      title: MINE,
      responsibleId: ida.id,
      equipmentId,
      deadline: '2027-03-17T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 1,
    });
    await addTask(owner, {
      title: OWNERS,
      responsibleId: owner.user.id,
      equipmentId,
      deadline: '2027-03-17T22:00:00.000Z',
      type: 'AD_HOC',
      notificationPeriod: 1,
    });
    await j.rt.drain();
  }, 60_000);

  it("Ida (Administrator) has 'Din oversigt' right after 'Oversigt'; it lists her own task only", async () => {
    await logIn(browser.page, j.rt, adminLogin);
    await browser.page.waitForURL(new RegExp(`/dashboard/${owner.companyId}$`));
    // The address changes before the dashboard is drawn (its pages are fetched when first shown).
    await expectVisible(
      browser.page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name: 'Oversigt', exact: true }),
    );
    const names = await browser.page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link').allTextContents();
    expect(names.indexOf('Din oversigt')).toBe(names.indexOf('Oversigt') + 1);

    await sidebar(browser.page, 'Din oversigt').click();
    await browser.page.waitForURL(/\/user-dashboard$/);
    await expectVisible(heading(browser.page, 'Din oversigt'));
    const mine = browser.page.getByRole('list', { name: 'Dine opgaver' }).getByRole('listitem');
    await expectVisible(mine.getByRole('link', { name: MINE, exact: true }));
    expect(await mine.count()).toBe(1);
    expect(await browser.page.getByText(OWNERS).count()).toBe(0);
  });

  it('the transfer page tells her it is for the super administrator, not for administrators', async () => {
    await browser.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/users/transfer/${owner.user.id}`);
    await expectVisible(heading(browser.page, 'Du har ikke adgang til denne side'));
    await expectVisible(browser.page.getByText(/^Siden er kun for virksomhedens superadministrator\./));
    expect(await browser.page.getByText(/kun for administratorer/).count()).toBe(0);
    expect(await browser.page.getByRole('button', { name: 'Overfør ansvar' }).count()).toBe(0);
  });
});
