import { errorOf } from '../support/api';
import type { Company } from '../support/contract';
import { axeViolations } from '../support/axe';
import { cet, installClock } from '../support/clocks';
import { closeToast, expectVisible, field, logIn, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * The admin's home (spec 001 §2 "Overview", "Onboarding"): a new company sees the three-step
 * checklist with nothing ticked and 'Vis oversigt' disabled; a colleague invited through the UI,
 * equipment and a task added (through the API) tick the steps; 'Vis oversigt' then ends the
 * onboarding for good and shows the month's overview, where a weekly routine shows every week of
 * the month and links to the task. A bad month says 'Ugyldig måned'. Both pages pass axe-core
 * (nothing serious or critical) and fit a 375 px wide screen. The profile's account shows the
 * same month's figures.
 */
const j = useJourney();

const main = () => j.page.getByRole('main');
const step = (title: string) =>
  main()
    .getByRole('listitem')
    .filter({ has: j.page.getByRole('heading', { name: title, exact: true }) });
const showOverview = () => main().getByRole('button', { name: 'Vis oversigt' });

async function expectStep(title: string, state: 'Klaret' | 'Mangler') {
  await expectVisible(step(title).getByText(state, { exact: true }));
}

/** The page fits a phone: nothing wider than the 375 px screen, and axe is still content. */
async function expectFitsPhone() {
  await j.page.setViewportSize({ width: 375, height: 800 });
  try {
    await j.page.waitForFunction(() => window.innerWidth === 375);
    expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(j.page)).toEqual([]);
  } finally {
    await j.page.setViewportSize({ width: 1280, height: 800 });
  }
}

describe('onboarding, then the overview', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let dashboard = '';
  let taskId = '';
  const title = 'Ugentligt filterskift';

  beforeAll(async () => {
    // Wednesday 10 February 2027, 10:00 in Copenhagen, on both clocks.
    await installClock(j.page, j.rt, cet('2027-02-10', '10:00'));
    owner = await signUp(j.rt, { name: 'Lise Dahl', company: 'Dahl Ventilation' });
    dashboard = `${j.rt.url}/dashboard/${owner.companyId}`;
  });

  it('a new company lands on the checklist: nothing ticked, and Vis oversigt disabled', async () => {
    await logIn(j.page, j.rt, owner.payload.user);
    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Dahl Ventilation Kom godt i gang' }));
    await expectVisible(main().getByText('0 af 3 trin er klaret', { exact: true }));
    for (const title of ['Tilføj en bruger', 'Tilføj udstyr', 'Tilføj en opgave']) await expectStep(title, 'Mangler');
    expect(await step('Tilføj en bruger').getByRole('link').getAttribute('href')).toBe(
      `/dashboard/${owner.companyId}/users/create`,
    );
    expect(await step('Tilføj udstyr').getByRole('link').getAttribute('href')).toBe(
      `/dashboard/${owner.companyId}/equipment/create`,
    );
    expect(await step('Tilføj en opgave').getByRole('link').getAttribute('href')).toBe(
      `/dashboard/${owner.companyId}/tasks/create`,
    );
    expect(await showOverview().isDisabled()).toBe(true);
    await expectVisible(main().getByText('Oversigten kan vises, når alle tre trin er klaret.'));
  });

  it('the checklist has no serious or critical axe findings and fits 375 px', async () => {
    expect(await axeViolations(j.page)).toEqual([]);
    await expectFitsPhone();
  });

  it("'Tilføj en bruger' leads to the invitation form; once invited, the step is ticked", async () => {
    await step('Tilføj en bruger').getByRole('link', { name: 'Tilføj en bruger' }).click();
    await j.page.waitForURL(/\/users\/create$/);
    await field(j.page, 'Navn').fill('Jonas Berg');
    await field(j.page, 'Emailadresse').fill(`jonas.berg.${Date.now()}@eksempel.dk`);
    await j.page.getByLabel('Almindelig bruger', { exact: true }).check();
    await j.page.getByRole('button', { name: 'Send invitation' }).click();
    await closeToast(j.page, 'Brugeren blev inviteret');

    await j.page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Oversigt', exact: true })
      .click();
    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectStep('Tilføj en bruger', 'Klaret');
    await expectStep('Tilføj udstyr', 'Mangler');
    await expectVisible(main().getByText('1 af 3 trin er klaret', { exact: true }));
    expect(await showOverview().isDisabled()).toBe(true);
  });

  it('equipment and a weekly task tick the other two steps and enable Vis oversigt', async () => {
    const equipment = await j.rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: { make: 'Nilan', model: 'Compact P', equipmentId: 'NI-1', category: 'Maskine', locationName: 'Teknikrum' },
    });
    expect(equipment.status).toBe(201);
    await j.page.reload();
    await expectStep('Tilføj udstyr', 'Klaret');
    await expectStep('Tilføj en opgave', 'Mangler');

    // Due Friday 12 February at 23:00, every week, reminded a day before.
    const task = await j.rt.call<{ taskId: string }>('POST', '/api/task', {
      token: owner.token,
      query: { companyId: owner.companyId },
      body: {
        title,
        description: 'Skift filtrene og notér trykket.',
        type: 'CYCLICAL',
        interval: 'WEEKLY',
        notificationPeriod: 1,
        responsibleId: owner.user.id,
        deadline: cet('2027-02-12', '23:00').toISOString(),
        files: [],
        equipmentId: equipment.body.equipmentId,
      },
    });
    expect(task.status).toBe(201);
    taskId = task.body.taskId;
    await j.page.reload();
    await expectStep('Tilføj en opgave', 'Klaret');
    await expectVisible(main().getByText('3 af 3 trin er klaret', { exact: true }));
    await j.page.getByRole('button', { name: 'Vis oversigt', disabled: false }).waitFor();
  });

  it("'Vis oversigt' ends the onboarding: the overview shows, also after a reload", async () => {
    await showOverview().click();
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Dahl Ventilation Oversigt' }));
    await j.page.reload();
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Dahl Ventilation Oversigt' }));
    expect(await main().getByRole('button', { name: 'Vis oversigt' }).count()).toBe(0);
    const company = await j.rt.call<Company>('GET', `/api/company/${owner.companyId}`, {
      token: owner.token,
      query: { companyId: owner.companyId },
    });
    expect(company.body.onboarding).toBe(false);
  });

  it("shows the month's figures, nothing overdue, and the routine every week of February, linking to the task", async () => {
    await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Denne måned (februar 2027)' }));
    await expectVisible(main().getByText('Alle opgaver er udført', { exact: true }));
    const timeline = main().getByRole('region', { name: /^Deadlines i februar 2027/ });
    await expectVisible(timeline.getByRole('heading', { level: 3, name: 'fredag 12. februar' }));
    const links = timeline.getByRole('link', { name: title, exact: true });
    await links.first().waitFor();
    // 12, 19 and 26 February: the live deadline and two projected repeats.
    expect(await links.count()).toBe(3);
    for (const link of await links.all())
      expect(await link.getAttribute('href')).toBe(`/dashboard/${owner.companyId}/tasks/${taskId}`);
    expect(await timeline.getByText('Planlagt', { exact: true }).count()).toBe(2);
    await expectVisible(timeline.getByText('Ansvarlig: Lise Dahl').first());
    await expectVisible(timeline.getByText(/Udstyr: Nilan Compact P/).first());
    // The figures: 3 deadlines this month, nothing done, so no percentage yet.
    const figure = (label: string) =>
      main().locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('Opgaver med deadline').innerText()).toMatch(/^3\b/);
    expect(await figure('Udført til tiden').innerText()).toMatch(/^–/);

    await links.first().click();
    await j.page.waitForURL(new RegExp(`/tasks/${taskId}$`));
    await expectVisible(j.page.getByRole('heading', { level: 1, name: title }));
    await j.page.goBack();
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Dahl Ventilation Oversigt' }));
  });

  it('the overview has no serious or critical axe findings and fits 375 px', async () => {
    await main()
      .getByRole('region', { name: /^Deadlines i februar 2027/ })
      .getByRole('link', { name: title })
      .first()
      .waitFor();
    expect(await axeViolations(j.page)).toEqual([]);
    await expectFitsPhone();
  });

  it('moves to the previous month through the page query, and back', async () => {
    await main().getByRole('link', { name: 'Forrige måned: januar 2027' }).click();
    await j.page.waitForURL(/\?month=2027-01$/);
    await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Tal for januar 2027' }));
    await expectVisible(main().getByText('Ingen udestående opgaver', { exact: true }));
    await main().getByRole('link', { name: 'Denne måned', exact: true }).click();
    await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Denne måned (februar 2027)' }));
  });

  it.each(['2027-13', 'abc'])("?month=%s says 'Ugyldig måned'", async (month) => {
    await j.page.goto(`${dashboard}?month=${month}`);
    await expectVisible(main().getByText('Ugyldig måned', { exact: true }));
    const answer = await j.rt.call('GET', '/api/overview', {
      token: owner.token,
      query: { companyId: owner.companyId, month },
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)?.message).toBe('Ugyldig måned');
  });

  it("the profile's account shows the same month's figures: 3 deadlines, 0 done and '–' in time", async () => {
    await j.page.goto(`${j.rt.url}/profile`);
    const card = j.page
      .getByRole('listitem')
      .filter({ has: j.page.getByRole('link', { name: 'Dahl Ventilation', exact: true }) });
    const stat = (label: string) => card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expectVisible(stat('Opgaver med deadline'));
    expect(await stat('Opgaver med deadline').innerText()).toBe('3');
    expect(await stat('Udførte opgaver').innerText()).toBe('0');
    expect(await stat('Udført til tiden').innerText()).toBe('–');
  });
});
