import { useParams } from 'react-router-dom';
import { LoadState } from '../../../components/ui/load-state';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useReadings } from '../api/get-readings';
import { ReadingSeriesView } from './reading-series';

/**
 * equipment/{id}/readings, 'Målinger' (issue 29 "Readings over time"): each reading item of each
 * task on the equipment as a chart over time with its limits, and a table of the readings. A tab of
 * its own, fetched when opened, so the chart's code does not weigh on the equipment page.
 */
export function ReadingsTab() {
  const companyId = useCompanyId();
  const { equipmentId = '' } = useParams();
  const { series, error } = useReadings(companyId, equipmentId);
  return (
    <section aria-labelledby="readings-heading">
      <h2 id="readings-heading" css={{ fontSize: '1.25rem' }}>
        Målinger
      </h2>
      {!series ? (
        <LoadState failed={Boolean(error)} error="Kunne ikke hente målingerne." loading="Henter målinger…" />
      ) : series.length === 0 ? (
        <p css={{ color: colors.muted }}>
          Ingen målinger endnu. Når en opgave på udstyret har en måling i sin tjekliste og bliver udført, vises
          målingerne her.
        </p>
      ) : (
        <div css={{ display: 'grid', gap: space(8) }}>
          {series.map((one) => (
            <ReadingSeriesView key={one.key} series={one} companyId={companyId} />
          ))}
        </div>
      )}
    </section>
  );
}
