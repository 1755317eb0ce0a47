import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Equipment, Task } from '../support/contract';
import { as, createEquipment, ok, PUMP } from '../support/api';
import { axeViolations } from '../support/axe';
import { closeToast, expectVisible, field, logIn, useBrowser, useRuntime } from '../support/e2e';
import { grantRole, newPerson, type Person } from '../support/factories';

/**
 * Two people editing one task at once (issue 26, decision 132): Anne and Bo, each in their own
 * Chromium, open the task's edit page from the same version. Different fields are both kept; the
 * same field shows Bo the choice, his value beside Anne's, and either choice is saved (with his
 * other edits, and Anne's fields he did not touch). The conflict view passes axe at 1280 and 375 px.
 */
const server = useRuntime();
const annes = useBrowser();
const bos = useBrowser();

/** Set SHOTS_DIR to keep screenshots of the conflict view for a person to look at (not taken otherwise). */
const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
};

let anne: Person;
let bo: Person;
let taskId = '';
let equipmentId = '';
const editUrl = () => `${server.rt.url}/dashboard/${anne.ownCompanyId}/tasks/update/${taskId}`;
const taskNow = async () => (await ok(server.rt.call<{ task: Task }>('GET', `/api/task/${taskId}`, as(anne)))).task;

beforeAll(async () => {
  const { rt } = server;
  anne = await newPerson(rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  bo = await grantRole(await newPerson(rt, { name: 'Bo Berg', company: 'Bergs El' }), anne.ownCompanyId, 'ADMIN');
  equipmentId = await createEquipment(rt, as(anne), PUMP);
  taskId = (
    await ok(
      rt.call<{ taskId: string }>('POST', '/api/task', {
        ...as(anne),
        body: {
          title: 'Eftersyn af pumpen',
          description: 'Tjek tryk og pakninger.',
          type: 'CYCLICAL',
          interval: 'MONTHLY',
          notificationPeriod: 7,
          responsibleId: anne.user.id,
          deadline: '2099-03-31T21:00:00.000Z',
          files: [],
          equipmentId,
        },
      }),
    )
  ).taskId;
  await logIn(annes.page, rt, anne);
  await logIn(bos.page, rt, bo);
}, 60_000);

/** Opens the edit page (the form as the task is now). */
async function openEdit(page: Page) {
  await page.goto(editUrl());
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Rediger opgave' }));
  await field(page, 'Titel').waitFor({ state: 'visible' });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Gem ændringer' }).click();
}

/** Saved: back on the task's page with the toast. */
async function saved(page: Page) {
  await page.waitForURL(new RegExp(`/tasks/${taskId}$`));
  await closeToast(page, 'Opgaven blev gemt');
}

it('Anne changes the title and Bo, from the same version, the description: both are kept', async () => {
  await Promise.all([openEdit(annes.page), openEdit(bos.page)]);
  await field(annes.page, 'Titel').fill('Månedligt eftersyn af pumpen');
  await save(annes.page);
  await saved(annes.page);
  await field(bos.page, 'Beskrivelse').fill('Tjek tryk, pakninger og lyd.');
  await save(bos.page);
  await saved(bos.page);
  await expectVisible(bos.page.getByRole('heading', { level: 1, name: 'Månedligt eftersyn af pumpen' }));
  expect(await taskNow()).toMatchObject({
    title: 'Månedligt eftersyn af pumpen',
    description: 'Tjek tryk, pakninger og lyd.',
  });
});

describe('the same field changed by both', () => {
  const conflict = (page: Page) => page.getByRole('region', { name: 'Ændret af en anden' });

  /** Anne retitles; Bo, from the version before, retitles too and changes the reminder: he gets the choice. */
  async function collide(annesTitle: string, bosTitle: string, reminder: string) {
    await Promise.all([openEdit(annes.page), openEdit(bos.page)]);
    await field(annes.page, 'Titel').fill(annesTitle);
    await save(annes.page);
    await saved(annes.page);
    await field(bos.page, 'Titel').fill(bosTitle);
    await field(bos.page, 'Påmindelse').selectOption({ label: reminder });
    await save(bos.page);
    await expectVisible(conflict(bos.page));
    const choice = conflict(bos.page).getByRole('group', { name: 'Titel' });
    await expectVisible(choice.getByRole('radio', { name: `Behold din ændring ${bosTitle}` }));
    await expectVisible(choice.getByRole('radio', { name: `Brug den andens ændring ${annesTitle}` }));
    // Only the field both changed is offered; the reminder, Bo's alone, is not a question.
    expect(await conflict(bos.page).getByRole('group').count()).toBe(1);
    return choice;
  }

  it('shows Bo his title beside Anne’s, accessibly at 1280 and 375 px; keeping his saves it with his reminder', async () => {
    const choice = await collide('Eftersyn (Anne)', 'Eftersyn (Bo)', '2 dage før');
    await expectVisible(
      conflict(bos.page).getByText('Opgaven er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.'),
    );
    for (const width of [1280, 375]) {
      await bos.page.setViewportSize({ width, height: 900 });
      await bos.page.waitForFunction((w) => window.innerWidth === w, width);
      expect(await axeViolations(bos.page)).toEqual([]);
      const sideways = await bos.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect({ width, sideways }).toEqual({ width, sideways: false });
      await shoot(bos.page, `conflict-${width}.png`);
    }
    await bos.page.setViewportSize({ width: 1280, height: 800 });
    // Nothing chosen yet: saving asks for a choice and saves nothing.
    await conflict(bos.page).getByRole('button', { name: 'Gem med dine valg' }).click();
    await expectVisible(conflict(bos.page).getByText('Vælg for hvert felt, hvad der skal gælde.'));
    expect((await taskNow()).title).toBe('Eftersyn (Anne)');
    await choice.getByRole('radio', { name: /^Behold din ændring/ }).check();
    await conflict(bos.page).getByRole('button', { name: 'Gem med dine valg' }).click();
    await saved(bos.page);
    expect(await taskNow()).toMatchObject({ title: 'Eftersyn (Bo)', notificationPeriod: 2 });
  });

  it('taking Anne’s title keeps it, and still saves Bo’s own other change', async () => {
    const choice = await collide('Serviceeftersyn', 'Pumpeeftersyn', '1 dag før');
    await choice.getByRole('radio', { name: /^Brug den andens ændring/ }).check();
    await shoot(bos.page, 'conflict-chosen-1280.png');
    await conflict(bos.page).getByRole('button', { name: 'Gem med dine valg' }).click();
    await saved(bos.page);
    expect(await taskNow()).toMatchObject({ title: 'Serviceeftersyn', notificationPeriod: 1 });
  });
});

describe('equipment and a location, edited by both', () => {
  const dashboard = () => `${server.rt.url}/dashboard/${anne.ownCompanyId}`;
  const equipmentNow = async () =>
    (await ok(server.rt.call<{ equipment: Equipment }>('GET', `/api/equipment/${equipmentId}`, as(anne)))).equipment;

  it('equipment: Anne’s new model and Bo’s new category from one version are both kept', async () => {
    const open = async (page: Page) => {
      await page.goto(`${dashboard()}/equipment/update/${equipmentId}`);
      await field(page, 'Model').waitFor({ state: 'visible' });
    };
    await Promise.all([open(annes.page), open(bos.page)]);
    await field(annes.page, 'Model').fill('CR 15');
    await annes.page.getByRole('button', { name: 'Gem ændringer' }).click();
    await closeToast(annes.page, 'Ændringerne blev gemt');
    await field(bos.page, 'Kategori').fill('Pumper');
    await bos.page.getByRole('button', { name: 'Gem ændringer' }).click();
    await closeToast(bos.page, 'Ændringerne blev gemt');
    expect(await equipmentNow()).toMatchObject({ model: 'CR 15', category: 'Pumper' });
  });

  it('a location renamed by both: Bo gets the choice, and taking Anne’s name keeps it', async () => {
    const { locationId } = await equipmentNow();
    const open = async (page: Page) => {
      await page.goto(`${dashboard()}/locations/${locationId}/update`);
      await field(page, 'Navn').waitFor({ state: 'visible' });
    };
    await Promise.all([open(annes.page), open(bos.page)]);
    await field(annes.page, 'Navn').fill('Fyrrum');
    await annes.page.getByRole('button', { name: 'Gem ændringer' }).click();
    await closeToast(annes.page, 'Ændringerne blev gemt');
    await field(bos.page, 'Navn').fill('Kedelrum');
    await bos.page.getByRole('button', { name: 'Gem ændringer' }).click();
    const choice = bos.page.getByRole('region', { name: 'Ændret af en anden' }).getByRole('group', { name: 'Navn' });
    await choice.getByRole('radio', { name: 'Brug den andens ændring Fyrrum' }).check();
    await bos.page.getByRole('button', { name: 'Gem med dine valg' }).click();
    await closeToast(bos.page, 'Ændringerne blev gemt');
    const location = await ok(
      server.rt.call<{ location: { name: string } }>('GET', `/api/locations/${locationId}`, as(anne)),
    );
    expect(location.location.name).toBe('Fyrrum');
  });
});
