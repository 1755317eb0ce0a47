import { setAuthToken, TOKEN_STORAGE_KEY } from '../api';
import { forgetOnDevice, mirrorToken } from './device';

/** Keeps the token in local storage (`auth_token`), in the client's default header, and on the device (the service worker's copy). */
export function storeToken(token: string) {
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
