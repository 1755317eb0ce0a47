import { TextLink } from '../ui/text-link';

/** A page the signed-in person has no right to see (spec 000 §6; a failed users list is a 403). */
export function NoAccess() {
  return (
    <div>
      <h1>Du har ikke adgang til denne side</h1>
      <p>Siden er kun for administratorer af virksomheden. Kontakt en administrator, hvis du mener, du bør have adgang.</p>
      <p>
        <TextLink to="/profile">Gå til din profil</TextLink>
      </p>
    </div>
  );
}
