import { expectVisible, field, submitLogin, useJourney } from '../support/e2e';
import { linkIn, mailsTo, waitForMail } from '../support/mail';
import { signUp } from '../support/runtime';

/**
 * Password reset (spec 000 §2, §4, §9): request from the login page, the receipt, the e-mailed
 * link with its live countdown, the new password, and the links that cannot be used.
 */
const j = useJourney();

const SUBJECT = 'Vælg et nyt password til Servicebogen';
const NEW_PASSWORD = 'Et-helt-nyt-Password';
const dashboard = /\/dashboard\/[^/]+$/;

describe('password reset journey', () => {
  let person: Awaited<ReturnType<typeof signUp>>['payload'];
  let email = '';
  let resetLink = '';

  beforeAll(async () => {
    ({ payload: person } = await signUp(j.rt, { name: 'Åse Ølgaard', company: 'Ølgaard El' }));
    email = person.user.emailAddress;
  });

  it("'Vælg et nyt password' carries the typed address to the prefilled request form", async () => {
    await j.page.goto(`${j.rt.url}/auth`);
    await field(j.page, 'Emailadresse').fill(email);
    await j.page.getByRole('link', { name: 'Vælg et nyt password' }).click();
    await j.page.waitForURL(/\/auth\/new-password-request\?email-address=/);
    expect(new URL(j.page.url()).searchParams.get('email-address')).toBe(email);
    await expectVisible(j.page.getByRole('heading', { name: 'Vælg et nyt password' }));
    expect(await field(j.page, 'Emailadresse').inputValue()).toBe(email);
  });

  it("'Send email' leads to the receipt with the address", async () => {
    await j.page.getByRole('button', { name: 'Send email' }).click();
    await j.page.waitForURL(/\/auth\/new-password-request-receipt\?email-address=/);
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning gennemført' }));
    await expectVisible(j.page.getByRole('heading', { name: 'Tjek din email indbakke' }));
    await expectVisible(j.page.getByText(email, { exact: true }));
    await expectVisible(j.page.getByRole('link', { name: 'Send en ny anmodning' }));
    await expectVisible(j.page.getByRole('link', { name: 'Log ind' }));
  });

  it('the e-mailed link shows the time left, and it counts down', async () => {
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    resetLink = linkIn(mail, '/auth/new-password/');
    const [, , , token, expiry] = new URL(resetLink).pathname.split('/');
    expect(token.length).toBeGreaterThanOrEqual(36);
    expect(Number(expiry) - Date.now()).toBeGreaterThan(59 * 60_000);

    await j.page.goto(resetLink);
    const timer = j.page.getByRole('timer');
    await timer.waitFor();
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^Linket udløber om (59|60):\d\d$/);
    await j.page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first);
    expect(await timer.textContent()).toMatch(/^Linket udløber om \d\d:\d\d$/);
  });

  it('a too short password is refused; a good one is saved', async () => {
    await field(j.page, 'Nyt password').fill('kort');
    await j.page.getByRole('button', { name: 'Gem password' }).click();
    await expectVisible(j.page.getByText('Der er et problem'));
    await expectVisible(j.page.getByText('Indtast et password på mindst 10 tegn'));

    await field(j.page, 'Nyt password').fill(NEW_PASSWORD);
    await j.page.getByRole('button', { name: 'Gem password' }).click();
    await j.page.waitForURL(/\/auth\/new-password-receipt$/);
    await expectVisible(j.page.getByRole('heading', { name: 'Dit nye password er gemt' }));
  });

  it('the old password no longer works; the new one does', async () => {
    await submitLogin(j.page, j.rt, email, person.user.password);
    await expectVisible(j.page.getByText('Emailaddresse eller password er forkert'));
    expect(j.page.url()).toMatch(/\/auth\/?$/);

    await submitLogin(j.page, j.rt, email, NEW_PASSWORD);
    await j.page.waitForURL(dashboard);
    await expectVisible(j.page.getByRole('heading', { name: 'Ølgaard El' }));
    await j.page.getByRole('button', { name: 'Log ud' }).first().click();
    await j.page.waitForURL(/\/auth\/logged-out/);
  });

  it("the used link: 'Anmodning fandtes ikke' once the server is asked", async () => {
    await j.page.goto(resetLink);
    await field(j.page, 'Nyt password').fill('endnu-et-nyt-password');
    await j.page.getByRole('button', { name: 'Gem password' }).click();
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    expect(j.page.url()).toBe(resetLink);
  });

  it("a token shorter than 36 characters: 'Anmodning fandtes ikke'", async () => {
    await j.page.goto(`${j.rt.url}/auth/new-password/${'a'.repeat(35)}/${Date.now() + 3_600_000}`);
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    expect(await j.page.getByRole('timer').count()).toBe(0);
  });

  it("a link whose expiry has passed: 'Anmodning udløbet'", async () => {
    await j.page.goto(`${j.rt.url}/auth/new-password/${'b'.repeat(43)}/${Date.now() - 1_000}`);
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning udløbet' }));
    await expectVisible(j.page.getByRole('link', { name: 'Send en ny anmodning' }));
  });

  it('an address without an account gets the same receipt and no e-mail', async () => {
    const unknown = `ingen.${Date.now()}@eksempel.dk`;
    await j.page.goto(`${j.rt.url}/auth/new-password-request`);
    expect(await field(j.page, 'Emailadresse').inputValue()).toBe('');
    await field(j.page, 'Emailadresse').fill(unknown);
    await j.page.getByRole('button', { name: 'Send email' }).click();
    await j.page.waitForURL(/\/auth\/new-password-request-receipt\?email-address=/);
    await expectVisible(j.page.getByRole('heading', { name: 'Anmodning gennemført' }));
    await expectVisible(j.page.getByText(unknown, { exact: true }));
    // The request is queued alike for every address; once the queue is done, none was sent.
    await j.rt.drain();
    expect(await mailsTo(j.rt, unknown)).toEqual([]);
  });

  it('an empty or malformed address is stopped in the form', async () => {
    await j.page.goto(`${j.rt.url}/auth/new-password-request`);
    await j.page.getByRole('button', { name: 'Send email' }).click();
    await expectVisible(j.page.getByText('Indtast en emailadresse', { exact: true }));
    await field(j.page, 'Emailadresse').fill('ikke-en-adresse');
    await j.page.getByRole('button', { name: 'Send email' }).click();
    await expectVisible(j.page.getByText('Indtast en emailadresse i det korrekte format, ex. navn@virksomhed.dk'));
    expect(j.page.url()).toMatch(/\/auth\/new-password-request$/);
  });
});
