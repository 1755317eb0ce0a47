import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from '../../../components/ui/spinner';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { useLink } from '../hooks/use-link';
import { paths } from '../../../lib/paths';
import { InvitationLoadFailed } from './invitation-load-failed';
import { LinkProblem, type LinkProblemKind } from './link-problem';
import { SetPasswordScreen } from './set-password-screen';

/**
 * /auth/join-company/{token}/{expiry}: the set-new-password screen for an invited person without
 * an account. The invitation gives the name; the password creates the user and accepts it.
 */
export function JoinCompanyPage() {
  const { token, expiry } = useParams();
  const link = useLink(token, expiry);
  const { status, invitation, retry, retrying } = useInvitation(link.state === 'valid' ? token : undefined);
  const { accept, pending } = useAcceptInvitation();
  const [answered, setAnswered] = useState<LinkProblemKind | null>(null);

  if (answered) return <LinkProblem kind={answered} subject="invitation" />;
  if (link.state === 'invalid') return <LinkProblem kind="not-found" subject="invitation" />;
  if (link.state === 'expired') return <LinkProblem kind="expired" subject="invitation" />;
  if (status === 'not-found' || status === 'expired') return <LinkProblem kind={status} subject="invitation" />;
  if (status === 'failed') return <InvitationLoadFailed retry={retry} retrying={retrying} />;
  if (!invitation || !token) return <Loading label="Henter invitationen…" />;
  // A person with an account accepts after logging in; the invitation page explains how.
  if (invitation.hasAccount) return <Navigate replace to={paths.invitation(token)} />;

  const onSubmit = async (password: string) => {
    const outcome = await accept({ token, name: invitation.name, password }, invitation.companyName);
    if (outcome === 'not-found' || outcome === 'expired') setAnswered(outcome);
  };

  return (
    <SetPasswordScreen
      title="Vælg et password"
      timeLeft={link.timeLeft}
      emailAddress={invitation.emailAddress}
      intro={
        <p>
          Hej {invitation.name}. Du er inviteret til <strong>{invitation.companyName}</strong>. Vælg et password for at
          oprette din bruger med emailadressen{' '}
          <strong css={{ overflowWrap: 'anywhere' }}>{invitation.emailAddress}</strong>.
        </p>
      }
      submitLabel="Opret bruger"
      pending={pending}
      onSubmit={onSubmit}
    />
  );
}
