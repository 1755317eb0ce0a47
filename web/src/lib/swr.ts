import type { SWRConfiguration } from 'swr';
import { ApiError, fetcher } from './api';

type Connection = { effectiveType?: string };

/** 10 s retries on 2g connections, 5 s otherwise (spec 000 §9). */
export function errorRetryInterval() {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const slow = connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
  return slow ? 10_000 : 5_000;
}

const MAX_RETRIES = 5;

export const swrConfig: SWRConfiguration = {
  fetcher,
  dedupingInterval: 2_000,
  focusThrottleInterval: 5_000,
  errorRetryInterval: errorRetryInterval(),
  // A 4xx will not change by asking again; other failures back off like SWR's default.
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    const factor = Math.min(2 ** retryCount, 256) * (Math.random() + 0.5);
    setTimeout(() => revalidate({ retryCount }), factor * config.errorRetryInterval);
  },
};
