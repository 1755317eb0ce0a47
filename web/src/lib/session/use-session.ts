import useSWR from 'swr';
import { ApiError, hasAuthToken, request, TOKEN_STORAGE_KEY } from '../api';
import { reportNetwork } from '../offline/status';
import { deviceSession, rememberOnDevice } from './device';
import { noteAsked } from './renewal';
import { storeToken } from './token';
import { SESSION_KEY, type Session } from './types';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Any failure of the current-user call means logged out, flagged 403 (spec 000 §4, §8). */
export class UnauthorizedError extends ApiError {
  constructor(cause?: unknown) {
    super(403, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
    this.cause = cause;
  }
}

const storedToken = () => {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export async function fetchSession(): Promise<Session> {
  // Without a token there is no session to ask about (every non-public call needs the header).
  if (!hasAuthToken()) throw new UnauthorizedError();
  try {
    // No network at all: no need to wait for the request to fail.
    if (!navigator.onLine) throw new ApiError(0, { code: 'NETWORK', message: 'offline' });
    noteAsked();
    const session = await request<Session>('GET', 'user');
    if (!session?.user) throw new Error('No user in the answer');
    // GET user renews the token: it becomes the default header (spec 000 §7).
    if (session.token) storeToken(session.token);
    rememberOnDevice(session);
    reportNetwork(false);
    return session;
  } catch (error) {
    // No network at start: the person the device kept stays signed in (decision 170).
    if (error instanceof ApiError && error.status === 0) {
      const kept = await deviceSession(storedToken());
      if (kept) {
        reportNetwork(true);
        return kept;
      }
    }
    throw new UnauthorizedError(error);
  }
}

export function useSession() {
  const { data, error, mutate } = useSWR<Session, UnauthorizedError>(SESSION_KEY, fetchSession, {
    shouldRetryOnError: false,
  });
  // A failed re-check ends the session even though SWR still holds the old answer.
  const status: SessionStatus = error ? 'unauthenticated' : data?.user ? 'authenticated' : 'loading';
  const session = status === 'authenticated' ? data : undefined;
  return {
    status,
    user: session?.user,
    token: session?.token,
    offline: Boolean(session?.offline),
    session,
    error,
    mutate,
  };
}
