import { expectVisible, field, storedToken, useJourney } from '../support/e2e';
import { signUpPayload } from '../support/runtime';

/**
 * The first journey in real Chromium against the local runtime (the same handlers AWS runs):
 * sign up -> dashboard -> log out -> log in; empty and wrong logins show the spec's texts.
 */
const j = useJourney();

describe('sign-up and login journey', () => {
  const person = signUpPayload({ name: 'Søren Ærø-Østergård', company: 'Ærø Maskinservice' });

  it('signs up with a new company and lands on its dashboard', async () => {
    await j.page.goto(`${j.rt.url}/auth/sign-up`);
    await field(j.page, 'Navn').fill(person.user.name);
    await field(j.page, 'Emailadresse').fill(person.user.emailAddress);
    await field(j.page, 'Password').fill(person.user.password);
    await field(j.page, 'Virksomhedens navn').fill(person.company.name);
    await j.page.getByRole('button', { name: 'Opret konto' }).click();

    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Ærø Maskinservice' }));
    expect(await storedToken(j.page)).toBeTruthy();
    await expectVisible(j.page.getByRole('link', { name: 'Brugere' }));
    await expectVisible(j.page.getByText('0/10 udstyr og lokationer'));
  });

  it('lists the new company on the profile page', async () => {
    await j.page.goto(`${j.rt.url}/profile`);
    await expectVisible(j.page.getByText('Ærø Maskinservice'));
  });

  it('logs out, forgets the token, and sends a later visit to the login page', async () => {
    await j.page.goto(`${j.rt.url}/profile`);
    await j.page.getByRole('button', { name: 'Log ud' }).first().click();
    await j.page.waitForURL(/\/auth\/logged-out/);
    expect(await storedToken(j.page)).toBeNull();

    await j.page.goto(`${j.rt.url}/profile`);
    await j.page.waitForURL(/\/auth\/?\?from=(%2F|\/)profile/);
  });

  it("shows the spec's messages for an empty login", async () => {
    await j.page.goto(`${j.rt.url}/auth`);
    await expectVisible(j.page.getByRole('heading', { name: 'Log ind' }));
    await j.page.getByRole('button', { name: 'Log ind' }).click();
    await expectVisible(j.page.getByText('Der er et problem'));
    expect(await j.page.getByText('Indtast en emailadresse').count()).toBeGreaterThanOrEqual(2);
    expect(await j.page.getByText('Indtast et password').count()).toBeGreaterThanOrEqual(2);
  });

  it("shows the spec's message for a wrong password", async () => {
    await j.page.goto(`${j.rt.url}/auth`);
    await field(j.page, 'Emailadresse').fill(person.user.emailAddress);
    await field(j.page, 'Password').fill('forkert-password');
    await j.page.getByRole('button', { name: 'Log ind' }).click();
    await expectVisible(j.page.getByText('Emailaddresse eller password er forkert'));
    expect(j.page.url()).toMatch(/\/auth\/?$/);
  });

  it('toggles the password between Vis and Skjul', async () => {
    await field(j.page, 'Password').fill('hemmeligt');
    expect(await field(j.page, 'Password').getAttribute('type')).toBe('password');
    await j.page.getByRole('button', { name: 'Vis' }).click();
    expect(await field(j.page, 'Password').getAttribute('type')).toBe('text');
    await j.page.getByRole('button', { name: 'Skjul' }).click();
    expect(await field(j.page, 'Password').getAttribute('type')).toBe('password');
  });

  it("logs in again and goes to the only company's dashboard", async () => {
    await j.page.goto(`${j.rt.url}/auth`);
    await field(j.page, 'Emailadresse').fill(person.user.emailAddress.toUpperCase());
    await field(j.page, 'Password').fill(person.user.password);
    await j.page.getByRole('button', { name: 'Log ind' }).click();
    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Ærø Maskinservice' }));
  });

  it('returns to the page it came from after login', async () => {
    // The dashboard's own session renewal stores a fresh token; let it land before forgetting it.
    await j.page.waitForLoadState('networkidle');
    await j.page.evaluate(() => localStorage.clear());
    await j.page.goto(`${j.rt.url}/profile`);
    await j.page.waitForURL(/from=/);
    await field(j.page, 'Emailadresse').fill(person.user.emailAddress);
    await field(j.page, 'Password').fill(person.user.password);
    await j.page.getByRole('button', { name: 'Log ind' }).click();
    // 'from' containing 'profile' is ignored (spec 000 §2): one company -> its dashboard.
    await j.page.waitForURL(/\/dashboard\/[^/]+$/);
  });
});
