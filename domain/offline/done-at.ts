import * as z from 'zod';

/**
 * When a completion sent from a phone that was offline was done (issue 30 "Work queued, never lost,
 * never doubled"): lateness and the statistics use that time, not the time it reached the server.
 * It may not lie in the future (a phone's clock a little fast is forgiven), nor more than 7 days
 * back: a completion older than that is a mistake or a stale queue, and is refused in Danish.
 */
export const DONE_AT_MAX_AGE_DAYS = 7;
/** How far ahead of the server a phone's clock may run: a completion stamped up to 5 minutes ahead is taken as done now. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export const doneAtMessages = {
  format: 'Angiv tidspunktet for udførelsen, fx 2027-01-04T08:12:00Z',
  future: 'Tidspunktet for udførelsen ligger i fremtiden. Tjek telefonens ur, og send igen.',
  tooOld: `En udførelse kan højst sendes ${DONE_AT_MAX_AGE_DAYS} dage efter, den blev udført.`,
} as const;

/** The field as the API takes it: an ISO 8601 instant with its offset. */
export const doneAtField = z.iso.datetime({ offset: true, error: doneAtMessages.format });

export type DoneAt = { ok: true; at: Date } | { ok: false; error: string };

/**
 * Pure: the time a completion counts as done. Absent, it is `now` (the completion was sent at
 * once); a little ahead of `now` (clock skew), `now`; otherwise the time given, if within the last
 * 7 days.
 */
export function decideDoneAt(doneAt: string | undefined, now: Date): DoneAt {
  if (doneAt === undefined) return { ok: true, at: now };
  const at = new Date(doneAt);
  if (Number.isNaN(at.getTime())) return { ok: false, error: doneAtMessages.format };
  const ahead = at.getTime() - now.getTime();
  if (ahead > CLOCK_SKEW_MS) return { ok: false, error: doneAtMessages.future };
  if (ahead > 0) return { ok: true, at: now };
  if (-ahead > DONE_AT_MAX_AGE_DAYS * 86_400_000) return { ok: false, error: doneAtMessages.tooOld };
  return { ok: true, at };
}
