import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { postLoginPath } from './redirect';
import { rememberOnDevice } from './device';
import { storeToken } from './token';
import { SESSION_KEY, type Session } from './types';

/**
 * What login, sign-up and the later MFA and invitation screens do with a new session: store the
 * token, apply it to the client, cache the user under `api/user`, then follow the post-login
 * redirect rules (spec 000 §2, §4).
 */
export function useSignIn() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(
    async (session: Session, from?: string | null) => {
      storeToken(session.token);
      rememberOnDevice(session);
      await mutate<Session>(SESSION_KEY, session, { revalidate: false });
      navigate(postLoginPath(session.user, from), { replace: true });
    },
    [mutate, navigate],
  );
}
