import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../lib/paths';

/** /auth/logged-out, shown after logout. */
export function LoggedOutPage() {
  return (
    <>
      <h1>Du er nu logget ud</h1>
      <p>Tak for denne gang. Du kan trygt lukke vinduet.</p>
      <p>
        <TextLink to={paths.login}>Log ind igen</TextLink>
      </p>
    </>
  );
}
