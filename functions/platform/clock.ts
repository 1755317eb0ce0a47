/**
 * The one clock all business logic reads. In AWS it is the system clock. The local runtime,
 * started with LOCAL_CLOCK=settable, can move it (`POST /dev/clock`); the offset lives in shared
 * memory that the runtime hands to every function's worker, so all of them see the same "now".
 */
const CELL = Symbol.for('servicebogen.clockOffsetMs');

/** The clock's offset in milliseconds, one cell shared by the runtime and its function workers. */
export function clockCell(): Float64Array {
  const global = globalThis as { [CELL]?: Float64Array };
  global[CELL] ??= new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT));
  return global[CELL];
}

export const clock = {
  now(): Date {
    return new Date(Date.now() + clockCell()[0]);
  },
  /** Sets "now" to `instant` from here on (time keeps running from there). */
  set(instant: Date) {
    if (process.env.LOCAL_CLOCK !== 'settable') throw new Error('The clock is not settable');
    clockCell()[0] = instant.getTime() - Date.now();
  },
  reset() {
    clockCell()[0] = 0;
  },
};
