import useSWR from 'swr';
import { apiKey, ApiError } from '../../../lib/api';
import type { Invitation } from '../../../lib/invitations/invitation';
import { outcomeOf } from '../utils/outcome';

/** GET /api/invitation/{token} (public): the invitation and whether the invitee has an account. */
export interface InvitationDetails extends Invitation {
  /** The secret token of the mailed link this page was opened with. */
  token: string;
  companyName: string;
  expiresAt: string;
  hasAccount: boolean;
}

export const invitationKey = (token: string) => apiKey(`invitation/${encodeURIComponent(token)}`);

export type InvitationStatus = 'loading' | 'ready' | 'not-found' | 'expired' | 'failed';

/** 404 'Invitationen fandtes ikke', 410 expired; no request while `token` is undefined. */
export function useInvitation(token: string | undefined) {
  const { data, error, mutate, isValidating } = useSWR<InvitationDetails, ApiError>(
    token ? invitationKey(token) : null,
    { revalidateOnFocus: false },
  );
  const status: InvitationStatus = data
    ? 'ready'
    : error
      ? outcomeOf(error instanceof ApiError ? error : undefined)
      : 'loading';
  return { status, invitation: data, retry: () => mutate(), retrying: isValidating };
}
