import type { Page } from 'playwright-core';
import { as, createEquipment, createLocation, createTask, inviteAndAcceptByApi, logInByApi, ok } from '../support/api';
import { axeViolations } from '../support/axe';
import { setServerClock } from '../support/clocks';
import { logIn, useBrowser, useJourney } from '../support/e2e';
import { linkIn, waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Every route of spec 000 §2 and 001 §2, opened as the role that may see it, with a company full
 * of realistic data (long Danish names, tasks in every status, a completion with a note, a
 * pending invitation): at 1280 px and at 375 px no page scrolls sideways, and axe-core finds
 * nothing serious or critical (issue 13). A page that fails names the elements that stick out.
 */
const j = useJourney();
let owner: Awaited<ReturnType<typeof signUp>>;
let bo: { id: string };
const BO = { name: 'Bo Ærbø', emailAddress: 'bo.aerboe@eksempel.dk', password: 'hemmeligt-password' };
const ids = {
  location: '',
  equipment: '',
  routine: '',
  single: '',
  boTask: '',
  invitation: '',
  sticker: '',
  duty: '',
  inspection: '',
};

const DAY = 86_400_000;

/** Moves the server's clock; sessions live by that clock, so the owner logs in again. */
async function at(time: number) {
  await setServerClock(j.rt, new Date(time));
  owner.token = await logInByApi(j.rt, owner.payload.user);
}
/** 10:00 UTC on the first weekday at least `days` days from `from` (routines are due on weekdays). */
function weekday(from: number, days: number): string {
  const date = new Date(from + days * DAY);
  date.setUTCHours(10, 0, 0, 0);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

beforeAll(async () => {
  const { rt } = j;
  const now = Date.now();
  owner = await signUp(rt, {
    name: 'Åse Ørsted-Kristiansen',
    company: 'Ørsteds Ejendomsservice og Vedligeholdelse ApS',
  });
  ids.location = await createLocation(rt, as(owner), 'Fyrrummet under hovedbygningen');
  ids.equipment = await createEquipment(rt, as(owner), {
    name: 'Cirkulationspumpe i fyrrummet',
    make: 'Grundfos',
    model: 'MAGNA3 32-120 F',
    equipmentId: 'GF-MAGNA3-0001',
    category: 'Maskine',
    locationId: ids.location,
  });
  await createEquipment(rt, as(owner), {
    make: 'Makita',
    model: 'DHP 484',
    equipmentId: 'MK-1',
    category: 'Værktøj',
    locationName: 'Værkstedet',
  });
  bo = await inviteAndAcceptByApi(rt, owner.token, owner.companyId, BO);
  await ok(
    rt.call('POST', '/api/user/invite', {
      ...as(owner),
      body: { name: 'Karin Vestergaard-Høegh', emailAddress: 'karin.vh@eksempel.dk', type: 'ADMIN' },
    }),
  );
  ids.invitation = linkIn(await waitForMail(rt, { to: 'karin.vh@eksempel.dk' }), '/auth/invitation/')
    .split('/')
    .pop()!;
  const task = (body: object) =>
    createTask(rt, as(owner), {
      description: 'Tjek tryk, lyd og pakninger. Skriv en note om afvigelser.',
      responsibleId: owner.user.id,
      files: [],
      equipmentId: ids.equipment,
      ...body,
    });
  // The tasks are seeded 20 days ago, so one routine is overdue today. The people signed up and
  // were invited today: a session begun on a clock 20 days back would end 6 days ago by the real
  // clock, and DynamoDB Local's TTL (`expiresAt`) would delete its row at any moment.
  await setServerClock(rt, new Date(now - 20 * DAY));
  const routine = { type: 'CYCLICAL', interval: 'WEEKLY', notificationPeriod: 2 };
  const single = { type: 'AD_HOC', interval: null, notificationPeriod: 7 };
  await task({ title: 'Ugentligt eftersyn af cirkulationspumpen', ...routine, deadline: weekday(now, -16) }); // overdue
  ids.routine = await task({
    title: 'Kontrol af sikkerhedsventilen på varmtvandsbeholderen',
    ...routine,
    deadline: weekday(now, -18),
  });
  const standby = await task({ title: 'Udskiftning af filtre', ...routine, deadline: weekday(now, 40) });
  await task({ title: 'Årligt serviceeftersyn', ...routine, deadline: weekday(now, 60) }); // active
  ids.single = await task({ title: 'Reparation af utæt pakning', ...single, deadline: weekday(now, -10) });
  ids.boTask = await task({
    title: 'Rengøring af fyrrummet',
    ...single,
    responsibleId: bo.id,
    locationId: ids.location,
    equipmentId: undefined,
    deadline: weekday(now, -12),
  });
  await task({ title: 'Aflæsning af varmemåleren', ...single, deadline: weekday(now, 2) }); // current
  await ok(rt.call('PATCH', '/api/task', { ...as(owner), body: { id: standby, standby: true } }));
  await at(now - 9 * DAY);
  await ok(
    rt.call('POST', '/api/task/complete', {
      ...as(owner),
      body: { id: ids.routine, note: { content: 'Ventilen blev skiftet, trykket er nu 2,5 bar.', files: [] } },
    }),
  );
  await ok(rt.call('POST', '/api/task/complete', { ...as(owner), body: { id: ids.single } }));
  await ok(
    rt.call('POST', '/api/note', {
      ...as(owner),
      body: {
        content: 'Pumpen larmer lidt ved opstart. Hold øje med lejerne.',
        files: [],
        recipientIds: [bo.id],
        core: true,
        equipmentId: ids.equipment,
      },
    }),
  );
  await setServerClock(rt, new Date(now));
  // A service sticker whose card takes fault reports (issue 17).
  await ok(rt.call('PATCH', '/api/company', { ...as(owner), body: { id: owner.companyId, faultReports: true } }));
  const { stickers } = await ok(
    rt.call<{ stickers: { code: string }[] }>('POST', '/api/stickers', {
      ...as(owner),
      body: { equipmentIds: [ids.equipment], locationIds: [ids.location] },
    }),
  );
  ids.sticker = stickers[0].code;
  // A legal inspection duty on the pump's unit, sent to an external inspector (issue 31).
  ids.duty = (
    await ok(
      rt.call<{ id: string }>('POST', '/api/compliance/apply', {
        ...as(owner),
        body: {
          dutyId: 'FGAS_LEAK_CHECK',
          templateVersion: 1,
          params: { gas: 'R-404A', kg: 3.2, leakDetection: false, hermetic: false },
          equipmentId: ids.equipment,
          responsibleId: bo.id,
          deadline: weekday(now, 30),
          notificationPeriod: 14,
        },
      }),
    )
  ).id;
  await ok(
    rt.call('POST', '/api/compliance/inspector', {
      ...as(owner),
      body: { taskId: ids.duty, name: 'Kim Kulde', company: 'Kulde ApS', email: 'kim@kulde.dk' },
    }),
  );
  ids.inspection = linkIn(await waitForMail(rt, { to: 'kim@kulde.dk' }), '/inspektion/')
    .split('/')
    .pop()!;
  // A visitor's fault report through it (issue 29), for the admins' 'Fejlmeldinger' and the card's notice.
  await ok(
    rt.call('POST', `/api/public/sticker/${ids.sticker}/fault`, {
      body: { description: 'Pumpen larmer ved opstart og drypper ved flangen.', email: 'gaest@eksempel.dk' },
    }),
  );
  await rt.drain();
}, 120_000);

/** Waits until the page has drawn its content: a heading or the main area, and nothing still loading. */
async function settle(page: Page) {
  await page.locator('h1, main').first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some(
        (el) => /Henter|…$/.test(el.textContent ?? '') || el.getAttribute('aria-busy') === 'true',
      ),
  );
}

/** What sticks out to the right of the window (at most 5, innermost first), or [] when the page fits. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`;
    return [
      `scrollWidth ${document.documentElement.scrollWidth} > ${window.innerWidth}`,
      ...innermost.slice(0, 5).map(name),
    ];
  });
}

/**
 * Tables wider than their own scrolling region: the task, equipment, location and user lists fit
 * 375 px (their status badges were cut, issue 13). The completion histories keep four or five
 * columns there and scroll inside their named, focusable region instead, never the page.
 */
const SCROLLS_INSIDE = /\/history$/;
async function tablesCut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > 0)
      .map((table) => ({ table, region: table.parentElement! }))
      .filter(({ region }) => region.scrollWidth > region.clientWidth + 1)
      .map(
        ({ table, region }) =>
          `${table.querySelector('caption')?.textContent ?? 'table'}: ${region.scrollWidth} in ${region.clientWidth}`,
      ),
  );
}

/** Opens each path at 1280 px, then looks at it at 375 px: the pages with findings, and what they are. */
async function check(page: Page, paths: string[]) {
  const failed: { path: string; findings: Record<string, unknown> }[] = [];
  for (const path of paths) {
    const findings = await findingsOf(page, path);
    if (Object.keys(findings).length) failed.push({ path, findings });
  }
  expect(failed).toEqual([]);
}

async function findingsOf(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${j.rt.url}${path}`);
  await settle(page);
  const findings: Record<string, unknown> = {};
  // The page itself, not a redirect to the login or another page.
  const at = new URL(page.url());
  if (at.pathname + at.search !== path) findings['opened instead'] = at.pathname + at.search;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const wide = await sideways(page);
    const cut = SCROLLS_INSIDE.test(path) ? [] : await tablesCut(page);
    if (cut.length) findings[`${width} px table wider than its region`] = cut;
    const axe = await axeViolations(page);
    if (wide.length) findings[`${width} px scrolls sideways`] = wide;
    if (axe.length) findings[`${width} px axe`] = axe;
  }
  return findings;
}

describe('signed out', () => {
  const pages = () => [
    '/auth',
    '/auth/sign-up',
    '/auth/logged-out',
    '/auth/new-password-request?email-address=bo.aerboe%40eksempel.dk',
    '/auth/new-password-request-receipt?email-address=bo.aerboe%40eksempel.dk',
    '/auth/new-password/ukendt-token/4102444800000',
    '/auth/join-company/ukendt-token/4102444800000',
    '/auth/new-password-receipt',
    '/auth/mfa/step_one?email-address=bo.aerboe%40eksempel.dk',
    '/auth/mfa/step_two/ukendt-kode',
    `/auth/invitation/${ids.invitation}`,
    '/auth/findes-ikke',
    '/qr/100234',
    `/s/${ids.sticker}`,
    '/s/AAAA-AAAA',
    `/inspektion/${ids.inspection}`,
    '/inspektion/ukendt-link',
    '/findes-ikke',
  ];
  test('every page of the sign-in area, the QR page and an unknown path', async () => {
    await check(j.page, pages());
  }, 90_000);
});

describe('the super administrator', () => {
  const c = () => `/dashboard/${owner.companyId}`;
  beforeAll(() => logIn(j.page, j.rt, owner.payload.user), 30_000);

  test('profile, settings, users and the pages only for administrators', async () => {
    const pages = [
      '/profile/accounts',
      '/profile/invitations',
      '/profile/settings',
      c(),
      `${c()}/activity`,
      `${c()}/fejlmeldinger`,
      `${c()}/fejlmeldinger?status=ALL`,
      `${c()}/lovpligtige-eftersyn`,
      `${c()}/lovpligtige-eftersyn?status=NEVER`,
      `${c()}/lovpligtige-eftersyn/tilfoej?equipmentId=${ids.equipment}`,
      `${c()}/lovpligtige-eftersyn/tilfoej?locationId=${ids.location}`,
      `${c()}/download`,
      `${c()}/help`,
      `${c()}/settings`,
      `${c()}/security`,
      `${c()}/users`,
      `${c()}/users/create`,
      `${c()}/users/${bo.id}`,
      `${c()}/users/${bo.id}/history`,
      `${c()}/users/list/${owner.user.id}`,
      `${c()}/users/update/${bo.id}`,
      `${c()}/users/transfer/${bo.id}`,
      `${c()}/findes-ikke`,
    ];
    await check(j.page, pages);
  }, 120_000);

  test('locations and equipment: lists, details with their tabs, create and edit', async () => {
    const pages = [
      `${c()}/locations`,
      `${c()}/locations/create`,
      `${c()}/locations/${ids.location}`,
      `${c()}/locations/${ids.location}/tasks`,
      `${c()}/locations/${ids.location}/equipment`,
      `${c()}/locations/${ids.location}/update`,
      `${c()}/stickers`,
      `${c()}/equipment`,
      `${c()}/equipment/list`,
      `${c()}/equipment/create`,
      `${c()}/equipment/${ids.equipment}`,
      `${c()}/equipment/${ids.equipment}/tasks`,
      `${c()}/equipment/list/${ids.equipment}/history`,
      `${c()}/equipment/update/${ids.equipment}`,
    ];
    await check(j.page, pages);
  }, 120_000);

  test('tasks: the list, history, details with their tabs, create and edit, and Din oversigt', async () => {
    const pages = [
      `${c()}/tasks`,
      `${c()}/tasks/list`,
      `${c()}/tasks/create`,
      `${c()}/tasks/history`,
      `${c()}/tasks/${ids.routine}`,
      `${c()}/tasks/${ids.routine}/info`,
      `${c()}/tasks/list/${ids.routine}/history`,
      `${c()}/tasks/${ids.single}`,
      `${c()}/tasks/update/${ids.routine}`,
      `${c()}/tasks/list/update/${ids.boTask}`,
      `${c()}/tasks/update/${ids.duty}`,
      `${c()}/user-dashboard`,
    ];
    await check(j.page, pages);
  }, 120_000);
});

describe('by keyboard', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return {
        text: (el?.textContent ?? '').trim(),
        inMain: Boolean(el?.closest('main')),
        inNav: Boolean(el?.closest('aside, nav')),
      };
    });

  test("the first Tab shows 'Gå til indhold', and Enter on it skips the sidebar's links", async () => {
    const page = j.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment`);
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Gå til indhold', exact: true });
    expect(await focused(page)).toEqual({ text: 'Gå til indhold', inMain: false, inNav: false });
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.width > 0).toBe(true); // on screen while focused
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true, inNav: false });
  });

  test("a confirm dialog opens with 'Annuller' focused: Enter twice deletes nothing", async () => {
    const page = j.page;
    await page.goto(`${j.rt.url}/dashboard/${owner.companyId}/tasks/${ids.boTask}`);
    await settle(page);
    await page.getByRole('button', { name: 'Slet opgave', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Slet opgaven?' });
    await dialog.waitFor({ state: 'visible' });
    expect(await focused(page)).toMatchObject({ text: 'Annuller' });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    // Focus is back on the button that opened it, and the task is still there.
    expect(await focused(page)).toMatchObject({ text: 'Slet opgave' });
    await at(Date.now());
    expect((await j.rt.call('GET', `/api/task/${ids.boTask}`, as(owner))).status).toBe(200);
  });
});

describe('an ordinary user', () => {
  const second = useBrowser();
  const c = () => `/dashboard/${owner.companyId}`;
  beforeAll(() => logIn(second.page, j.rt, BO), 30_000);

  test('Din oversigt, an own task, the lists and a page only for administrators', async () => {
    const pages = [
      `${c()}/user-dashboard`,
      `${c()}/tasks/${ids.boTask}`,
      `${c()}/tasks/${ids.boTask}/info`,
      `${c()}/locations`,
      `${c()}/locations/${ids.location}`,
      `${c()}/equipment`,
      `${c()}/equipment/${ids.equipment}/history`,
      `${c()}/lovpligtige-eftersyn`,
      `${c()}/users`,
      '/profile/accounts',
    ];
    await check(second.page, pages);
  }, 90_000);
});
