import { TextLink } from '../ui/text-link';
import { paths } from '../../lib/paths';

/** Who a page is for, in the words of the role names (spec 000 §6: Administrator, Superadministrator). */
const pageFor = {
  ADMIN: {
    who: 'Siden er kun for administratorer af virksomheden.',
    ask: 'Kontakt en administrator, hvis du mener, du bør have adgang.',
  },
  SUPER_ADMIN: {
    who: 'Siden er kun for virksomhedens superadministrator.',
    ask: 'Kontakt superadministratoren, hvis du mener, du bør have adgang.',
  },
} as const;

/**
 * A page the signed-in person has no right to see (spec 000 §6; a failed users list is a 403).
 * It names the role the page needs, so an ADMIN on a SUPER_ADMIN page is not told it is for admins.
 */
export function NoAccess({ need = 'ADMIN' }: { need?: keyof typeof pageFor }) {
  const text = pageFor[need];
  return (
    <div>
      <h1>Du har ikke adgang til denne side</h1>
      <p>
        {text.who} {text.ask}
      </p>
      <p>
        <TextLink to={paths.profile}>Gå til din profil</TextLink>
      </p>
    </div>
  );
}
