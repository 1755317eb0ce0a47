import { setAuthToken, TOKEN_STORAGE_KEY } from '../api';
import { forgetOnDevice, mirrorToken } from './device';
import { noteAnswered } from './renewal';

/**
 * Keeps a token the server just answered in local storage (`auth_token`), in the client's default
 * header, and on the device (the service worker's copy), and notes when its session falls due for
 * renewal (`renewal.ts`).
 */
export function storeToken(token: string) {
  noteAnswered(token);
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the session lasts for this page only.
  }
  setAuthToken(token);
  mirrorToken(token);
}

export function forgetToken() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  setAuthToken(null);
  forgetOnDevice();
}
