import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session/index';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useEquipmentCompletions } from '../api/get-equipment-completions';
import { HistoryTable } from './history-table';
import { HISTORY_FAILED } from './task-history-tab';
import { paths } from '../../../lib/paths';

export const ADMIN_EMPTY = 'Ingen udførte opgaver endnu. Når en opgave på udstyret er udført, vises den her.';
export const USER_EMPTY = 'Der er ingen historik endnu. Kom tilbage senere, når der er udført opgaver på udstyret.';

/**
 * The equipment's history: the completions of the tasks done on it, newest first. Admins follow
 * the task and the responsible; others read them as plain text, and their empty state asks them
 * to come back later (spec 001 "Equipment").
 */
export function EquipmentHistoryTab() {
  const companyId = useCompanyId();
  const { equipmentId = '' } = useParams();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { completions, error } = useEquipmentCompletions(companyId, equipmentId);
  const dashboard = paths.dashboard(companyId);
  return (
    <section aria-labelledby="equipment-history">
      <h2 id="equipment-history" css={{ fontSize: '1.25rem' }}>
        Historik
      </h2>
      {!completions ? (
        <LoadState failed={Boolean(error)} error={HISTORY_FAILED} loading="Henter historik…" />
      ) : completions.length === 0 ? (
        <p css={{ color: colors.muted }}>{admin ? ADMIN_EMPTY : USER_EMPTY}</p>
      ) : (
        <HistoryTable
          completions={completions}
          caption="Udstyrets udførte opgaver"
          empty=""
          dashboard={dashboard}
          links={admin}
          showPlace={false}
        />
      )}
    </section>
  );
}
