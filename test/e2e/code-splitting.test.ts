import { expectVisible, field, useJourney } from '../support/e2e';
import { LOGIN_ROUTE_JS_LIMIT, recordScripts } from '../support/script-weight';

/**
 * Route-level code splitting (issue 14, decision 067 "Route-level code splitting"): /auth loads at
 * most 120 kB of gzipped JavaScript and no page's chunk but its own; a page's chunk shows a Danish
 * status while it loads and a Danish error with a reload when it cannot be fetched.
 */
const j = useJourney();

it('the login route loads at most 120 kB of gzipped JavaScript, and the form rules only when used', async () => {
  const record = recordScripts(j.page);
  await j.page.goto(`${j.rt.url}/auth`);
  await expectVisible(j.page.getByRole('button', { name: 'Log ind' }));
  await j.page.waitForLoadState('networkidle');
  const shown = await record.total();
  const paths = record.scripts.map((script) => script.path);
  expect(shown).toBeLessThanOrEqual(LOGIN_ROUTE_JS_LIMIT);
  // No other page's code, and not the form's rules (zod) before the form is used.
  expect(
    paths.filter((path) => /(dashboard|overview|task|equipment|location|sign-up|profile|login-check)/.test(path)),
  ).toEqual([]);

  const rules = j.page.waitForResponse((response) => response.url().includes('login-check'));
  await field(j.page, 'Emailadresse').focus();
  await rules;
  record.stop();

  // The rules work once fetched: an empty submit shows the schema's Danish messages.
  await j.page.getByRole('button', { name: 'Log ind' }).click();
  await expectVisible(j.page.getByText('Indtast et password').first());
});

it('a page whose code is slow to come says so while it loads', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await j.page.route('**/assets/sign-up-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await j.page.goto(`${j.rt.url}/auth/sign-up`);
  await expectVisible(j.page.getByRole('status').filter({ hasText: 'Henter siden…' }));
  release();
  await expectVisible(j.page.getByRole('heading', { name: 'Opret en ny konto' }));
  await j.page.unroute('**/assets/sign-up-page-*.js');
});

it('a page whose code cannot be fetched (e.g. after a new release) offers a reload in Danish', async () => {
  await j.page.route('**/assets/sign-up-page-*.js', (route) => route.abort());
  await j.page.goto(`${j.rt.url}/auth/sign-up`);
  await expectVisible(j.page.getByRole('heading', { name: 'Siden kunne ikke hentes' }));
  await expectVisible(j.page.getByRole('alert').filter({ hasText: 'Genindlæs siden for at prøve igen.' }));

  await j.page.unroute('**/assets/sign-up-page-*.js');
  await j.page.getByRole('button', { name: 'Genindlæs siden' }).click();
  await expectVisible(j.page.getByRole('heading', { name: 'Opret en ny konto' }));
});
