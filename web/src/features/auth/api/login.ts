import { useNavigate } from 'react-router-dom';
import type { LoginInput, LoginRequest } from '#domain/user/schemas';
import { ApiError, send, type SendResult } from '../../../lib/api';
import { useSignIn, type Session } from '../../../lib/session';
import { useMutation } from '../../../lib/use-mutation';
import { paths } from '../../../lib/paths';

/** POST /api/user: `{mfa: true}` or `{mfa: false, user, token}`; any other answer fails. */
export type LoginResponse = { mfa: true } | ({ mfa: false } & Session);

export const login = async (input: LoginRequest): Promise<SendResult<LoginResponse>> => {
  const result = await send<LoginResponse>('POST', 'user', input);
  if (!result.ok || result.data?.mfa === true || (result.data?.user && result.data.token)) return result;
  return { ok: false, error: new ApiError(0, {}) };
};

interface Attempt {
  input: LoginInput;
  /** The page the login was asked from (`/auth?from=`). */
  from: string | null;
  /** Clears the form's errors once it has signed in. */
  clearErrors: () => void;
}

/**
 * Login (spec 000 §4): pending while it runs; mfa goes to step one with the e-mail; success clears
 * the form's errors and signs in. The caller shows a failure on the form.
 */
export function useLogin() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  return useMutation({
    name: 'login',
    channel: 'auth',
    // The server keeps `from` with a two-step login link, so the mailed login returns there too.
    request: ({ input, from }: Attempt) => login(from ? { ...input, from } : input),
    then: async (answer, { input, from, clearErrors }) => {
      if (answer.mfa === true) return navigate(paths.mfaStepOne(input.emailAddress));
      clearErrors();
      return signIn({ user: answer.user, token: answer.token }, from);
    },
  });
}
