import type { Page } from 'playwright-core';
import { signUpPayload } from '../support/runtime';
import {
  expectVisible,
  field,
  linkIn,
  logOut,
  resetServerClock,
  setServerClock,
  startJourney,
  stopJourney,
  storedToken,
  submitLogin,
  toast,
  waitForMail,
  type Journey,
  type Mail,
} from '../support/e2e';

/**
 * Two-step login (spec 000 §2, §4, §8): a company that requires it gets an e-mailed link at
 * login instead of a session; the link logs in once, within 5 minutes.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => {
  if (j) await resetServerClock(j.rt).catch(() => undefined);
  await stopJourney(j);
});

const SUBJECT = 'Dit login til Servicebogen';
const MFA_FAILED = 'Kunne ikke logge ind. Prøv igen.';
const dashboard = /\/dashboard\/[^/]+$/;

describe('two-step login journey', () => {
  const person = signUpPayload({ name: 'Mette Mørk', company: 'Mørk Ventilation ApS' });
  const email = person.user.emailAddress;
  let companyPath = '';
  let firstMail: Mail;
  let firstLink = '';

  it("signs up with 'Kræv to-trins login' ticked; the security page says it is on", async () => {
    await page.goto(`${j.rt.url}/auth/sign-up`);
    await field(page, 'Navn').fill(person.user.name);
    await field(page, 'Emailadresse').fill(email);
    await field(page, 'Password').fill(person.user.password);
    await field(page, 'Virksomhedens navn').fill(person.company.name);
    await field(page, 'Kræv to-trins login').check();
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await page.waitForURL(dashboard);
    companyPath = new URL(page.url()).pathname;

    await page.goto(`${j.rt.url}${companyPath}/security`);
    await expectVisible(page.getByRole('heading', { name: 'To-trins login' }));
    await expectVisible(page.getByText('slået til', { exact: true }));
  });

  it('logs out; logging in again asks for the e-mailed link instead', async () => {
    await logOut(page);
    await submitLogin(page, j.rt, email.toUpperCase(), person.user.password);
    await page.waitForURL(/\/auth\/mfa\/step_one\?email-address=/);
    expect(new URL(page.url()).searchParams.get('email-address')).toBe(email);
    await expectVisible(page.getByRole('heading', { name: 'Tjek din email indbakke' }));
    await expectVisible(page.getByText(email, { exact: true }));
    expect(await storedToken(page)).toBeNull();
  });

  it('the e-mail holds /auth/mfa/step_two/{code}; opening it logs in', async () => {
    firstMail = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    firstLink = linkIn(firstMail, '/auth/mfa/step_two/');
    await page.goto(firstLink);
    await page.waitForURL(dashboard);
    expect(new URL(page.url()).pathname).toBe(companyPath);
    await expectVisible(page.getByRole('heading', { name: person.company.name }));
    expect(await storedToken(page)).toBeTruthy();
  });

  it("the same link a second time: 'Anmodning fandtes ikke' and the failure toast", async () => {
    await logOut(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/mfa'));
    await page.goto(firstLink);
    expect((await answer).status()).toBe(404);
    await expectVisible(page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    await expectVisible(toast(page, MFA_FAILED));
    expect(await storedToken(page)).toBeNull();
    await expectVisible(page.getByRole('link', { name: 'Log ind igen' }));
  });

  it('a link opened after 5 minutes does not log in (the server says 410; the page the spec gives)', async () => {
    await submitLogin(page, j.rt, email, person.user.password);
    await page.waitForURL(/\/auth\/mfa\/step_one/);
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [firstMail] });
    const link = linkIn(mail, '/auth/mfa/step_two/');
    expect(link).not.toBe(firstLink);

    await setServerClock(j.rt, new Date(Date.now() + 6 * 60_000));
    try {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/user/mfa'));
      await page.goto(link);
      expect((await answer).status()).toBe(410);
      // spec 000 §4: "An invalid or failed link shows 'Anmodning fandtes ikke'".
      await expectVisible(page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
      await expectVisible(toast(page, MFA_FAILED));
      expect(await storedToken(page)).toBeNull();
    } finally {
      await resetServerClock(j.rt);
    }
  });

  it('asked from /auth?from=…/equipment, the mailed link returns to the equipment list; a foreign `from` to the dashboard', async () => {
    const loginFrom = async (from: string) => {
      const before = await waitForMail(j.rt, { to: email, subject: SUBJECT });
      await page.goto(`${j.rt.url}/auth?from=${encodeURIComponent(from)}`);
      await field(page, 'Emailadresse').fill(email);
      await field(page, 'Password').fill(person.user.password);
      await page.getByRole('button', { name: 'Log ind' }).click();
      await page.waitForURL(/\/auth\/mfa\/step_one/);
      const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [before] });
      // The target travels with the link's row on the server, never in the mailed address.
      expect(mail.links.join(' ')).not.toContain('equipment');
      await page.goto(linkIn(mail, '/auth/mfa/step_two/'));
    };

    await loginFrom(`${companyPath}/equipment`);
    await page.waitForURL(new RegExp(`${companyPath}/equipment$`));
    await expectVisible(page.getByRole('heading', { name: 'Udstyr', level: 1 }));
    await logOut(page);

    await loginFrom('https://evil.example/dashboard/x');
    await page.waitForURL(dashboard);
    expect(new URL(page.url()).pathname).toBe(companyPath);
    await logOut(page);
  });

  it('a fresh link within 5 minutes still works, and turning two-step login off skips it', async () => {
    const before = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    await submitLogin(page, j.rt, email, person.user.password);
    await page.waitForURL(/\/auth\/mfa\/step_one/);
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [before] });
    await page.goto(linkIn(mail, '/auth/mfa/step_two/'));
    await page.waitForURL(dashboard);

    await page.goto(`${j.rt.url}${companyPath}/security`);
    await page.getByRole('button', { name: 'Slå to-trins login fra' }).click();
    await expectVisible(page.getByText('To-trins login er slået fra.'));
    await expectVisible(page.getByText('slået fra', { exact: true }));

    await logOut(page);
    await submitLogin(page, j.rt, email, person.user.password);
    await page.waitForURL(dashboard);
    expect(await storedToken(page)).toBeTruthy();
  });
});
