import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { post } from '../api';
import { forgetToken } from './token';
import { paths } from '../paths';

/**
 * Logout (spec 000 §4): revoke the session on the server, remove the stored token and the cached
 * user (and every other cached answer, which belonged to that user), clear the default header.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = useCallback(async () => {
    setPending(true);
    await post('user/logout'); // yields null on failure; the local session ends regardless
    await navigate(paths.loggedOut, { replace: true });
    forgetToken();
    await mutate(() => true, undefined, { revalidate: false });
    setPending(false);
  }, [mutate, navigate]);
  return { logout, pending };
}
