import type { SignUpInput } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { useSignIn, type Session } from '../../../lib/session';
import { useMutation } from '../../../lib/use-mutation';
import { sessionAnswer } from '../utils/session-answer';

/** POST /api/company: a new user with a new company; 201 `{user, token}`. */
export const signUp = (input: SignUpInput) => send<Session>('POST', 'company', input);

/** Sign-up (spec 000 §4): success signs in like login does; failure shows an auth toast. */
export function useSignUp() {
  const signIn = useSignIn();
  return useMutation({
    name: 'sign-up',
    channel: 'auth',
    request: async (input: SignUpInput) => sessionAnswer(await signUp(input)),
    then: (session) => signIn(session),
    failure: () => ({
      heading: 'Der er sket en fejl.',
      text: 'Prøv med en anden emailadresse. Har du allerede en konto, kan du logge ind eller vælge et nyt password.',
      type: 'alert',
    }),
  });
}
