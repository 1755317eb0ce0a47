import type { InviteUserInput } from '#domain/user/schemas';
import { send } from '../../../lib/api';
import { overviews } from '../../../lib/cache-keys';
import { invitationsKey } from '../../../lib/invitations/get-invitations';
import type { Invitation } from '../../../lib/invitations/invitation';
import { useMutation } from '../../../lib/use-mutation';

/** POST /api/user/invite?companyId= {name, emailAddress, type}: 201 `invitation`; 409 in use. */
export const inviteUser = (companyId: string, input: InviteUserInput) =>
  send<Invitation>('POST', 'user/invite', input, { companyId });

/**
 * Invite (spec 001 §8, texts literal; the failure is an alert shown for 10 s). The invitations are
 * read again before the toast, the overview too: its checklist counts invitations ('Tilføj en bruger').
 */
export function useInviteUser(companyId: string) {
  return useMutation({
    name: 'invite-user',
    request: (input: InviteUserInput) => inviteUser(companyId, input),
    revalidate: () => [invitationsKey(companyId)],
    refresh: () => [overviews],
    success: () => ({ heading: 'Brugeren blev inviteret', text: 'Bed dem om at tjekke deres indbakke.' }),
    failure: () => ({
      heading: 'Brugeren kunne ikke inviteres',
      text: 'Noget gik galt. Er emailadressen i brug?',
      type: 'alert',
      duration: 10_000,
    }),
  });
}
