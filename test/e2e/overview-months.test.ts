import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { as, createEquipment, createLocation, createTask, inviteAndAcceptByApi, logInByApi, ok } from '../support/api';
import type { Completed, JobRun } from '../support/contract';
import { axeViolations } from '../support/axe';
import { cet, installClock, moveClocks } from '../support/clocks';
import { closeToast, expectVisible, logIn, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * The admin overview over three months of a small workshop's work (spec 001 §2 "Overview";
 * design decisions "Time passing is recorded", "Monthly statistics"): the server's and the
 * browser's clocks move together from Monday 4 January to Wednesday 10 March 2027, the morning job
 * runs at 06:00 on the days below (it records the deadlines that became due or were missed), Bo
 * completes his tasks through the API, and the admin completes one through the task page. On
 * 10 March the overview of March, February and January, the 12-month chart and the profile's
 * account show what was computed here by hand.
 *
 * Tasks, all with Bo responsible:
 *   A 'Ugentligt filterskift'        weekly, on the Kompressor, from Fri 8 Jan, reminded 1 day before
 *   B 'Månedligt tjek af kompressor'  monthly, on the Kompressor, from Fri 29 Jan, reminded 7 days before
 *   C 'Reparér porten'               single task at Lager, Wed 20 Jan
 *   D 'Skift lysstofrør'             single task at Lager, Mon 8 Mar (created 1 Mar)
 *
 * What happens ("job" = the morning job at 06:00; completions at 10:00):
 *   Fri  8 Jan  A done on time → 15 Jan
 *   Mon 18 Jan  job (A 15 Jan missed); A done late → 22 Jan
 *   Thu 21 Jan  job (C 20 Jan missed); C done late
 *   Fri 22 Jan  A done on time → 29 Jan
 *   Fri 29 Jan  A done on time → 5 Feb; B done on time → Mon 1 Mar (28 Feb is a Sunday)
 *   Fri  5 Feb  A done on time → 12 Feb
 *   Mon 15 Feb  job (A 12 Feb missed); A done late → 19 Feb
 *   Sat 20 Feb  job (A 19 Feb missed); A done late → 26 Feb
 *   Sat 27 Feb  job (A 26 Feb missed); A done late → 5 Mar
 *   Mon  1 Mar  D created
 *   Tue  2 Mar  job (B 1 Mar missed)
 *   Wed  3 Mar  B done late, through the task page → Mon 29 Mar
 *   Fri  5 Mar  A done on time → 12 Mar
 *   Wed 10 Mar  job (D 8 Mar missed); everything looked at from 10:00
 *
 * | month                 | due (tasksDue)                                     | completed                         | on time | percent | change                   | missed                |
 * | Jan 2027              | 6: A 8, 15, 22, 29; C 20; B 29                     | 6 (A 8, 18, 22, 29; C 21; B 29)   | 4       | 66,7 %  | – (no percent in Dec.)   | 2: A 15, C 20         |
 * | Feb 2027              | 4: A 5, 12, 19, 26                                 | 4 (5 on time; 15, 20, 27 late)    | 1       | 25,0 %  | −41,7 points (down)      | 3: A 12, 19, 26       |
 * | Mar 2027, seen 10 Mar | 7: recorded B 1, A 5, D 8; ahead A 12, 19, 26, B 29 | 2 (B 3 late, A 5 on time)         | 1       | 50,0 %  | +25,0 points (up)        | 2: B 1, D 8           |
 *
 * On 10 March only D is overdue (8 Mar 23:00 → 10 Mar 10:00: 1 whole day). The 12-month chart of
 * March runs April 2026 – March 2027: no completions before January, then 66,7 / 25,0 / 50,0 %.
 */
const j = useJourney();

/** Set SHOTS_DIR to keep screenshots of March for a person to look at (not taken otherwise). */
const SHOTS = process.env.SHOTS_DIR;
const shoot = async (name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await j.page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
};
const main = () => j.page.getByRole('main');

/** The dt/dd pairs of a figure list, each value as the lines a person reads. */
async function figures(scope: Locator): Promise<Record<string, string[]>> {
  return scope
    .locator('dl')
    .first()
    .evaluate((dl) => {
      const lines = (el: Element) =>
        (el as HTMLElement).innerText
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
      const found: Record<string, string[]> = {};
      for (const dt of Array.from(dl.querySelectorAll('dt'))) {
        const dd = dt.nextElementSibling;
        found[(dt as HTMLElement).innerText.trim()] = dd ? lines(dd) : [];
      }
      return found;
    });
}

interface TimelineRow {
  /** The day's heading as read aloud ('mandag 1. marts'; drawn with a capital); the overdue list has none. */
  day?: string;
  /** What the item says, line by line: title, status, when, subject and responsible. */
  lines: string[];
  href: string | null;
}

/** Every item of a timeline region, in order, with its day heading and the link of its title. */
async function timeline(region: Locator): Promise<TimelineRow[]> {
  return region
    .locator(':scope > ol')
    .first()
    .evaluate((list) => {
      const lines = (el: Element) =>
        (el as HTMLElement).innerText
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
      const item = (li: Element, day?: string) => ({
        ...(day === undefined ? {} : { day }),
        lines: lines(li),
        href: li.querySelector('a')?.getAttribute('href') ?? null,
      });
      const rows = [];
      for (const li of Array.from(list.children)) {
        const heading = li.querySelector(':scope > h3');
        if (!heading) rows.push(item(li));
        else {
          const day = heading.querySelector('span')?.textContent?.trim() ?? '';
          for (const inner of Array.from(li.querySelectorAll(':scope > ul > li'))) rows.push(item(inner, day));
        }
      }
      return rows;
    });
}

/** The chart's table for screen readers: month, percent in words, completions. */
async function chartTable() {
  const table = main().getByRole('table', { name: 'Udført til tiden pr. måned' });
  await table.waitFor({ state: 'attached' });
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr').all())
    rows.push((await row.locator('th, td').allTextContents()).map((t) => t.trim()));
  return rows;
}

/** The chart table's rows: `empty` months without completions, then the `filled` ones (oldest first). */
function chartRows(empty: string[], filled: [string, string, string][]) {
  return [...empty.map((month) => [month, 'Ingen udførte opgaver', '0']), ...filled];
}
const MONTHS_2026 = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
].map((name) => `${name} 2026`);

describe('three months of a workshop, January to March 2027, on the admin overview', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  let bo: { id: string; token: string; emailAddress: string; password: string };
  let dashboard = '';
  const ids = { A: '', B: '', C: '', D: '' };
  const taskPath = (id: string) => `/dashboard/${owner.companyId}/tasks/${id}`;
  let lager = '';

  /** Both clocks to `instant`; the tokens live by the server's clock, so both people log in again. */
  async function at(instant: Date) {
    await moveClocks(j.page, j.rt, instant);
    owner.token = await logInByApi(j.rt, owner.payload.user);
    bo.token = await logInByApi(j.rt, bo);
  }

  /** The morning job at 06:00 on `date`; it answers once the company is done. */
  async function morningJob(date: string) {
    await j.rt.drain(); // the job finds due tasks through the task list
    await at(cet(date, '06:00'));
    const { result } = await ok(j.rt.call<JobRun>('POST', '/dev/schedule/reminders'), 'reminders job');
    expect(result).toMatchObject({ job: 'reminders', companies: 1, failures: 0 });
  }

  /** Bo completes `task` through the API; returns the deadline fulfilled, late or not, and the next deadline. */
  async function complete(task: keyof typeof ids) {
    const body = await ok(
      j.rt.call<Completed>('POST', '/api/task/complete', { ...as(bo, owner.companyId), body: { id: ids[task] } }),
      `complete ${task}`,
    );
    const { deadline, late, nextDeadline } = body.completion;
    return { deadline, late, nextDeadline: nextDeadline ?? null };
  }

  const addTask = (body: Record<string, unknown>) =>
    createTask(j.rt, as(owner), {
      description: 'Se tjeklisten i værkstedet.',
      files: [],
      responsibleId: bo.id,
      ...body,
    });

  beforeAll(async () => {
    // Monday 4 January 2027, 10:00 in Copenhagen, on both clocks.
    await installClock(j.page, j.rt, cet('2027-01-04', '10:00'));
    owner = await signUp(j.rt, { name: 'Lone Kjær', company: 'Kjærs Maskinværksted' });
    dashboard = `${j.rt.url}/dashboard/${owner.companyId}`;
    // The onboarding checklist has its own journey; this company goes straight to the overview.
    await ok(
      j.rt.call('PATCH', '/api/company', { ...as(owner), body: { id: owner.companyId, onboarding: false } }),
      'onboarding off',
    );
    const boLogin = { name: 'Bo', emailAddress: `bo.${Date.now()}@eksempel.dk`, password: 'bo-hemmeligt-password' };
    bo = {
      ...(await inviteAndAcceptByApi(j.rt, owner.token, owner.companyId, boLogin)),
      emailAddress: boLogin.emailAddress,
      password: boLogin.password,
    };
    const kompressor = await createEquipment(j.rt, as(owner), {
      name: 'Kompressor',
      make: 'Atlas Copco',
      model: 'GA 11',
      equipmentId: 'AC-11',
      category: 'Maskine',
      locationName: 'Værksted',
    });
    lager = await createLocation(j.rt, as(owner), 'Lager');
    ids.A = await addTask({
      title: 'Ugentligt filterskift',
      type: 'CYCLICAL',
      interval: 'WEEKLY',
      notificationPeriod: 1,
      equipmentId: kompressor,
      deadline: '2027-01-08T22:00:00.000Z',
    });
    ids.B = await addTask({
      title: 'Månedligt tjek af kompressor',
      type: 'CYCLICAL',
      interval: 'MONTHLY',
      notificationPeriod: 7,
      equipmentId: kompressor,
      deadline: '2027-01-29T22:00:00.000Z',
    });
    ids.C = await addTask({
      title: 'Reparér porten',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      locationId: lager,
      deadline: '2027-01-20T22:00:00.000Z',
    });
  }, 60_000);

  it('January: A done on time three times and late once, C late, B on time; the job records A 15 and C 20 as missed', async () => {
    await at(cet('2027-01-08', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-01-08T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-01-15T22:00:00.000Z',
    });

    await morningJob('2027-01-18');
    await at(cet('2027-01-18', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-01-15T22:00:00.000Z',
      late: true,
      nextDeadline: '2027-01-22T22:00:00.000Z',
    });

    await morningJob('2027-01-21');
    await at(cet('2027-01-21', '10:00'));
    expect(await complete('C')).toEqual({ deadline: '2027-01-20T22:00:00.000Z', late: true, nextDeadline: null });

    await at(cet('2027-01-22', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-01-22T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-01-29T22:00:00.000Z',
    });

    await at(cet('2027-01-29', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-01-29T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-02-05T22:00:00.000Z',
    });
    // 28 February is a Sunday: the monthly check moves to Monday 1 March.
    expect(await complete('B')).toEqual({
      deadline: '2027-01-29T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-03-01T22:00:00.000Z',
    });
  });

  it('February: A on time on the 5th, then three deadlines missed and done late', async () => {
    await at(cet('2027-02-05', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-02-05T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-02-12T22:00:00.000Z',
    });

    await morningJob('2027-02-15');
    await at(cet('2027-02-15', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-02-12T22:00:00.000Z',
      late: true,
      nextDeadline: '2027-02-19T22:00:00.000Z',
    });

    await morningJob('2027-02-20');
    await at(cet('2027-02-20', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-02-19T22:00:00.000Z',
      late: true,
      nextDeadline: '2027-02-26T22:00:00.000Z',
    });

    await morningJob('2027-02-27');
    await at(cet('2027-02-27', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-02-26T22:00:00.000Z',
      late: true,
      nextDeadline: '2027-03-05T22:00:00.000Z',
    });
  });

  it('March: D is created; on the 3rd the admin follows the overdue monthly check to its page and completes it late', async () => {
    await at(cet('2027-03-01', '10:00'));
    ids.D = await addTask({
      title: 'Skift lysstofrør',
      type: 'AD_HOC',
      interval: null,
      notificationPeriod: 0,
      locationId: lager,
      deadline: '2027-03-08T22:00:00.000Z',
    });
    await morningJob('2027-03-02');
    await at(cet('2027-03-03', '10:00'));
    await j.rt.drain();

    await logIn(j.page, j.rt, owner.payload.user);
    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
    const overdue = main().getByRole('region', { name: 'Forsinkede opgaver (1)' });
    const link = overdue.getByRole('link', { name: 'Månedligt tjek af kompressor', exact: true });
    await expectVisible(link);
    await expectVisible(overdue.getByText('Forsinket 2 dage', { exact: true })); // Mon 1 Mar 23:00 → Wed 3 Mar: 2 calendar days
    await link.click();
    await j.page.waitForURL(new RegExp(`${taskPath(ids.B)}$`));
    await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Månedligt tjek af kompressor' }));

    await j.page.getByRole('button', { name: 'Udfør opgave', exact: true }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Udfør opgave' });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Markér som udført' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The next occurrence after the completion: anchor 29 January + 2 months (summer time by then).
    expect(await closeToast(j.page, 'Opgaven blev udført')).toContain('Næste deadline er 29. mar. 2027.');
  });

  it('A is done on time on 5 March; the job of 10 March records D as missed', async () => {
    await at(cet('2027-03-05', '10:00'));
    expect(await complete('A')).toEqual({
      deadline: '2027-03-05T22:00:00.000Z',
      late: false,
      nextDeadline: '2027-03-12T22:00:00.000Z',
    });
    await morningJob('2027-03-10');
    await at(cet('2027-03-10', '10:00'));
    await j.rt.drain();
  });

  describe('seen on Wednesday 10 March 2027, 10:00', () => {
    const figuresOf = (heading: string) => figures(main().getByRole('region', { name: heading }));
    const missedNote = 'Deadlines, der gik uden at opgaven blev udført';
    const onKompressor = 'Udstyr: Kompressor · Ansvarlig: Bo';
    const atLager = 'Lokation: Lager · Ansvarlig: Bo';

    async function openMarch() {
      await j.page.goto(dashboard);
      await expectVisible(j.page.getByRole('heading', { level: 1, name: 'Kjærs Maskinværksted Oversigt' }));
      await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Denne måned (marts 2027)' }));
      await expectVisible(main().getByRole('region', { name: 'Deadlines i marts 2027 (7)' }).getByRole('link').first());
    }

    it("March's figures: 2 done, 7 deadlines, 50,0 % on time, up 25,0 points, 2 missed", async () => {
      await openMarch();
      expect(await figuresOf('Denne måned (marts 2027)')).toEqual({
        'Udførte opgaver': ['2'],
        'Opgaver med deadline': ['7', 'Også dem, der endnu ikke er udført'],
        'Udført til tiden': ['50,0 %'],
        'Ændring fra sidste måned': ['↑+25,0 procentpoint', 'Stigning fra februar 2027'],
        'Overskredne deadlines': ['2', missedNote],
      });
    });

    it("only 'Skift lysstofrør' is overdue, 2 calendar days (Mon 8 Mar 23:00 → Wed 10 Mar), linking to its task", async () => {
      const overdue = main().getByRole('region', { name: 'Forsinkede opgaver (1)' });
      expect(await timeline(overdue)).toEqual([
        { lines: ['Skift lysstofrør', 'Deadline 8. mar. 2027 · Forsinket 2 dage', atLager], href: taskPath(ids.D) },
      ]);
    });

    it("March's deadlines in order: done, done late, overdue, waiting and the routines' repeats, each linking to its task", async () => {
      const march = main().getByRole('region', { name: 'Deadlines i marts 2027 (7)' });
      expect(await timeline(march)).toEqual([
        {
          day: 'mandag 1. marts',
          lines: ['Månedligt tjek af kompressor', 'Udført for sent', 'Udført 3. mar. 2027', onKompressor],
          href: taskPath(ids.B),
        },
        {
          day: 'fredag 5. marts',
          lines: ['Ugentligt filterskift', 'Udført', 'Udført 5. mar. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        { day: 'mandag 8. marts', lines: ['Skift lysstofrør', 'Forsinket', atLager], href: taskPath(ids.D) },
        { day: 'fredag 12. marts', lines: ['Ugentligt filterskift', 'Afventer', onKompressor], href: taskPath(ids.A) },
        { day: 'fredag 19. marts', lines: ['Ugentligt filterskift', 'Planlagt', onKompressor], href: taskPath(ids.A) },
        { day: 'fredag 26. marts', lines: ['Ugentligt filterskift', 'Planlagt', onKompressor], href: taskPath(ids.A) },
        // After the change to summer time, still 23.00 (no 'Deadline kl.' line).
        {
          day: 'mandag 29. marts',
          lines: ['Månedligt tjek af kompressor', 'Afventer', onKompressor],
          href: taskPath(ids.B),
        },
      ]);
    });

    it('the 12-month chart reads, as a screen reader hears it: nothing before January, then 66,7, 25,0 and 50,0 %', async () => {
      // What the eye reads above the columns (the drawing is hidden from screen readers): '–' for a
      // month without completions.
      const columns = main()
        .getByRole('region', { name: 'Udført til tiden, 12 måneder' })
        .locator('figure > [aria-hidden="true"] > ol > li');
      expect(
        await columns.evaluateAll((items) => items.map((li) => (li.firstElementChild as HTMLElement).innerText.trim())),
      ).toEqual([...Array(9).fill('–'), '66,7', '25,0', '50,0']);
      expect(await chartTable()).toEqual(
        chartRows(MONTHS_2026.slice(3), [
          ['januar 2027', '66,7 %', '6'],
          ['februar 2027', '25,0 %', '4'],
          ['marts 2027', '50,0 %', '2'],
        ]),
      );
    });

    it('has no serious or critical axe findings and does not scroll sideways at 375 px', async () => {
      expect(await axeViolations(j.page)).toEqual([]);
      await shoot('months-1280.png');
      await j.page.setViewportSize({ width: 375, height: 800 });
      try {
        await j.page.waitForFunction(() => window.innerWidth === 375);
        expect(await j.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        expect(await axeViolations(j.page)).toEqual([]);
        await shoot('months-375.png');
      } finally {
        await j.page.setViewportSize({ width: 1280, height: 800 });
      }
    });

    it("February through 'Forrige måned': 4 done, 4 deadlines, 25,0 %, down 41,7 points, 3 missed", async () => {
      await main().getByRole('link', { name: 'Forrige måned: februar 2027' }).click();
      await j.page.waitForURL(/\?month=2027-02$/);
      await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Tal for februar 2027' }));
      expect(await figuresOf('Tal for februar 2027')).toEqual({
        'Udførte opgaver': ['4'],
        'Opgaver med deadline': ['4'],
        'Udført til tiden': ['25,0 %'],
        'Ændring fra måneden før': ['↓−41,7 procentpoint', 'Fald fra januar 2027'],
        'Overskredne deadlines': ['3', missedNote],
      });
      expect(await timeline(main().getByRole('region', { name: 'Deadlines i februar 2027 (4)' }))).toEqual([
        {
          day: 'fredag 5. februar',
          lines: ['Ugentligt filterskift', 'Udført', 'Udført 5. feb. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'fredag 12. februar',
          lines: ['Ugentligt filterskift', 'Udført for sent', 'Udført 15. feb. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'fredag 19. februar',
          lines: ['Ugentligt filterskift', 'Udført for sent', 'Udført 20. feb. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'fredag 26. februar',
          lines: ['Ugentligt filterskift', 'Udført for sent', 'Udført 27. feb. 2027', onKompressor],
          href: taskPath(ids.A),
        },
      ]);
      // Overdue is about now, whatever month is shown.
      expect(await timeline(main().getByRole('region', { name: 'Forsinkede opgaver (1)' }))).toHaveLength(1);
      expect(await chartTable()).toEqual(
        chartRows(MONTHS_2026.slice(2), [
          ['januar 2027', '66,7 %', '6'],
          ['februar 2027', '25,0 %', '4'],
        ]),
      );
    });

    it("January through 'Forrige måned': 6 done, 6 deadlines, 66,7 %, no change to show (none done in December), 2 missed", async () => {
      await main().getByRole('link', { name: 'Forrige måned: januar 2027' }).click();
      await j.page.waitForURL(/\?month=2027-01$/);
      await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Tal for januar 2027' }));
      expect(await figuresOf('Tal for januar 2027')).toEqual({
        'Udførte opgaver': ['6'],
        'Opgaver med deadline': ['6'],
        'Udført til tiden': ['66,7 %'],
        'Ændring fra måneden før': ['–', 'Kan ikke sammenlignes med december 2026'],
        'Overskredne deadlines': ['2', missedNote],
      });
      expect(await timeline(main().getByRole('region', { name: 'Deadlines i januar 2027 (6)' }))).toEqual([
        {
          day: 'fredag 8. januar',
          lines: ['Ugentligt filterskift', 'Udført', 'Udført 8. jan. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'fredag 15. januar',
          lines: ['Ugentligt filterskift', 'Udført for sent', 'Udført 18. jan. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'onsdag 20. januar',
          lines: ['Reparér porten', 'Udført for sent', 'Udført 21. jan. 2027', atLager],
          href: taskPath(ids.C),
        },
        {
          day: 'fredag 22. januar',
          lines: ['Ugentligt filterskift', 'Udført', 'Udført 22. jan. 2027', onKompressor],
          href: taskPath(ids.A),
        },
        {
          day: 'fredag 29. januar',
          lines: ['Månedligt tjek af kompressor', 'Udført', 'Udført 29. jan. 2027', onKompressor],
          href: taskPath(ids.B),
        },
        {
          day: 'fredag 29. januar',
          lines: ['Ugentligt filterskift', 'Udført', 'Udført 29. jan. 2027', onKompressor],
          href: taskPath(ids.A),
        },
      ]);
      expect(await chartTable()).toEqual(chartRows(MONTHS_2026.slice(1), [['januar 2027', '66,7 %', '6']]));

      await main().getByRole('link', { name: 'Denne måned', exact: true }).click();
      await expectVisible(j.page.getByRole('heading', { level: 2, name: 'Denne måned (marts 2027)' }));
    });

    it("the profile's account shows March: 2 done, 7 deadlines, 50,0 % on time", async () => {
      await j.page.goto(`${j.rt.url}/profile`);
      const card = j.page
        .getByRole('listitem')
        .filter({ has: j.page.getByRole('link', { name: 'Kjærs Maskinværksted', exact: true }) });
      await expectVisible(card.getByText('Denne måned (marts 2027)', { exact: true }));
      expect(await figures(card)).toEqual({
        'Udførte opgaver': ['2'],
        'Opgaver med deadline': ['7'],
        'Udført til tiden': ['50,0 %'],
      });
    });
  });
});
