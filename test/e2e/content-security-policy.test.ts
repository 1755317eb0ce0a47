import type { Page } from 'playwright-core';
import { signUp } from '../support/runtime';
import { solidPng } from '../support/png';
import { closeToast, expectVisible, field, logIn, startJourney, stopJourney, type Journey } from '../support/e2e';

/**
 * The SPA under its Content-Security-Policy in Chromium (decisions.md "Security headers"): no
 * violation on the pages a person walks through, styles applied, and pictures uploaded to and
 * shown from the bucket; an SVG shows as a picture although the bucket serves it as a download.
 */
let j: Journey;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
}, 90_000);

afterAll(async () => stopJourney(j));

it('the pages load under the policy with no violation, styled', async () => {
  const response = await page.goto(`${j.rt.url}/auth`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectVisible(page.getByRole('button', { name: 'Log ind' }));
  // emotion's rules reach the page: the button is not the browser's default grey.
  expect(
    await page.getByRole('button', { name: 'Log ind' }).evaluate((b) => getComputedStyle(b).backgroundColor),
  ).not.toBe('rgb(239, 239, 239)');

  const owner = await signUp(j.rt, { name: 'Sara Holm', company: 'Holm Service' });
  await logIn(page, j.rt, owner.payload.user);
  for (const area of ['', '/tasks', '/equipment', '/locations', '/users']) {
    await page.goto(`${j.rt.url}/dashboard/${owner.companyId}${area}`);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`${j.rt.url}/profile`);
  await page.waitForLoadState('networkidle');

  const created = await j.rt.call('POST', '/api/equipment', {
    token: owner.token,
    query: { companyId: owner.companyId },
    body: { make: 'Grundfos', model: 'CR 10', equipmentId: 'GF-10', category: 'Maskine', locationName: 'Kælder' },
  });
  await page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${created.body.equipmentId}`);
  await field(page, 'Note').fill('Billeder af pumpen.');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#17506b"/></svg>',
  );
  await field(page, 'Filer').setInputFiles([
    { name: 'pumpe.png', mimeType: 'image/png', buffer: solidPng(64, 48, [37, 99, 235]) },
    { name: 'skitse.svg', mimeType: 'image/svg+xml', buffer: svg },
  ]);
  await page.getByRole('button', { name: 'Tilføj note' }).click();
  await closeToast(page, 'Noten blev tilføjet');
  for (const [name, width] of [
    ['pumpe.png', 64],
    ['skitse.svg', 30],
  ] as const) {
    const image = page.getByRole('img', { name });
    await expectVisible(image);
    await page.waitForFunction(
      ([el, w]) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === w,
      [await image.elementHandle(), width] as const,
      { timeout: 15_000 },
    );
  }
  expect(violations).toEqual([]);
});
