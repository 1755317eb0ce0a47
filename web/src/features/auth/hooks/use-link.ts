import { COUNTDOWN_INTERVAL_MS, linkState, MIN_TOKEN_LENGTH, parseExpiry } from '../utils/link';
import { useNow } from './use-now';

/**
 * A `{token}/{expiry}` link: whether it can be used, and the time left, live every 300 ms. The
 * state turns 'expired' by itself when the time runs out while the page is open.
 */
export function useLink(token: string | undefined, expiryParam: string | undefined) {
  const expiry = parseExpiry(expiryParam);
  const wellFormed = Boolean(token && token.length >= MIN_TOKEN_LENGTH && expiry !== null);
  const now = useNow(COUNTDOWN_INTERVAL_MS, wellFormed && expiry !== null ? expiry : 0);
  const state = linkState(token, expiry, now);
  return { state, timeLeft: expiry === null ? 0 : expiry - now };
}
