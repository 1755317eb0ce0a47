import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { logIn } from '../support/e2e';
import { startTestRuntime } from '../support/runtime';
import { LOGIN_ROUTE_JS_LIMIT, recordScripts } from '../support/script-weight';
import { clickedAt, instrument } from './page-marks';
import type { BenchReport } from './report';
import { createTask, equipmentBody, expectStatus, routineBody, unlimitedCompany } from './seed';
import { readingsInteractive, seedReadings } from './readings-browser';
import { offlineBench } from './offline-browser';

/**
 * `npm run bench -- browser`: the SPA in real Chromium (the flags of test/support/browser.ts)
 * against the local runtime serving web/dist (`npm run build:web` first), with the targets:
 * - login route JS: the gzipped JavaScript /auth loads until it is shown and the network is idle;
 * - dashboard interactive: from navigation start (the page's clock) until the overview's heading
 *   and figures are rendered (no 'Henter…' left in main) and a click on the main heading has been
 *   handled by the page (so the main thread is free to answer);
 * - task list longest task: the longest 'longtask' (PerformanceObserver) while a 2,000-task list
 *   is scrolled, shows 100 more rows five times ('Vis flere opgaver'), is searched and filtered;
 *   its first render is reported beside it;
 * - equipment readings interactive: a boiler's 'Målinger' tab with five years of weekly readings of
 *   five items (`./readings-browser.ts`);
 * - offline start and the sync of 20 queued completions with photos (`./offline-browser.ts`).
 */
const SECTION = 'browser';
const TASKS = 2000;
const EQUIPMENT = 20;
const TARGETS = { loginJs: LOGIN_ROUTE_JS_LIMIT / 1000, interactive: 1000, longTask: 200 };

const longTasks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.splice(0));

export async function browserBench(report: BenchReport) {
  const rt = await startTestRuntime({ webRoot: resolve('web/dist') });
  const browser = await openBrowser();
  try {
    const page = await browser.context.newPage();
    await instrument(page);

    // 1. What /auth loads to be shown.
    const record = recordScripts(page);
    await page.goto(`${rt.url}/auth`);
    await page.getByRole('button', { name: 'Log ind' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loginJs = await record.total();
    record.stop();
    report.add({
      section: SECTION,
      name: 'login route JS (gzipped)',
      value: Math.round(loginJs / 100) / 10,
      unit: 'kB',
      target: { max: TARGETS.loginJs },
      note: `${record.scripts.length} files`,
    });

    // A company with TASKS tasks, seeded through the API 8 at a time.
    const { owner, companyId, as } = await unlimitedCompany(rt);
    const seeding = performance.now();
    const equipmentIds: string[] = [];
    for (let i = 0; i < EQUIPMENT; i++) {
      const answer = await rt.call<{ equipmentId: string }>('POST', '/api/equipment', {
        ...as,
        body: equipmentBody(i, 5),
      });
      equipmentIds.push(expectStatus(answer, 201, 'create equipment').equipmentId);
    }
    // Routines are due on weekdays: noon UTC, moved off a Saturday or Sunday.
    const deadline = (i: number) => {
      const day = new Date(Date.now() + (1 + (i % 60)) * 86_400_000);
      day.setUTCHours(12, 0, 0, 0);
      const weekday = day.getUTCDay();
      if (weekday === 6 || weekday === 0) day.setUTCDate(day.getUTCDate() + (weekday === 6 ? 2 : 1));
      return day.toISOString();
    };
    for (let i = 0; i < TASKS; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, TASKS - i) }, async (_, k) => {
          const n = i + k;
          const body = routineBody(n, {
            responsibleId: owner.user.id,
            equipmentId: equipmentIds[n % EQUIPMENT],
            deadline: deadline(n),
          });
          await createTask(rt, as, body);
        }),
      );
    }
    await rt.drain();
    console.log(`browser bench: ${TASKS} tasks seeded in ${Math.round((performance.now() - seeding) / 1000)} s`);
    const boiler = await seedReadings(rt, companyId, { id: owner.user.id, ...owner.payload.user });
    await logIn(page, rt, owner.payload.user);

    // 2. The dashboard's first screen, interactive (median of 5 fresh loads; chunks from the HTTP cache after the first, as for a returning person).
    const interactive: number[] = [];
    for (let round = 0; round < 5; round++) {
      await page.goto(`${rt.url}/dashboard/${companyId}`);
      const main = page.locator('main');
      const heading = main.getByRole('heading', { level: 1 }).first();
      await heading.waitFor();
      await page.waitForFunction(() => {
        const root = document.querySelector('main');
        return Boolean(root && root.querySelector('h1') && !/Henter/.test(root.textContent ?? ''));
      });
      interactive.push(await clickedAt(page, heading));
    }
    interactive.sort((a, b) => a - b);
    report.add({
      section: SECTION,
      name: 'dashboard interactive',
      value: Math.round(interactive[2]),
      unit: 'ms',
      target: { max: TARGETS.interactive },
      note: `median of 5, first ${Math.round(Math.max(...interactive))} ms worst; ${TASKS} tasks`,
    });

    // 3. The task list of TASKS rows: first render, then scrolling and filtering.
    await page.goto(`${rt.url}/dashboard/${companyId}/tasks`);
    // The table shows 100 rows at a time ('Vis flere opgaver' adds 100, task-table.tsx).
    const more = page.getByRole('button', { name: 'Vis flere opgaver' });
    await more.waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    const firstRender = Math.max(0, ...(await longTasks(page)));
    for (let round = 0; round < 5; round++) {
      for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 1500);
      await more.click();
    }
    for (let step = 0; step < 30; step++) await page.mouse.wheel(0, 2000);
    for (let step = 0; step < 30; step++) await page.mouse.wheel(0, -2000);
    const search = page.getByLabel('Søg', { exact: true });
    await search.pressSequentially('Opgave 1', { delay: 50 });
    await page.waitForTimeout(300);
    await search.fill('');
    await page.waitForTimeout(300);
    await page.getByLabel('Udstyr', { exact: true }).selectOption({ index: 1 });
    await page.waitForTimeout(300);
    await page.getByLabel('Udstyr', { exact: true }).selectOption({ index: 0 });
    await page.waitForTimeout(300);
    const during = await longTasks(page);
    report.add({
      section: SECTION,
      name: 'task list longest task',
      value: Math.round(Math.max(0, ...during)),
      unit: 'ms',
      target: { max: TARGETS.longTask },
      note: `scroll through 600 of ${TASKS} rows ('Vis flere' 5 times), search, filter; ${during.length} long tasks`,
    });
    report.add({ section: SECTION, name: 'task list first render task', value: Math.round(firstRender), unit: 'ms' });

    // 4. An equipment's readings over five years (issue 29), interactive.
    await readingsInteractive(page, rt, companyId, boiler, report, SECTION);

    // 5. The installed app in the basement (issue 30): offline start, and 20 queued completions synced.
    await offlineBench(rt, report, SECTION);
  } finally {
    await browser.close();
    await rt.stop();
  }
}
