import { useState } from 'react';
import type { SignUpInput } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { useSignIn, type Session } from '../../../lib/session';

/** POST /api/company: a new user with a new company; 201 `{user, token}`. */
export const signUp = (input: SignUpInput) => send<Session>('POST', 'company', input);

/** Sign-up (spec 000 §4): success signs in like login does; failure shows an auth toast. */
export function useSignUp() {
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);

  const run = async (input: SignUpInput) => {
    setPending(true);
    const result = await signUp(input);
    if (result.ok && result.data?.user && result.data.token) {
      await signIn(result.data);
      return true;
    }
    setPending(false);
    notify('auth', {
      heading: 'Der er sket en fejl.',
      text: 'Prøv med en anden emailadresse. Har du allerede en konto, kan du logge ind eller vælge et nyt password.',
      type: 'alert',
    });
    return false;
  };

  return { signUp: run, pending };
}
