import { copenhagenDate } from '../../domain/shared/calendar-day';
import { as, createEquipment, createTask, ok } from '../support/api';
import { axeViolations } from '../support/axe';
import { resetServerClock, setServerClock } from '../support/clocks';
import { expectVisible, logIn, logOut, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * The activity page (spec 001 §2 "Activity"): an admin adds equipment and a task and completes it,
 * then reads the timeline newest first, turns on 'only task completions', and sees 'Kunne ikke
 * hente aktivitet.' when the call fails; the years run from the company's first year to the server
 * clock's, newest first (issue 32 item 7). Accessible throughout (axe).
 */
const j = useJourney();
let owner: Awaited<ReturnType<typeof signUp>>;
/** The Copenhagen year the company is made in (by the server's clock, which is now's). */
const created = Number(copenhagenDate(new Date().toISOString()).slice(0, 4));
const yearOptions = () => j.page.getByLabel('År').locator('option').allInnerTexts();

beforeAll(async () => {
  owner = await signUp(j.rt, { name: 'Anne Åberg', company: 'Åbergs VVS' });
  const caller = as(owner);
  const equipmentId = await createEquipment(j.rt, caller, {
    name: 'Kompressor',
    make: 'Atlas',
    model: 'GA 11',
    equipmentId: 'AC-11',
    category: 'Maskine',
    locationName: 'Værksted',
  });
  const deadline = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const taskId = await createTask(j.rt, caller, {
    title: 'Skift filter',
    description: 'Filteret skiftes.',
    type: 'AD_HOC',
    interval: null,
    notificationPeriod: 7,
    responsibleId: owner.user.id,
    deadline,
    files: [],
    equipmentId,
  });
  await ok(j.rt.call('POST', '/api/task/complete', { ...caller, body: { id: taskId } }), 'complete');
  await j.rt.drain();
}, 90_000);

test('the timeline, the toggle, the years and a failure', async () => {
  await logIn(j.page, j.rt, { emailAddress: owner.payload.user.emailAddress, password: owner.payload.user.password });
  await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/activity`);
  await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Aktivitet' }));
  const entries = j.page.locator('li:has(> time)');
  await expectVisible(entries.first());
  const texts = (await entries.allInnerTexts()).map((t) => t.replace(/^\d\d:\d\d\s*/, ''));
  expect(texts).toEqual([
    expect.stringMatching(/udførte opgaven Skift filter$/),
    expect.stringMatching(/tilføjede opgaven Skift filter$/),
    expect.stringMatching(/tilføjede udstyret Kompressor$/),
    expect.stringMatching(/tilføjede virksomheden Åbergs VVS$/),
  ]);
  expect(await axeViolations(j.page)).toEqual([]);

  // The box follows the address, which the click changes in a transition: it shows checked once the
  // address has it (Playwright's check() fails if a render lands between its click and its look).
  const toggle = j.page.getByLabel('Vis kun udførte opgaver');
  await toggle.click();
  await j.page.waitForURL(/completionsOnly=true/);
  await j.page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked === true,
  );
  await j.page.waitForFunction(() => document.querySelectorAll('li:has(> time)').length === 1);
  expect(await entries.innerText()).toMatch(/udførte opgaven Skift filter$/);

  // The company was made this year: the one year there is to choose.
  expect(await yearOptions()).toEqual([String(created)]);
  expect(await j.page.getByLabel('År').inputValue()).toBe(String(created));

  // A fresh page whose every events call fails.
  const eventsCall = (url: URL) => url.pathname === '/api/events';
  await j.page.route(eventsCall, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"X","message":"x"}}' }),
  );
  await j.page.reload();
  await expectVisible(j.page.getByRole('alert').filter({ hasText: 'Kunne ikke hente aktivitet.' }));
  await j.page.unroute(eventsCall);
});

test("the years run from the company's first year to the server clock's year, newest first, whatever the browser's clock says", async () => {
  await logOut(j.page);
  // The server's clock two years on; the browser's stays where it is.
  await setServerClock(j.rt, new Date(`${created + 2}-03-02T09:00:00.000Z`));
  try {
    await logIn(j.page, j.rt, { emailAddress: owner.payload.user.emailAddress, password: owner.payload.user.password });
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/activity`);
    await expectVisible(j.page.getByText(`Ingen aktivitet i ${created + 2}.`));
    expect(await yearOptions()).toEqual([String(created + 2), String(created + 1), String(created)]);
    expect(await j.page.getByLabel('År').inputValue()).toBe(String(created + 2));
    await j.page.getByLabel('År').selectOption(String(created + 1));
    await expectVisible(j.page.getByText(`Ingen aktivitet i ${created + 1}.`));
    // Two years back is no longer shown.
    await j.page.getByLabel('År').selectOption(String(created));
    await expectVisible(j.page.getByText('Aktivitet vises kun for i år og sidste år.'));
    expect(await axeViolations(j.page)).toEqual([]);
  } finally {
    await resetServerClock(j.rt);
  }
});
