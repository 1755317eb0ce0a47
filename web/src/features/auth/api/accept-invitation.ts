import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { send } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { useSignIn, type Session } from '../../../lib/session';
import { outcomeOf, serverReason, type LinkOutcome } from '../utils/outcome';

/**
 * POST /api/invitation: `{token, name, password}` for a new person (no session), or `{token}`
 * with the invitee's session. `{user, token}`; 409 with a Danish reason.
 */
export type AcceptInvitationInput = { token: string; name?: string; password?: string };

export const acceptInvitation = (input: AcceptInvitationInput) =>
  // A new person's accept must not go out as whoever else is signed in here (the server would
  // take it for theirs and refuse: 'sendt til en anden emailadresse'); it signs in the new user.
  send<Session>('POST', 'invitation', input, undefined, { anonymous: Boolean(input.password) });

export const ACCEPT_FAILED = 'Invitationen kunne ikke accepteres';

/**
 * Cached answers that change when a person joins a company: the invitation lists and the
 * company lists (not the invitation on screen, which would flash 'Henter…').
 */
export const touchedByJoining = (key: unknown) =>
  typeof key === 'string' && /^api\/(invitation|company)(\?|$)/.test(key);

/**
 * Accepting from the auth area: success signs in like login does and follows the post-login
 * rules; 404 and 410 are answered by the link pages; any other failure shows the toast
 * 'Invitationen kunne ikke accepteres' with the server's reason when it gave one (spec 000 §8).
 */
export function useAcceptInvitation() {
  const signIn = useSignIn();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  const run = async (input: AcceptInvitationInput, companyName?: string): Promise<LinkOutcome> => {
    setPending(true);
    const result = await acceptInvitation(input);
    if (result.ok && result.data?.user && result.data.token) {
      await mutate(touchedByJoining, undefined, { revalidate: false });
      notify('auth', {
        heading: 'Invitationen blev accepteret',
        text: companyName ? `Du er nu med i ${companyName}.` : '',
      });
      await signIn(result.data);
      return 'done';
    }
    setPending(false);
    const error = result.ok ? undefined : result.error;
    const outcome = outcomeOf(error);
    if (outcome === 'failed') {
      notify('auth', {
        heading: ACCEPT_FAILED,
        text: serverReason(error) ?? 'Noget gik galt. Prøv igen, eller kontakt os.',
        type: 'alert',
        duration: 10_000,
      });
    }
    return outcome;
  };

  return { accept: run, pending };
}
