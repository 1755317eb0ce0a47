import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { installClock, moveClocks } from '../support/clocks';
import { expectVisible, logIn, storedToken, useJourney } from '../support/e2e';
import { signUp } from '../support/runtime';

/**
 * Staying logged in with the app left open (issue 32 item 10): a phone keeps the app in memory for
 * days and never reloads it. Chromium's clock and the server's move on together while one page
 * stays open: 29 days on, the person's first tap renews the session and the page keeps the new
 * token (local storage and the device store the service worker sends the outbox with); 29 days
 * after that, coming back online renews it again; 31 days away from the last renewal, the first tap
 * leads to the login page.
 */
const j = useJourney();
const DAY = 86_400_000;
const START = new Date('2027-05-03T07:00:00.000Z');
let owner: Awaited<ReturnType<typeof signUp>>;
let dashboard: string;

beforeAll(async () => {
  await installClock(j.page, j.rt, START);
  owner = await signUp(j.rt, { name: 'Ulla Ørum', company: 'Ørums Ventilation' });
  dashboard = `${j.rt.url}/dashboard/${owner.companyId}`;
  await logIn(j.page, j.rt, owner.payload.user);
}, 60_000);

/** When the token the page holds expires (ms). */
const heldExpiry = async (page: Page) => decodeJwt((await storedToken(page))!).exp! * 1000;

/** The token the device store keeps for the service worker (the outbox's Background Sync). */
const deviceToken = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('servicebogen');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('device').objectStore('device').get('session');
          get.onsuccess = () => resolve((get.result as { token?: string } | undefined)?.token ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );

/** Waits until the page holds a token other than `before`, on the device too. */
async function newTokenKept(page: Page, before: string) {
  await page.waitForFunction((old) => localStorage.getItem('auth_token') !== old, before);
  const held = (await storedToken(page))!;
  for (let i = 0; i < 100 && (await deviceToken(page)) !== held; i += 1) await page.waitForTimeout(100);
  expect(await deviceToken(page)).toBe(held);
  return held;
}

/** The page's next answer from `GET <path>` (any query). */
const apiCall = (page: Page, path: string) =>
  page.waitForResponse((answer) => new URL(answer.url()).pathname === path && answer.request().method() === 'GET');
/** The page's next `GET /api/user`: the app asking for its session (and a renewed token). */
const sessionCall = (page: Page) => apiCall(page, '/api/user');

describe('an app left open for weeks, never reloaded', () => {
  let renewedAt = START.getTime();

  it('29 days later the first tap renews the session, and the page keeps the new token', async () => {
    await j.page.waitForLoadState('networkidle');
    const before = (await storedToken(j.page))!;
    expect(await heldExpiry(j.page)).toBeLessThan(START.getTime() + 32 * DAY);

    renewedAt = START.getTime() + 29 * DAY;
    await moveClocks(j.page, j.rt, new Date(renewedAt));
    const asked = sessionCall(j.page);
    const list = apiCall(j.page, '/api/equipment');
    await j.page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Udstyr', exact: true })
      .click();
    expect((await asked).status()).toBe(200);
    await newTokenKept(j.page, before);
    expect(Math.abs((await heldExpiry(j.page)) - (renewedAt + 31 * DAY))).toBeLessThan(60_000);
    await expectVisible(j.page.getByRole('heading', { name: 'Udstyr' }));
    expect(j.page.url()).toBe(`${dashboard}/equipment`);
    expect((await list).status()).toBe(200);
  });

  it('29 days after that, the phone coming back online renews it again: 58 days signed in, no tap needed', async () => {
    const before = (await storedToken(j.page))!;
    await j.browser.context.setOffline(true);
    renewedAt += 29 * DAY;
    await moveClocks(j.page, j.rt, new Date(renewedAt));
    const asked = sessionCall(j.page);
    await j.browser.context.setOffline(false);
    expect((await asked).status()).toBe(200);
    await newTokenKept(j.page, before);
    expect(Math.abs((await heldExpiry(j.page)) - (renewedAt + 31 * DAY))).toBeLessThan(60_000);

    const list = apiCall(j.page, '/api/locations');
    await j.page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Lokationer', exact: true })
      .click();
    await expectVisible(j.page.getByRole('heading', { name: 'Lokationer' }));
    // The page's own reads carry the renewed token.
    expect((await list).status()).toBe(200);
  });

  it('31 days away from the last renewal, the first tap leads to the login page', async () => {
    await moveClocks(j.page, j.rt, new Date(renewedAt + 31 * DAY));
    const asked = sessionCall(j.page);
    await j.page
      .getByRole('navigation', { name: 'Hovedmenu' })
      .getByRole('link', { name: 'Udstyr', exact: true })
      .click();
    expect((await asked).status()).toBe(401);
    await j.page.waitForURL(/\/auth\/?\?from=/);
    await expectVisible(j.page.getByRole('heading', { name: 'Log ind' }));
  });
});
