import type { Page } from 'playwright-core';
import { setServerClock } from './e2e';
import type { TestRuntime } from './runtime';

/**
 * The server's clock and the browser's together, for journeys that move time: statuses come from
 * the server, while the deadline picker's "today" is the browser's. `installClock` once per page,
 * before its first navigation; then `moveClocks` as often as needed (time keeps running from there).
 * Sessions expire by the server's clock, so log in again after a long move.
 */
/** An instant given as Copenhagen wall time in winter (CET, UTC+1), e.g. `cet('2027-01-04', '10:00')`. */
export const cet = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

export async function installClock(page: Page, rt: TestRuntime, now: Date) {
  await setServerClock(rt, now);
  await page.clock.install({ time: now });
}

export async function moveClocks(page: Page, rt: TestRuntime, now: Date) {
  await setServerClock(rt, now);
  await page.clock.setSystemTime(now);
}
