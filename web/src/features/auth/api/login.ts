import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginInput, LoginRequest } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { useSignIn, type Session } from '../../../lib/session';

/** POST /api/user: `{mfa: true}` or `{mfa: false, user, token}`; any other answer fails. */
export type LoginResponse = { mfa: true } | ({ mfa: false } & Session);

export const login = (input: LoginRequest) => send<LoginResponse>('POST', 'user', input);

export const mfaStepOnePath = (emailAddress: string) =>
  `/auth/mfa/step_one?email-address=${encodeURIComponent(emailAddress)}`;

/**
 * Login (spec 000 §4): a loading state while it runs; mfa goes to step one with the e-mail;
 * success clears the form's errors and signs in; anything else returns false.
 */
export function useLogin() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);

  const run = async (input: LoginInput, from: string | null, clearErrors: () => void) => {
    setPending(true);
    // The server keeps `from` with a two-step login link, so the mailed login returns there too.
    const result = await login(from ? { ...input, from } : input);
    if (!result.ok || !result.data) {
      setPending(false);
      return false;
    }
    const answer = result.data;
    if (answer.mfa === true) {
      await navigate(mfaStepOnePath(input.emailAddress));
      return true;
    }
    if (!answer.user || !answer.token) {
      setPending(false);
      return false;
    }
    clearErrors();
    await signIn({ user: answer.user, token: answer.token }, from);
    return true;
  };

  return { login: run, pending };
}
