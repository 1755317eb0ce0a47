/**
 * The one clock all business logic reads. In AWS it is the system clock. The local runtime,
 * started with LOCAL_CLOCK=settable, can move it (`POST /dev/clock`).
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  /** Sets "now" to `instant` from here on (time keeps running from there). */
  set(instant: Date) {
    if (process.env.LOCAL_CLOCK !== 'settable') throw new Error('The clock is not settable');
    offsetMs = instant.getTime() - Date.now();
  },
  reset() {
    offsetMs = 0;
  },
};
