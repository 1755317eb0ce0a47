import { setAuthToken, TOKEN_STORAGE_KEY } from '../api';

/** Keeps the token in local storage (`auth_token`) and in the client's default header. */
export function storeToken(token: string) {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage blocked: the session lasts for this page only.
  }
  setAuthToken(token);
}

export function forgetToken() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  setAuthToken(null);
}
