import { useParams } from 'react-router-dom';
import { TextLink } from '../../../components/ui/text-link';
import { isAdmin } from '../../../lib/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';

/** The location's 'Opgaver' tab. Tasks arrive with the tasks work area; until then it is empty. */
export function LocationTasksTab() {
  const companyId = useCompanyId();
  const { locationId = '' } = useParams();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  return (
    <section aria-labelledby="location-tasks">
      <h2 id="location-tasks" css={{ fontSize: '1.25rem' }}>
        Opgaver
      </h2>
      <p css={{ color: colors.muted }}>Ingen opgaver endnu.</p>
      {admin && (
        <p>
          <TextLink to={`/dashboard/${encodeURIComponent(companyId)}/tasks/create?locationId=${encodeURIComponent(locationId)}`}>
            Tilføj en opgave
          </TextLink>
        </p>
      )}
    </section>
  );
}
