import { TextLink } from '../ui/text-link';
import { paths } from '../../lib/paths';

/** An unknown path (no placeholder pages for screens that do not exist yet). */
export function NotFound() {
  return (
    <div>
      <h1>Siden findes ikke</h1>
      <p>Siden, du leder efter, findes ikke. Tjek adressen, eller gå videre herfra.</p>
      <p>
        <TextLink to={paths.profile}>Gå til din profil</TextLink>
      </p>
    </div>
  );
}
