import { TextLink } from '../../../components/ui/text-link';

/** /auth/logged-out, shown after logout. */
export function LoggedOutPage() {
  return (
    <>
      <h1>Du er nu logget ud</h1>
      <p>Tak for denne gang. Du kan trygt lukke vinduet.</p>
      <p>
        <TextLink to="/auth">Log ind igen</TextLink>
      </p>
    </>
  );
}
