import { send } from '../../../lib/api';
import { useSignIn, type Session } from '../../../lib/session';
import { useMutation } from '../../../lib/use-mutation';
import { outcomeOf, serverReason, type LinkOutcome } from '../utils/outcome';
import { sessionAnswer } from '../utils/session-answer';

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

interface Acceptance {
  input: AcceptInvitationInput;
  companyName?: string;
}

/**
 * Accepting from the auth area: success signs in like login does and follows the post-login
 * rules; 404 and 410 are answered by the link pages; any other failure shows the toast
 * 'Invitationen kunne ikke accepteres' with the server's reason when it gave one (spec 000 §8).
 */
export function useAcceptInvitation() {
  const signIn = useSignIn();
  const { trigger, pending } = useMutation({
    name: 'accept-invitation-link',
    channel: 'auth',
    request: async ({ input }: Acceptance) => sessionAnswer(await acceptInvitation(input)),
    write: () => [[touchedByJoining, undefined]],
    success: (_, { companyName }) => ({
      heading: 'Invitationen blev accepteret',
      text: companyName ? `Du er nu med i ${companyName}.` : '',
    }),
    then: (session) => signIn(session),
    failure: (error) =>
      outcomeOf(error) === 'failed'
        ? {
            heading: ACCEPT_FAILED,
            text: serverReason(error) ?? 'Noget gik galt. Prøv igen, eller kontakt os.',
            type: 'alert',
            duration: 10_000,
          }
        : undefined,
  });
  const accept = async (input: AcceptInvitationInput, companyName?: string): Promise<LinkOutcome> => {
    const result = await trigger({ input, companyName });
    return result.ok ? 'done' : outcomeOf(result.error);
  };
  return { accept, pending };
}
