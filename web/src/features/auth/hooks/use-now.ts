import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `interval` ms until `until` (epoch ms) has passed; a live
 * countdown re-renders with it and stops ticking once there is nothing left to count.
 */
export function useNow(interval: number, until = Number.POSITIVE_INFINITY) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Ticks at least once, also when `until` has passed already, so a new `until` is never
    // compared with a time read before it.
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, interval);
    return () => clearInterval(timer);
  }, [interval, until]);
  return now;
}
