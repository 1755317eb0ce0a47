import { isAdmin } from '../../../lib/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';

/**
 * The equipment's history of completed tasks. Completions arrive with the tasks work area; the
 * empty state asks non-admins to come back later (spec 001 "Equipment").
 */
export function EquipmentHistoryTab() {
  const companyId = useCompanyId();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  return (
    <section aria-labelledby="equipment-history">
      <h2 id="equipment-history" css={{ fontSize: '1.25rem' }}>
        Historik
      </h2>
      <p css={{ color: colors.muted }}>
        {admin
          ? 'Ingen udførte opgaver endnu. Når en opgave på udstyret er udført, vises den her.'
          : 'Der er ingen historik endnu. Kom tilbage senere, når der er udført opgaver på udstyret.'}
      </p>
    </section>
  );
}
