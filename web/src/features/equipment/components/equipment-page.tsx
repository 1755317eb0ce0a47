import { useMemo, useState } from 'react';
import { Link, useResolvedPath } from 'react-router-dom';
import { buttonStyle } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import {
  distinctValues,
  isUnfiltered,
  locationsOf,
  noFilters,
  visibleEquipment,
  type EquipmentFilters,
} from '../utils/equipment-list';
import { EquipmentFilterBar } from './equipment-filters';
import { EquipmentTable } from './equipment-table';
import { paths } from '../../../lib/paths';

const countText = (count: number) => `${count} udstyr`;

/** /dashboard/{companyId}/equipment and equipment/list: search and filters (spec 001 §2, "Equipment"). */
export function EquipmentPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  // Rows open equipment/{id} from /equipment and equipment/list/{id} from /equipment/list.
  const list = useResolvedPath('.').pathname.endsWith('/list');
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { equipment, error } = useEquipmentList(companyId);
  const [filters, setFilters] = useState<EquipmentFilters>(noFilters);
  const rows = useMemo(() => (equipment ? visibleEquipment(equipment, filters) : []), [equipment, filters]);
  const categories = useMemo(() => distinctValues((equipment ?? []).map((e) => e.category)), [equipment]);
  const locations = useMemo(() => locationsOf(equipment ?? []), [equipment]);

  const header = (
    <PageHeader title="Udstyr">
      {admin && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Link to={dashboard.stickers} css={buttonStyle('secondary')}>
            Udskriv klistermærker
          </Link>
          <Link to={dashboard.newEquipment()} css={buttonStyle('primary')}>
            Tilføj udstyr
          </Link>
        </div>
      )}
    </PageHeader>
  );

  if (!equipment) {
    return (
      <>
        {header}
        <LoadState
          failed={Boolean(error)}
          error="Udstyret kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter udstyr…"
        />
      </>
    );
  }
  if (equipment.length === 0) {
    return (
      <>
        {header}
        <p>Der er intet udstyr endnu.</p>
        {admin ? (
          <p>
            <TextLink to={dashboard.newEquipment()}>Tilføj et udstyr</TextLink>, fx en maskine, et køretøj eller et
            stykke værktøj, som skal vedligeholdes.
          </p>
        ) : (
          <p>Når en administrator tilføjer udstyr, vises det her.</p>
        )}
      </>
    );
  }

  const shown = equipment.filter(
    (e) => filters.status === 'ALL' || filters.status === 'ARCHIVED' || e.status !== 'ARCHIVED',
  ).length;
  const narrowed = rows.length !== shown;
  return (
    <>
      {header}
      <EquipmentFilterBar
        filters={filters}
        onChange={setFilters}
        categories={categories}
        locations={locations}
        countId="equipment-count"
      />
      <p id="equipment-count" role="status" css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        {narrowed ? `${rows.length} af ${countText(shown)} matcher` : countText(rows.length)}
      </p>
      <EquipmentTable
        equipment={rows}
        equipmentPath={(id) => dashboard.equipment(id, { list })}
        locationPath={dashboard.location}
        caption="Udstyr"
        empty={
          !isUnfiltered(filters)
            ? 'Intet udstyr matcher søgningen og filtrene'
            : shown === 0
              ? 'Der er kun slettet udstyr. Vælg Slettet under Status for at se det.'
              : 'Ingen data'
        }
      />
    </>
  );
}
