import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from '../support/browser';
import { signUpPayload, startTestRuntime, type TestRuntime } from '../support/runtime';

/**
 * The first journey in real Chromium against the local runtime (the same handlers AWS runs):
 * sign up -> dashboard -> log out -> log in; empty and wrong logins show the spec's texts.
 */
let rt: TestRuntime;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  rt = await startTestRuntime({ webRoot: resolve('web/dist') });
  browser = await openBrowser();
  page = await browser.context.newPage();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await rt?.stop();
});

const field = (label: string) => page.getByLabel(label, { exact: true });

describe('sign-up and login journey', () => {
  const person = signUpPayload({ name: 'Søren Ærø-Østergård', company: 'Ærø Maskinservice' });

  it('signs up with a new company and lands on its dashboard', async () => {
    await page.goto(`${rt.url}/auth/sign-up`);
    await field('Navn').fill(person.user.name);
    await field('Emailadresse').fill(person.user.emailAddress);
    await field('Password').fill(person.user.password);
    await field('Virksomhedens navn').fill(person.company.name);
    await page.getByRole('button', { name: 'Opret konto' }).click();

    await page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectVisible(page.getByRole('heading', { name: 'Ærø Maskinservice' }));
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    await expectVisible(page.getByRole('link', { name: 'Brugere' }));
    await expectVisible(page.getByText('0/10 udstyr og lokationer'));
  });

  it('lists the new company on the profile page', async () => {
    await page.goto(`${rt.url}/profile`);
    await expectVisible(page.getByText('Ærø Maskinservice'));
  });

  it('logs out, forgets the token, and sends a later visit to the login page', async () => {
    await page.goto(`${rt.url}/profile`);
    await page.getByRole('button', { name: 'Log ud' }).first().click();
    await page.waitForURL(/\/auth\/logged-out/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto(`${rt.url}/profile`);
    await page.waitForURL(/\/auth\/?\?from=(%2F|\/)profile/);
  });

  it("shows the spec's messages for an empty login", async () => {
    await page.goto(`${rt.url}/auth`);
    await expectVisible(page.getByRole('heading', { name: 'Log ind' }));
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expectVisible(page.getByText('Der er et problem'));
    expect(await page.getByText('Indtast en emailadresse').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('Indtast et password').count()).toBeGreaterThanOrEqual(2);
  });

  it("shows the spec's message for a wrong password", async () => {
    await page.goto(`${rt.url}/auth`);
    await field('Emailadresse').fill(person.user.emailAddress);
    await field('Password').fill('forkert-password');
    await page.getByRole('button', { name: 'Log ind' }).click();
    await expectVisible(page.getByText('Emailaddresse eller password er forkert'));
    expect(page.url()).toMatch(/\/auth\/?$/);
  });

  it('toggles the password between Vis and Skjul', async () => {
    await field('Password').fill('hemmeligt');
    expect(await field('Password').getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Vis' }).click();
    expect(await field('Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Skjul' }).click();
    expect(await field('Password').getAttribute('type')).toBe('password');
  });

  it("logs in again and goes to the only company's dashboard", async () => {
    await page.goto(`${rt.url}/auth`);
    await field('Emailadresse').fill(person.user.emailAddress.toUpperCase());
    await field('Password').fill(person.user.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectVisible(page.getByRole('heading', { name: 'Ærø Maskinservice' }));
  });

  it('returns to the page it came from after login', async () => {
    // The dashboard's own session renewal stores a fresh token; let it land before forgetting it.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${rt.url}/profile`);
    await page.waitForURL(/from=/);
    await field('Emailadresse').fill(person.user.emailAddress);
    await field('Password').fill(person.user.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    // 'from' containing 'profile' is ignored (spec 000 §2): one company -> its dashboard.
    await page.waitForURL(/\/dashboard\/[^/]+$/);
  });
});

async function expectVisible(locator: ReturnType<Page['getByText']>) {
  await locator.first().waitFor({ state: 'visible' });
}
