import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { logIn, secondBrowser, type Browser } from '../support/e2e';
import { FAR_TITLE, seedLargeCompany, type LargeCompany } from '../support/large-company';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * Lists that come in pages, in the SPA (decisions 136 "Large answers: compressed in the function,
 * lists by the page" and 137 "The task list of 50,000 tasks in the SPA"): with Lambda's limit
 * lowered to 64 KiB, 1,500 tasks and the year's 300 completions are several answers each, as
 * 50,000 tasks would be without compression. The task list shows every task and finds the last one;
 * the year's history shows its completions 100 at a time and holds them all.
 */
const PLAN = { people: 4, locations: 5, equipment: 40, tasks: 1500, completions: 300, notes: 0 };
/** Single tasks among those done: every fourth task is one (`seedLargeCompany`); done ones are hidden by default. */
const DONE_SINGLES = PLAN.completions / 4;

let rt: TestRuntime;
let company: LargeCompany;
let browser: Browser;
let page: Page;
const taskPages: string[] = [];

beforeAll(async () => {
  rt = await startTestRuntime({ webRoot: resolve(process.env.WEB_ROOT ?? 'web/dist'), responseLimit: 64 * 1024 });
  company = await rt.importing(() => seedLargeCompany(PLAN));
  ({ browser, page } = await secondBrowser());
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/task') taskPages.push(response.url());
  });
  await logIn(page, rt, company.owner);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
});

test('the task list reads every page and shows every task; the search finds the last', async () => {
  await page.goto(`${rt.url}/dashboard/${company.companyId}/tasks`);
  const count = (PLAN.tasks - DONE_SINGLES).toLocaleString('da-DK');
  await page.getByText(`${count} opgaver`, { exact: true }).waitFor();
  expect(taskPages.length).toBeGreaterThan(1);
  expect(taskPages.slice(1).every((url) => url.includes('cursor='))).toBe(true);
  await page.getByLabel('Søg', { exact: true }).fill('brovægt');
  await page.getByRole('link', { name: FAR_TITLE }).first().waitFor();
  await expect(page.getByText(`1 af ${count} opgaver matcher`, { exact: true }).count()).resolves.toBe(1);
}, 120_000);

test('the year’s history holds every completion and shows them 100 at a time', async () => {
  await page.goto(`${rt.url}/dashboard/${company.companyId}/tasks/history`);
  await page.getByText('Viser 100 af 300 udførsler.').waitFor();
  await page.getByRole('button', { name: 'Vis flere udførsler' }).click();
  await page.getByText('Viser 200 af 300 udførsler.').waitFor();
  await page.getByRole('button', { name: 'Vis flere udførsler' }).click();
  await page.getByRole('button', { name: 'Vis flere udførsler' }).waitFor({ state: 'detached' });
  await expect(page.locator('main tbody tr').count()).resolves.toBe(PLAN.completions);
}, 120_000);
