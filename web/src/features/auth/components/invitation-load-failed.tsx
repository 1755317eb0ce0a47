import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { AuthLinks } from './auth-links';
import { paths } from '../../../lib/paths';

/** The invitation could not be read (network or server error): try again. */
export function InvitationLoadFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <>
      <h1>Invitationen kunne ikke hentes</h1>
      <p>Noget gik galt. Prøv igen om lidt, eller kontakt os.</p>
      <Button variant="secondary" loading={retrying} onClick={retry}>
        Prøv igen
      </Button>
      <AuthLinks>
        <TextLink to={paths.login}>Gå til log ind</TextLink>
      </AuthLinks>
    </>
  );
}
