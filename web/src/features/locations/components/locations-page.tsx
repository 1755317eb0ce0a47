import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SearchField } from '../../../components/form/search-field';
import { buttonStyle } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { isSearching } from '../../../lib/fuzzy-search';
import { isAdmin } from '#domain/shared/roles';
import { roleIn, useSession } from '../../../lib/session';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useLocations } from '../../../lib/locations/get-locations';
import { nextSort, visibleLocations, type LocationSort } from '../utils/location-list';
import { LocationsTable } from './locations-table';
import { paths } from '../../../lib/paths';

const countText = (count: number) => `${count} ${count === 1 ? 'lokation' : 'lokationer'}`;

/** /dashboard/{companyId}/locations: search by name, sort by name, notes or tasks (spec 001 §2). */
export function LocationsPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const { locations, error } = useLocations(companyId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<LocationSort | null>(null);
  const rows = useMemo(() => (locations ? visibleLocations(locations, query, sort) : []), [locations, query, sort]);

  const header = (
    <PageHeader title="Lokationer">
      {admin && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
          <Link to={dashboard.stickers} css={buttonStyle('secondary')}>
            Udskriv klistermærker
          </Link>
          <Link to={dashboard.newLocation} css={buttonStyle('primary')}>
            Tilføj lokation
          </Link>
        </div>
      )}
    </PageHeader>
  );

  if (!locations) {
    return (
      <>
        {header}
        <LoadState
          failed={Boolean(error)}
          error="Lokationerne kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter lokationer…"
        />
      </>
    );
  }
  if (locations.length === 0) {
    return (
      <>
        {header}
        <p>Der er ingen lokationer endnu.</p>
        {admin ? (
          <p>
            <TextLink to={dashboard.newLocation}>Tilføj en lokation</TextLink>, fx et værksted, et lager eller en
            bygning.
          </p>
        ) : (
          <p>Når en administrator tilføjer lokationer, vises de her.</p>
        )}
      </>
    );
  }

  const searching = isSearching(query);
  return (
    <>
      {header}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(4), marginBottom: space(5) }}>
        <SearchField value={query} onChange={setQuery} placeholder="Søg på navn" describedBy="locations-count" />
        <p id="locations-count" role="status" css={{ margin: 0, color: colors.muted }}>
          {searching ? `${rows.length} af ${countText(locations.length)} matcher` : countText(locations.length)}
        </p>
      </div>
      <LocationsTable
        locations={rows}
        locationPath={dashboard.location}
        sort={sort ?? (searching ? null : { key: 'name', direction: 'ascending' })}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        empty={searching ? 'Ingen lokationer matcher søgningen' : 'Ingen data'}
      />
    </>
  );
}
