import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { openBrowser } from './browser';
import { startTestRuntime, type TestRuntime } from './runtime';

/**
 * Helpers for the browser journeys in test/e2e: the runtime and Chromium together, the local
 * mailbox, the server's clock, and the few page actions every journey repeats.
 */

export type Browser = Awaited<ReturnType<typeof openBrowser>>;

export interface Journey {
  rt: TestRuntime;
  browser: Browser;
  page: Page;
}

/** The real local runtime serving the built SPA (web/dist, or WEB_ROOT when set), and one Chromium page. */
export async function startJourney(): Promise<Journey> {
  const rt = await startTestRuntime({ webRoot: resolve(process.env.WEB_ROOT ?? 'web/dist') });
  const browser = await openBrowser();
  const page = await browser.context.newPage();
  return { rt, browser, page };
}

export async function stopJourney(journey: Partial<Journey> | undefined) {
  await journey?.browser?.close();
  await journey?.rt?.stop();
}

/** A second person at another computer: a fresh browser profile (own local storage). */
export async function secondBrowser(): Promise<{ browser: Browser; page: Page }> {
  const browser = await openBrowser();
  return { browser, page: await browser.context.newPage() };
}

// ---------------------------------------------------------------------------------------------
// Page helpers

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Waits until one match of `locator` is visible (pages keep some copies hidden, e.g. for narrow screens). */
export async function expectVisible(locator: Locator) {
  await locator.filter({ visible: true }).first().waitFor({ state: 'visible' });
}

/** The visible matches of `locator`, counted now (for asserting that something is gone). */
export const visibleCount = (locator: Locator) => locator.filter({ visible: true }).count();

/** A toast in the top-right area, by its heading. */
export const toast = (page: Page, heading: string) =>
  page.getByRole('region', { name: 'Beskeder' }).getByText(heading, { exact: true });

/**
 * Waits for the toast with `heading`, then closes it with 'Skjul' as a person would: toasts sit
 * over the top right of the page (where the page's own buttons are) for 8 seconds.
 */
export async function closeToast(page: Page, heading: string) {
  const item = page
    .getByRole('region', { name: 'Beskeder' })
    .locator('[role="alert"], [role="status"]')
    .filter({ has: page.getByText(heading, { exact: true }) })
    .first();
  await item.waitFor({ state: 'visible' });
  const text = (await item.textContent()) ?? '';
  await item.getByRole('button', { name: 'Skjul' }).click();
  await item.waitFor({ state: 'detached' });
  return text;
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

/** Fills the login form at /auth and submits it (the caller waits for where it leads). */
export async function submitLogin(page: Page, rt: TestRuntime, emailAddress: string, password: string) {
  await page.goto(`${rt.url}/auth`);
  await field(page, 'Emailadresse').fill(emailAddress);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

/** Logs in through the form and waits for a signed-in page (dashboard or profile). */
export async function logIn(page: Page, rt: TestRuntime, person: { emailAddress: string; password: string }) {
  await submitLogin(page, rt, person.emailAddress, person.password);
  await page.waitForURL(/\/(dashboard\/[^/?#]+|profile)/);
}

/** 'Log ud' (sidebar or profile) and the logged-out page. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log ud' }).first().click();
  await page.waitForURL(/\/auth\/logged-out/);
}

// ---------------------------------------------------------------------------------------------
// The local mailbox (GET /dev/mail, newest first)

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

export async function mailbox(rt: TestRuntime): Promise<Mail[]> {
  const answer = await rt.call<Mail[]>('GET', '/dev/mail');
  if (answer.status !== 200) throw new Error(`GET /dev/mail: ${answer.status}`);
  return answer.body;
}

export const mailsTo = async (rt: TestRuntime, to: string) =>
  (await mailbox(rt)).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());

/**
 * The newest e-mail to `to` (with `subject` when given) that is not one of `seen`, polling the
 * mailbox until it arrives.
 */
export async function waitForMail(
  rt: TestRuntime,
  match: { to: string; subject?: string | RegExp; seen?: Mail[] },
  timeoutMs = 10_000,
): Promise<Mail> {
  const seen = new Set((match.seen ?? []).map((mail) => mail.id));
  const fits = (mail: Mail) =>
    !seen.has(mail.id) &&
    (match.subject === undefined ||
      (typeof match.subject === 'string' ? mail.subject === match.subject : match.subject.test(mail.subject)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(rt, match.to)).find(fits);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${match.to} (${String(match.subject ?? 'any subject')})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The link of `mail` whose path starts with `path`, e.g. '/auth/mfa/step_two/'. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.links.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(' ')}`);
  return link;
}

// ---------------------------------------------------------------------------------------------
// The server's clock (POST /dev/clock; Chromium keeps real time)

export async function setServerClock(rt: TestRuntime, now: Date) {
  const answer = await rt.call('POST', '/dev/clock', { body: { now: now.toISOString() } });
  if (answer.status !== 200) throw new Error(`POST /dev/clock: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export const resetServerClock = (rt: TestRuntime) => setServerClock(rt, new Date());

// ---------------------------------------------------------------------------------------------
// Setup through the API (for the parts a journey is not about)

/** Completes company info and upgrades to UNLIMITED through `PATCH /api/company`. */
export async function upgradeByApi(rt: TestRuntime, token: string, companyId: string, name: string) {
  const info = await rt.call('PATCH', '/api/company', {
    token,
    query: { companyId },
    body: { id: companyId, name, vatNumber: '87654321', address: 'Havnegade 1', city: 'Aarhus' },
  });
  if (info.status !== 200) throw new Error(`company info: ${info.status} ${JSON.stringify(info.body)}`);
  const upgrade = await rt.call('PATCH', '/api/company', {
    token,
    query: { companyId },
    body: { id: companyId, subscription: 'UNLIMITED' },
  });
  if (upgrade.status !== 200) throw new Error(`upgrade: ${upgrade.status} ${JSON.stringify(upgrade.body)}`);
}

/** Invites `person` into `companyId` and accepts as a new account, all through the API. */
export async function inviteAndAcceptByApi(
  rt: TestRuntime,
  adminToken: string,
  companyId: string,
  person: { name: string; emailAddress: string; password: string; type?: 'USER' | 'ADMIN' },
): Promise<{ id: string; token: string }> {
  const invite = await rt.call('POST', '/api/user/invite', {
    token: adminToken,
    query: { companyId },
    body: { name: person.name, emailAddress: person.emailAddress, type: person.type ?? 'USER' },
  });
  if (invite.status !== 201) throw new Error(`invite: ${invite.status} ${JSON.stringify(invite.body)}`);
  // The secret token is only in the invitee's e-mail (the admin's answer names the invitation by id).
  const mail = await waitForMail(rt, { to: person.emailAddress.toLowerCase(), subject: /^Invitation til / });
  const secret = linkIn(mail, '/auth/invitation/').split('/').pop()!;
  const accept = await rt.call('POST', '/api/invitation', {
    body: { token: secret, name: person.name, password: person.password },
  });
  if (accept.status !== 201) throw new Error(`accept: ${accept.status} ${JSON.stringify(accept.body)}`);
  await rt.drain();
  return { id: accept.body.user.id, token: accept.body.token };
}
