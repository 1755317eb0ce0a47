import { TextLink } from '../../../components/ui/text-link';
import { AuthLinks } from './auth-links';
import { paths } from '../../../lib/paths';

/** /auth/new-password-receipt: the new password is saved (spec 000 §2). */
export function NewPasswordReceiptPage() {
  return (
    <>
      <h1>Dit nye password er gemt</h1>
      <p>Du kan nu logge ind med dit nye password.</p>
      <p>Af sikkerhedshensyn er du logget ud alle de steder, hvor du var logget ind.</p>
      <AuthLinks>
        <TextLink to={paths.login}>Log ind</TextLink>
      </AuthLinks>
    </>
  );
}
