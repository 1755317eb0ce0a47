import type { Page } from 'playwright-core';
import { expectVisible, field, startJourney, stopJourney, type Journey } from '../support/e2e';
import { LOGIN_ROUTE_JS_LIMIT, recordScripts } from '../support/script-weight';

/**
 * Route-level code splitting (issue 14, decisions.md "Route-level code splitting"): /auth loads at
 * most 120 kB of gzipped JavaScript and no page's chunk but its own; a page's chunk shows a Danish
 * status while it loads and a Danish error with a reload when it cannot be fetched.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

it('the login route loads at most 120 kB of gzipped JavaScript, and the form rules only when used', async () => {
  const record = recordScripts(page);
  await page.goto(`${j.rt.url}/auth`);
  await expectVisible(page.getByRole('button', { name: 'Log ind' }));
  await page.waitForLoadState('networkidle');
  const shown = await record.total();
  const paths = record.scripts.map((script) => script.path);
  expect(shown).toBeLessThanOrEqual(LOGIN_ROUTE_JS_LIMIT);
  // No other page's code, and not the form's rules (zod) before the form is used.
  expect(
    paths.filter((path) => /(dashboard|overview|task|equipment|location|sign-up|profile|login-check)/.test(path)),
  ).toEqual([]);

  const rules = page.waitForResponse((response) => response.url().includes('login-check'));
  await field(page, 'Emailadresse').focus();
  await rules;
  record.stop();

  // The rules work once fetched: an empty submit shows the schema's Danish messages.
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expectVisible(page.getByText('Indtast et password').first());
});

it('a page whose code is slow to come says so while it loads', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/sign-up-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${j.rt.url}/auth/sign-up`);
  await expectVisible(page.getByRole('status').filter({ hasText: 'Henter siden…' }));
  release();
  await expectVisible(page.getByRole('heading', { name: 'Opret en ny konto' }));
  await page.unroute('**/assets/sign-up-page-*.js');
});

it('a page whose code cannot be fetched (e.g. after a new release) offers a reload in Danish', async () => {
  await page.route('**/assets/sign-up-page-*.js', (route) => route.abort());
  await page.goto(`${j.rt.url}/auth/sign-up`);
  await expectVisible(page.getByRole('heading', { name: 'Siden kunne ikke hentes' }));
  await expectVisible(page.getByRole('alert').filter({ hasText: 'Genindlæs siden for at prøve igen.' }));

  await page.unroute('**/assets/sign-up-page-*.js');
  await page.getByRole('button', { name: 'Genindlæs siden' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Opret en ny konto' }));
});
