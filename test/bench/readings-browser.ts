import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { resetServerClock, setServerClock } from '../support/clocks';
import type { TestRuntime } from '../support/runtime';
import type { BenchReport } from './report';
import { expectStatus } from './seed';
import { clickedAt } from './page-marks';

/**
 * Part of `npm run bench -- browser` (issue 29 "Readings over time", decision 165): a boiler with
 * five years of a weekly routine whose checklist has five readings (260 completions, 1,300
 * readings), completed through the API week by week with the server's clock moved; then its
 * 'Målinger' tab, interactive within 1 s (as the dashboard is measured: from navigation start until
 * every series' chart is drawn, nothing says 'Henter', and a click on the heading is handled).
 */
const WEEKS = 260;
const TARGET_MS = 1000;
const HOUR = 3_600_000;

const checklist = [
  { id: 'tryk', kind: 'READING', label: 'Tryk', unit: 'bar', lower: '1,0', upper: '2,5' },
  { id: 'frem', kind: 'READING', label: 'Fremløbstemperatur', unit: '°C', lower: '50', upper: '80' },
  { id: 'retur', kind: 'READING', label: 'Returtemperatur', unit: '°C', lower: '30', upper: '60' },
  { id: 'roeg', kind: 'READING', label: 'Røggastemperatur', unit: '°C', upper: '200' },
  { id: 'co', kind: 'READING', label: 'CO i røggas', unit: 'ppm', upper: '100' },
];
/** The week's readings: seasonal, with now and then one outside its limits. */
const readingsOf = (week: number) => {
  const season = Math.sin((week / 52) * 2 * Math.PI);
  const odd = week % 17 === 0;
  return [
    { itemId: 'tryk', reading: (odd ? 0.8 : 1.6 + 0.3 * season).toFixed(1).replace('.', ',') },
    { itemId: 'frem', reading: String(Math.round(65 + 10 * season)) },
    { itemId: 'retur', reading: String(Math.round(45 + 8 * season)) },
    { itemId: 'roeg', reading: String(odd ? 215 : Math.round(160 + 20 * season)) },
    { itemId: 'co', reading: String(Math.round(40 + 15 * Math.abs(season))) },
  ];
};

/** 23:00 Copenhagen on the first Friday at least `days` days after `from`. */
function fridayAfter(from: Date, days: number): Date {
  const day = new Date(from.getTime() + days * 24 * HOUR);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  day.setUTCHours(22, 0, 0, 0);
  return day;
}

/** Seeds the boiler in `companyId` as `person` (who logs in again at every move of the clock); the clock is real again after. */
export async function seedReadings(
  rt: TestRuntime,
  companyId: string,
  person: { id: string; emailAddress: string; password: string },
): Promise<string> {
  const began = performance.now();
  const logIn = async () =>
    expectStatus(
      await rt.call<{ token: string }>('POST', '/api/user', {
        body: { emailAddress: person.emailAddress, password: person.password },
      }),
      200,
      'log in',
    ).token;
  const start = new Date(Date.now() - WEEKS * 7 * 24 * HOUR);
  await setServerClock(rt, start);
  let as = { token: await logIn(), query: { companyId } };
  const { equipmentId } = expectStatus(
    await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
      ...as,
      body: {
        name: 'Kedel 1',
        make: 'Viessmann',
        model: 'Vitodens 200',
        equipmentId: 'K-1',
        category: 'Maskine',
        locationName: 'Fyrrum',
      },
    }),
    201,
    'create the boiler',
  );
  let deadline = fridayAfter(start, 3);
  const { taskId } = expectStatus(
    await rt.call<{ taskId: string }>('POST', '/api/task', {
      ...as,
      body: {
        title: 'Ugentligt kedeltjek',
        description: 'Aflæs tryk og temperaturer.',
        type: 'CYCLICAL',
        interval: 'WEEKLY',
        notificationPeriod: 2,
        responsibleId: person.id,
        deadline: deadline.toISOString(),
        files: [],
        equipmentId,
        checklist,
      },
    }),
    201,
    'create the routine',
  );
  for (let week = 0; week < WEEKS; week++) {
    // Wednesday morning of the deadline's week: inside the routine's 2-day reminder.
    await setServerClock(rt, new Date(deadline.getTime() - 60 * HOUR));
    if (week % 2 === 0) as = { ...as, token: await logIn() };
    const done = expectStatus(
      await rt.call<{ completion: { nextDeadline: string } }>('POST', '/api/task/complete', {
        ...as,
        body: { id: taskId, answers: readingsOf(week) },
      }),
      200,
      `completion ${week}`,
    );
    deadline = new Date(done.completion.nextDeadline);
  }
  await resetServerClock(rt);
  await rt.drain();
  console.log(
    `browser bench: ${WEEKS} weekly completions with 5 readings seeded in ${Math.round((performance.now() - began) / 1000)} s`,
  );
  return equipmentId;
}

/** The 'Målinger' tab of the seeded boiler, interactive: the median of 5 fresh loads. */
export async function readingsInteractive(
  page: Page,
  rt: TestRuntime,
  companyId: string,
  equipmentId: string,
  report: BenchReport,
  section: string,
): Promise<void> {
  const interactive: number[] = [];
  for (let round = 0; round < 5; round++) {
    await page.goto(`${rt.url}/dashboard/${companyId}/equipment/${equipmentId}/readings`);
    const heading = page.locator('main').getByRole('heading', { name: 'Målinger', exact: true });
    await heading.waitFor();
    await page.waitForFunction(
      (count) => {
        const root = document.querySelector('main');
        return Boolean(
          root && root.querySelectorAll('svg[role="img"]').length >= count && !/Henter/.test(root.textContent ?? ''),
        );
      },
      checklist.length,
      { timeout: 30_000 },
    );
    interactive.push(await clickedAt(page, heading));
  }
  interactive.sort((a, b) => a - b);
  report.add({
    section,
    name: 'equipment readings interactive',
    value: Math.round(interactive[2]),
    unit: 'ms',
    target: { max: TARGET_MS },
    note: `median of 5, worst ${Math.round(interactive[4])} ms; ${checklist.length} series of ${WEEKS} weekly readings (5 years)`,
  });
}
