import useSWR from 'swr';
import {
  asInvitations,
  invitationsKey,
  mergeInvitations,
  SETTLE_INTERVAL,
  useLocalInvitationChanges,
  type Invitation,
} from './invitations';

/**
 * GET /api/invitation, with or without a company, with this browser's own recent changes laid
 * over the answer; the list is re-read every second until the server shows them.
 */
export function useInvitations(companyId?: string) {
  const changes = useLocalInvitationChanges();
  const swr = useSWR<Invitation[]>(invitationsKey(companyId), {
    refreshInterval: (latest) =>
      mergeInvitations(asInvitations(latest), changes, companyId, Date.now()).settled ? 0 : SETTLE_INTERVAL,
  });
  const invitations =
    swr.data === undefined
      ? undefined
      : mergeInvitations(asInvitations(swr.data), changes, companyId, Date.now()).invitations;
  return { ...swr, invitations };
}
