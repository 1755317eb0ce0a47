import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { TextLink } from '../../../components/ui/text-link';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import { sortByName } from '../utils/equipment-list';
import { EquipmentTable } from './equipment-table';
import { paths } from '../../../lib/paths';

/**
 * The equipment at one location (the location's 'Udstyr' tab, spec 001 §2); deleted equipment is
 * left out. The app layer places it under the location page; the id comes from the route.
 */
export function LocationEquipmentTab({ param }: { param: string }) {
  const companyId = useCompanyId();
  const locationId = useParams()[param] ?? '';
  const dashboard = paths.dashboard(companyId);
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { equipment, error } = useEquipmentList(companyId);
  const rows = useMemo(
    () => sortByName((equipment ?? []).filter((e) => e.locationId === locationId && !e.archived)),
    [equipment, locationId],
  );

  return (
    <section aria-labelledby="location-equipment">
      <h2 id="location-equipment" css={{ fontSize: '1.25rem' }}>
        Udstyr
      </h2>
      {!equipment ? (
        <LoadState
          failed={Boolean(error)}
          error="Udstyret kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter udstyr…"
        />
      ) : rows.length === 0 ? (
        <p css={{ color: colors.muted }}>Der står intet udstyr på lokationen.</p>
      ) : (
        <EquipmentTable
          equipment={rows}
          equipmentPath={dashboard.equipment}
          locationPath={dashboard.location}
          hideLocation
          caption="Udstyr på lokationen"
          empty="Ingen data"
        />
      )}
      {admin && equipment && (
        <p>
          <TextLink to={dashboard.newEquipment({ locationId })}>Tilføj udstyr her</TextLink>
        </p>
      )}
    </section>
  );
}
