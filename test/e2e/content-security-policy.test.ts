import { as, createEquipment, PUMP } from '../support/api';
import { closeToast, expectVisible, field, logIn, useJourney } from '../support/e2e';
import { solidPng } from '../support/png';
import { signUp } from '../support/runtime';

/**
 * The SPA under its Content-Security-Policy in Chromium (decision 042 "Security headers"): no
 * violation on the pages a person walks through, styles applied, and pictures uploaded to and
 * shown from the bucket; an SVG shows as a picture although the bucket serves it as a download.
 */
const j = useJourney();
const violations: string[] = [];

beforeAll(async () => {
  await j.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  j.page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(`${j.page.url()}: ${message.text()}`);
  });
}, 90_000);

it('the pages load under the policy with no violation, styled', async () => {
  const response = await j.page.goto(`${j.rt.url}/auth`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectVisible(j.page.getByRole('button', { name: 'Log ind' }));
  // emotion's rules reach the page: the button is not the browser's default grey.
  expect(
    await j.page.getByRole('button', { name: 'Log ind' }).evaluate((b) => getComputedStyle(b).backgroundColor),
  ).not.toBe('rgb(239, 239, 239)');

  const owner = await signUp(j.rt, { name: 'Sara Holm', company: 'Holm Service' });
  await logIn(j.page, j.rt, owner.payload.user);
  for (const area of ['', '/tasks', '/equipment', '/locations', '/users']) {
    await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}${area}`);
    await j.page.waitForLoadState('networkidle');
  }
  await j.page.goto(`${j.rt.url}/profile`);
  await j.page.waitForLoadState('networkidle');

  const equipmentId = await createEquipment(j.rt, as(owner), PUMP);
  await j.page.goto(`${j.rt.url}/dashboard/${owner.companyId}/equipment/${equipmentId}`);
  await field(j.page, 'Note').fill('Billeder af pumpen.');
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="#17506b"/></svg>',
  );
  await field(j.page, 'Filer').setInputFiles([
    { name: 'pumpe.png', mimeType: 'image/png', buffer: solidPng(64, 48, [37, 99, 235]) },
    { name: 'skitse.svg', mimeType: 'image/svg+xml', buffer: svg },
  ]);
  await j.page.getByRole('button', { name: 'Tilføj note' }).click();
  await closeToast(j.page, 'Noten blev tilføjet');
  for (const [name, width] of [
    ['pumpe.png', 64],
    ['skitse.svg', 30],
  ] as const) {
    const image = j.page.getByRole('img', { name });
    await expectVisible(image);
    await j.page.waitForFunction(
      ([el, w]) => !!el && (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === w,
      [await image.elementHandle(), width] as const,
      { timeout: 15_000 },
    );
  }
  expect(violations).toEqual([]);
});
