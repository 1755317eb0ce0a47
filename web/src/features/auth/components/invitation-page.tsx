import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../../components/ui/spinner';
import { useInvitation } from '../api/get-invitation';
import { InvitationExistingAccount } from './invitation-existing-account';
import { InvitationLoadFailed } from './invitation-load-failed';
import { InvitationSignUpForm } from './invitation-sign-up-form';
import { InvitationSummary } from './invitation-summary';
import { LinkProblem, type LinkProblemKind } from './link-problem';

/**
 * /auth/invitation/{token}: a person without an account sets name and password here; a person
 * with one accepts after logging in (design/decisions.md "Accounts and links").
 */
export function InvitationPage() {
  const { token } = useParams();
  const { status, invitation, retry, retrying } = useInvitation(token);
  const [answered, setAnswered] = useState<LinkProblemKind | null>(null);
  const onAnswer = (outcome: string) => {
    if (outcome === 'not-found') setAnswered('invitation-not-found');
    if (outcome === 'expired') setAnswered('expired');
  };

  if (answered) return <LinkProblem kind={answered} subject="invitation" />;
  if (!token || status === 'not-found') return <LinkProblem kind="invitation-not-found" subject="invitation" />;
  if (status === 'expired') return <LinkProblem kind="expired" subject="invitation" />;
  if (status === 'failed') return <InvitationLoadFailed retry={retry} retrying={retrying} />;
  if (!invitation) return <Loading label="Henter invitationen…" />;

  return (
    <>
      <h1>Invitation til {invitation.companyName}</h1>
      <InvitationSummary invitation={invitation} />
      {invitation.hasAccount ? (
        <InvitationExistingAccount invitation={invitation} onAnswer={onAnswer} />
      ) : (
        <InvitationSignUpForm invitation={invitation} onAnswer={onAnswer} />
      )}
    </>
  );
}
