import type { Page } from 'playwright-core';
import { signUp } from '../support/runtime';
import {
  expectVisible,
  field,
  linkIn,
  mailsTo,
  startJourney,
  stopJourney,
  submitLogin,
  waitForMail,
  type Journey,
} from '../support/e2e';

/**
 * Password reset (spec 000 §2, §4, §9): request from the login page, the receipt, the e-mailed
 * link with its live countdown, the new password, and the links that cannot be used.
 */
let j: Journey;
let page: Page;

beforeAll(async () => {
  j = await startJourney();
  page = j.page;
}, 90_000);

afterAll(async () => stopJourney(j));

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
    await page.goto(`${j.rt.url}/auth`);
    await field(page, 'Emailadresse').fill(email);
    await page.getByRole('link', { name: 'Vælg et nyt password' }).click();
    await page.waitForURL(/\/auth\/new-password-request\?email-address=/);
    expect(new URL(page.url()).searchParams.get('email-address')).toBe(email);
    await expectVisible(page.getByRole('heading', { name: 'Vælg et nyt password' }));
    expect(await field(page, 'Emailadresse').inputValue()).toBe(email);
  });

  it("'Send email' leads to the receipt with the address", async () => {
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.waitForURL(/\/auth\/new-password-request-receipt\?email-address=/);
    await expectVisible(page.getByRole('heading', { name: 'Anmodning gennemført' }));
    await expectVisible(page.getByRole('heading', { name: 'Tjek din email indbakke' }));
    await expectVisible(page.getByText(email, { exact: true }));
    await expectVisible(page.getByRole('link', { name: 'Send en ny anmodning' }));
    await expectVisible(page.getByRole('link', { name: 'Log ind' }));
  });

  it('the e-mailed link shows the time left, and it counts down', async () => {
    const mail = await waitForMail(j.rt, { to: email, subject: SUBJECT });
    resetLink = linkIn(mail, '/auth/new-password/');
    const [, , , token, expiry] = new URL(resetLink).pathname.split('/');
    expect(token.length).toBeGreaterThanOrEqual(36);
    expect(Number(expiry) - Date.now()).toBeGreaterThan(59 * 60_000);

    await page.goto(resetLink);
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^Linket udløber om (59|60):\d\d$/);
    await page.waitForFunction((before) => document.querySelector('[role="timer"]')?.textContent !== before, first);
    expect(await timer.textContent()).toMatch(/^Linket udløber om \d\d:\d\d$/);
  });

  it('a too short password is refused; a good one is saved', async () => {
    await field(page, 'Nyt password').fill('kort');
    await page.getByRole('button', { name: 'Gem password' }).click();
    await expectVisible(page.getByText('Der er et problem'));
    await expectVisible(page.getByText('Indtast et password på mindst 10 tegn'));

    await field(page, 'Nyt password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Gem password' }).click();
    await page.waitForURL(/\/auth\/new-password-receipt$/);
    await expectVisible(page.getByRole('heading', { name: 'Dit nye password er gemt' }));
  });

  it('the old password no longer works; the new one does', async () => {
    await submitLogin(page, j.rt, email, person.user.password);
    await expectVisible(page.getByText('Emailaddresse eller password er forkert'));
    expect(page.url()).toMatch(/\/auth\/?$/);

    await submitLogin(page, j.rt, email, NEW_PASSWORD);
    await page.waitForURL(dashboard);
    await expectVisible(page.getByRole('heading', { name: 'Ølgaard El' }));
    await page.getByRole('button', { name: 'Log ud' }).first().click();
    await page.waitForURL(/\/auth\/logged-out/);
  });

  it("the used link: 'Anmodning fandtes ikke' once the server is asked", async () => {
    await page.goto(resetLink);
    await field(page, 'Nyt password').fill('endnu-et-nyt-password');
    await page.getByRole('button', { name: 'Gem password' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    expect(page.url()).toBe(resetLink);
  });

  it("a token shorter than 36 characters: 'Anmodning fandtes ikke'", async () => {
    await page.goto(`${j.rt.url}/auth/new-password/${'a'.repeat(35)}/${Date.now() + 3_600_000}`);
    await expectVisible(page.getByRole('heading', { name: 'Anmodning fandtes ikke' }));
    expect(await page.getByRole('timer').count()).toBe(0);
  });

  it("a link whose expiry has passed: 'Anmodning udløbet'", async () => {
    await page.goto(`${j.rt.url}/auth/new-password/${'b'.repeat(43)}/${Date.now() - 1_000}`);
    await expectVisible(page.getByRole('heading', { name: 'Anmodning udløbet' }));
    await expectVisible(page.getByRole('link', { name: 'Send en ny anmodning' }));
  });

  it('an address without an account gets the same receipt and no e-mail', async () => {
    const unknown = `ingen.${Date.now()}@eksempel.dk`;
    await page.goto(`${j.rt.url}/auth/new-password-request`);
    expect(await field(page, 'Emailadresse').inputValue()).toBe('');
    await field(page, 'Emailadresse').fill(unknown);
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.waitForURL(/\/auth\/new-password-request-receipt\?email-address=/);
    await expectVisible(page.getByRole('heading', { name: 'Anmodning gennemført' }));
    await expectVisible(page.getByText(unknown, { exact: true }));
    // The request is queued alike for every address; once the queue is done, none was sent.
    await j.rt.drain();
    expect(await mailsTo(j.rt, unknown)).toEqual([]);
  });

  it('an empty or malformed address is stopped in the form', async () => {
    await page.goto(`${j.rt.url}/auth/new-password-request`);
    await page.getByRole('button', { name: 'Send email' }).click();
    await expectVisible(page.getByText('Indtast en emailadresse', { exact: true }));
    await field(page, 'Emailadresse').fill('ikke-en-adresse');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expectVisible(page.getByText('Indtast en emailadresse i det korrekte format, ex. navn@virksomhed.dk'));
    expect(page.url()).toMatch(/\/auth\/new-password-request$/);
  });
});
