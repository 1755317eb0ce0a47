import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useSession } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import type { InvitationDetails } from '../api/get-invitation';
import type { LinkOutcome } from '../utils/outcome';
import { paths } from '../../../lib/paths';
import { AuthLinks } from './auth-links';

interface Props {
  invitation: InvitationDetails;
  onAnswer: (outcome: LinkOutcome) => void;
}

const sameAddress = (a: string | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A person who already has an account accepts with their session: here when logged in with the
 * invited address, or later under Profil › Invitationer.
 */
export function InvitationExistingAccount({ invitation, onAnswer }: Props) {
  const { status, user } = useSession();
  const { accept, pending } = useAcceptInvitation();
  const email = <strong css={{ overflowWrap: 'anywhere' }}>{invitation.emailAddress}</strong>;

  if (status === 'loading') return <Loading label="Henter din bruger…" />;

  if (user && sameAddress(user.emailAddress, invitation.emailAddress)) {
    return (
      <>
        <p>Du er logget ind som {email}.</p>
        <Button
          loading={pending}
          onClick={async () => onAnswer(await accept({ token: invitation.token }, invitation.companyName))}
        >
          Acceptér invitationen
        </Button>
        <AuthLinks>
          <TextLink to={paths.profile}>Gå til din profil</TextLink>
          <TextLink to={paths.login}>Gå til log ind</TextLink>
        </AuthLinks>
      </>
    );
  }

  if (user) {
    return (
      <>
        <p>
          Invitationen er sendt til {email}, men du er logget ind som{' '}
          <strong css={{ overflowWrap: 'anywhere' }}>{user.emailAddress}</strong>. Log ud, og log ind med {email} for at
          acceptere den.
        </p>
        <AuthLinks>
          <TextLink to={paths.profile}>Gå til din profil</TextLink>
          <TextLink to={paths.login}>Gå til log ind</TextLink>
        </AuthLinks>
      </>
    );
  }

  return (
    <>
      <p>
        Der findes allerede en konto med {email}. Log ind for at acceptere invitationen. Du kommer tilbage hertil, når
        du er logget ind.
      </p>
      <p>Du kan også acceptere den senere: log ind, og gå til Profil › Invitationer.</p>
      <AuthLinks>
        <TextLink to={paths.loginThenInvitation(invitation.token)}>Log ind for at acceptere</TextLink>
      </AuthLinks>
    </>
  );
}
