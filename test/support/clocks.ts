import { addDays, dayOf, deadlineOn, isWeekend } from '../../domain/shared/calendar-day';
import type { Page } from 'playwright-core';
import { logInByApi } from './api';
import type { TestRuntime } from './runtime';

/**
 * The server's clock (`POST /dev/clock`; the runtime starts with LOCAL_CLOCK=settable) and, for
 * journeys, the browser's with it: statuses come from the server, while the deadline picker's
 * "today" is the browser's. Sessions expire by the server's clock.
 */

/** An instant given as Copenhagen wall time in winter (CET, UTC+1), e.g. `cet('2027-01-04', '10:00')`. */
export const cet = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

export async function setServerClock(rt: TestRuntime, now: Date) {
  const answer = await rt.call('POST', '/dev/clock', { body: { now: now.toISOString() } });
  if (answer.status !== 200) throw new Error(`POST /dev/clock: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export const resetServerClock = (rt: TestRuntime) => setServerClock(rt, new Date());

/** Moves the server's clock; sessions live by that clock, so each of `people` logs in again (a new `token`). */
export async function moveServerClock(
  rt: TestRuntime,
  now: Date,
  people: { token: string; emailAddress: string; password: string }[],
) {
  await setServerClock(rt, now);
  for (const person of people) person.token = await logInByApi(rt, person);
}

/** Both clocks at `now`: once per page, before its first navigation. */
export async function installClock(page: Page, rt: TestRuntime, now: Date) {
  await setServerClock(rt, now);
  await page.clock.install({ time: now });
}

/** Both clocks on to `now`, as often as needed (time keeps running from there); log in again after a long move. */
export async function moveClocks(page: Page, rt: TestRuntime, now: Date) {
  await setServerClock(rt, now);
  await page.clock.setSystemTime(now);
}

/**
 * A routine's deadline about `days` ahead of `now`: 23:00 Copenhagen time on the first weekday
 * from that day on (a routine's deadline on a Saturday or Sunday is refused), whatever the hour.
 */
export function routineDeadline(days: number, now = new Date()): string {
  let day = addDays(dayOf(now), days);
  while (isWeekend(day)) day = addDays(day, 1);
  return deadlineOn(day).toISOString();
}
