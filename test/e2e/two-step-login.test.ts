import { resetServerClock, setServerClock } from '../support/clocks';
import { expectVisible, field, logOut, storedToken, submitLogin, toast, useJourney } from '../support/e2e';
import { linkIn, waitForMail, type Mail } from '../support/mail';
import { signUpPayload } from '../support/runtime';

/**
 * Two-step login (spec 000 §2, §4, §8): a company that requires it gets an e-mailed link at
 * login instead of a session; the link logs in once, within 5 minutes.
 */
const j = useJourney();

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
    await j.page.goto(`${j.rt.url}/auth/sign-up`);
    await field(j.page, 'Navn').fill(person.user.name);
    await field(j.page, 'Emailadresse').fill(email);
    await field(j.page, 'Password').fill(person.user.password);
    await field(j.page, 'Virksomhedens navn').fill(person.company.name);
    await field(j.page, 'Kræv to-trins login').check();
    await j.page.getByRole('button', { name: 'Opret konto' }).click();
    await j.page.waitForURL(dashboard);
    companyPath = new URL(j.page.url()).pathname;

    await j.page.goto(`${j.rt.url}${companyPath}/security`);
    await expectVisible(j.page.getByRole('heading', { name: 'To-trins login' }));
    await expectVisible(j.page.getByText('slået til', { exact: true }));
  });

  it('logs out; logging in again asks for the e-mailed link instead', async () => {
    await logOut(j.page);
    await submitLogin(j.page, j.rt, email.toUpperCase(), person.user.password);
    await j.page.waitForURL(/\/auth\/mfa\/step_one\?email-address=/);
    expect(new URL(j.page.url()).searchParams.get('email-address')).toBe(email);
    await expectVisible(j.page.getByRole('heading', { name: 'Tjek din email indbakke' }));
    await expectVisible(j.page.getByText(email, { exact: true }));
    expect(await storedToken(j.page)).toBeNull();
  });

  it('the e-mail holds /auth/mfa/step_two/{code}; opening it logs in', async () => {
    firstMail = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    firstLink = linkIn(firstMail, '/auth/mfa/step_two/');
    await j.page.goto(firstLink);
    await j.page.waitForURL(dashboard);
    expect(new URL(j.page.url()).pathname).toBe(companyPath);
    await expectVisible(j.page.getByRole('heading', { name: person.company.name }));
    expect(await storedToken(j.page)).toBeTruthy();
  });

  it("the same link a second time: 'Anmodning fandtes ikke' and the failure toast", async () => {
    await logOut(j.page);
    const answer = j.page.waitForResponse((r) => r.url().endsWith('/api/user/mfa'));
    await j.page.goto(firstLink);
    expect((await answer).status()).toBe(404);
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    await expectVisible(toast(j.page, MFA_FAILED));
    expect(await storedToken(j.page)).toBeNull();
    await expectVisible(j.page.getByRole('link', { name: 'Log ind igen' }));
  });

  it('a link opened after 5 minutes does not log in (the server says 410; the page the spec gives)', async () => {
    await submitLogin(j.page, j.rt, email, person.user.password);
    await j.page.waitForURL(/\/auth\/mfa\/step_one/);
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [firstMail] });
    const link = linkIn(mail, '/auth/mfa/step_two/');
    expect(link).not.toBe(firstLink);

    await setServerClock(j.rt, new Date(Date.now() + 6 * 60_000));
    try {
      const answer = j.page.waitForResponse((r) => r.url().endsWith('/api/user/mfa'));
      await j.page.goto(link);
      expect((await answer).status()).toBe(410);
      // spec 000 §4: "An invalid or failed link shows 'Anmodning fandtes ikke'".
      await expectVisible(j.page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
      await expectVisible(toast(j.page, MFA_FAILED));
      expect(await storedToken(j.page)).toBeNull();
    } finally {
      await resetServerClock(j.rt);
    }
  });

  it('asked from /auth?from=…/equipment, the mailed link returns to the equipment list; a foreign `from` to the dashboard', async () => {
    const loginFrom = async (from: string) => {
      const before = await waitForMail(j.rt, { to: email, subject: SUBJECT });
      await j.page.goto(`${j.rt.url}/auth?from=${encodeURIComponent(from)}`);
      await field(j.page, 'Emailadresse').fill(email);
      await field(j.page, 'Password').fill(person.user.password);
      await j.page.getByRole('button', { name: 'Log ind' }).click();
      await j.page.waitForURL(/\/auth\/mfa\/step_one/);
      const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [before] });
      // The target travels with the link's row on the server, never in the mailed address.
      expect(mail.links.join(' ')).not.toContain('equipment');
      await j.page.goto(linkIn(mail, '/auth/mfa/step_two/'));
    };

    await loginFrom(`${companyPath}/equipment`);
    await j.page.waitForURL(new RegExp(`${companyPath}/equipment$`));
    await expectVisible(j.page.getByRole('heading', { name: 'Udstyr', level: 1 }));
    await logOut(j.page);

    await loginFrom('https://evil.example/dashboard/x');
    await j.page.waitForURL(dashboard);
    expect(new URL(j.page.url()).pathname).toBe(companyPath);
    await logOut(j.page);
  });

  it('a fresh link within 5 minutes still works, and turning two-step login off skips it', async () => {
    const before = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    await submitLogin(j.page, j.rt, email, person.user.password);
    await j.page.waitForURL(/\/auth\/mfa\/step_one/);
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT, seen: [before] });
    await j.page.goto(linkIn(mail, '/auth/mfa/step_two/'));
    await j.page.waitForURL(dashboard);

    await j.page.goto(`${j.rt.url}${companyPath}/security`);
    await j.page.getByRole('button', { name: 'Slå to-trins login fra' }).click();
    await expectVisible(j.page.getByText('To-trins login er slået fra.'));
    await expectVisible(j.page.getByText('slået fra', { exact: true }));

    await logOut(j.page);
    await submitLogin(j.page, j.rt, email, person.user.password);
    await j.page.waitForURL(dashboard);
    expect(await storedToken(j.page)).toBeTruthy();
  });
});
