import { useEffect, useEffectEvent, useState } from 'react';
import { safeReturnPath } from '#domain/user/return-path';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { useSignIn, type Session } from '../../../lib/session';
import { singleUse } from '../utils/single-use';

/**
 * POST /api/user/mfa: `{user, token}`, and `from` when the login was asked from a page (`/auth?from=`);
 * 404 unknown or used, 410 expired (5 minutes).
 */
export const completeMfa = (authCode: string) => send<Session & { from?: string }>('POST', 'user/mfa', { authCode });

const mfaCalls = singleUse(completeMfa);

export const MFA_FAILED = 'Kunne ikke logge ind. Prøv igen.';

/**
 * Two-step login, step two (spec 000 §2, §4): the e-mailed code is sent once when the page opens;
 * success signs in like login does and goes to the page the login was asked from (`/auth?from=`,
 * kept by the server with the link); any failure shows the page 'Anmodning fandtes ikke' and an
 * auth toast.
 */
export function useMfaLogin(code: string | undefined) {
  const signIn = useSignIn();
  // The code is sent once per code: a new signIn (new navigate) must not send it again.
  const signInOnce = useEffectEvent((session: Session, from: string | null) => signIn(session, from));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let mounted = true;
    const fail = () => {
      setFailed(true);
      notify('auth', { heading: MFA_FAILED, type: 'alert' });
    };
    if (!code) {
      fail();
      return undefined;
    }
    void mfaCalls.run(code).then(async (result) => {
      if (!mounted) return;
      mfaCalls.forget(code);
      if (result.ok && result.data?.user && result.data.token) {
        const { user, token, from } = result.data;
        await signInOnce({ user, token }, safeReturnPath(from) ?? null);
        return;
      }
      fail();
    });
    return () => {
      mounted = false;
    };
  }, [code]);

  return { failed };
}
