import { startTransition, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ComplianceState } from '#domain/inspection/types';
import { isAdmin } from '#domain/shared/roles';
import { FilterSelect } from '../../../components/form/filter-select';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocations } from '../../../lib/locations/get-locations';
import { roleIn, useSession } from '../../../lib/session';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCompliance } from '../api/get-compliance';
import type { ComplianceRow } from '../api/types';
import { dutiesCount, emptyText, readStateFilter, stateFilterOptions } from '../utils/compliance-text';
import { ComplianceCounts } from './compliance-counts';
import { DutyCard } from './duty-card';
import { ReportButton } from './report-button';
import { IntervalDialog } from './interval-dialog';
import { SendInspectorDialog } from './send-inspector-dialog';
import { TemplateUpdates } from './template-updates';

/** Cards drawn at first, and per 'Vis flere eftersyn' (as the task table pages its rows). */
const PAGE_SIZE = 50;

const danish = new Intl.Collator('da');

/**
 * /dashboard/{companyId}/lovpligtige-eftersyn (issue 31, decision 176): every applied duty with its
 * state, interval, next deadline and last inspection; the counts are filters, as are 'Lokation'
 * and 'Status' (kept in the address). An admin sees all and acts (send to an inspector, change the
 * interval, accept a template's new version, the PDF); a USER sees their own, read-only.
 */
export function CompliancePage() {
  const companyId = useCompanyId();
  const { user } = useSession();
  const admin = isAdmin(roleIn(user, companyId));
  const [params, setParams] = useSearchParams();
  const state = readStateFilter(params.get('status'));
  const locationId = params.get('lokation') ?? '';
  // The first cards, and more per 'Vis flere eftersyn': the API answers (and reads the evidence of)
  // only those, so 2,000 duties open as quickly as 50. A new filter starts again at the first.
  const [paging, setPaging] = useState({ filter: '', limit: PAGE_SIZE });
  const filterKey = `${state}|${locationId}`;
  const limit = paging.filter === filterKey ? paging.limit : PAGE_SIZE;
  const { compliance, error } = useCompliance(companyId, {
    state: state === 'ALL' ? undefined : state,
    locationId: locationId || undefined,
    limit,
  });
  const { locations } = useLocations(companyId);
  const [acting, setActing] = useState<{ row: ComplianceRow; action: 'inspector' | 'interval' } | null>(null);

  const locationOptions = useMemo(
    () => [
      { value: '', label: 'Alle lokationer' },
      ...(locations ?? [])
        .map((location) => ({ value: location.id, label: location.name }))
        .sort((a, b) => danish.compare(a.label, b.label)),
    ],
    [locations],
  );

  const choose = (key: 'status' | 'lokation', value: string) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (!value || value === 'ALL') next.delete(key);
      else next.set(key, value);
      return next;
    });

  const rows = compliance?.rows;
  const filtered = state !== 'ALL' || Boolean(locationId);
  const chosenLocation = locations?.find((location) => location.id === locationId);

  return (
    <section>
      <PageHeader title="Lovpligtige eftersyn">
        {admin && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
            {chosenLocation && (
              <ReportButton
                companyId={companyId}
                locationId={chosenLocation.id}
                label={`Hent PDF for ${chosenLocation.name}`}
              />
            )}
            <ReportButton companyId={companyId} label="Hent PDF for hele virksomheden" />
          </div>
        )}
      </PageHeader>
      <p css={{ maxWidth: '48rem', marginTop: 0 }}>
        {admin
          ? 'De eftersyn, loven kræver af virksomhedens udstyr og lokationer, med deres status, seneste eftersyn og næste frist.'
          : 'De lovpligtige eftersyn, du er ansvarlig for, med deres status, seneste eftersyn og næste frist.'}
      </p>
      {admin && compliance && compliance.updates.length > 0 && (
        <TemplateUpdates companyId={companyId} updates={compliance.updates} />
      )}
      {compliance && (
        <ComplianceCounts
          counts={compliance.counts}
          chosen={state}
          onChoose={(chosen: ComplianceState | 'ALL') => choose('status', chosen)}
        />
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space(4), marginBottom: space(6) }}>
        <FilterSelect
          id="compliance-location"
          label="Lokation"
          value={locationId}
          onChange={(value) => choose('lokation', value)}
          options={locationOptions}
        />
        <FilterSelect
          id="compliance-status"
          label="Status"
          value={state}
          onChange={(value) => choose('status', value)}
          options={stateFilterOptions}
        />
        {rows && (
          <p role="status" css={{ margin: 0 }}>
            {dutiesCount(compliance.matched)}
          </p>
        )}
      </div>
      {!rows ? (
        <LoadState
          failed={Boolean(error)}
          error="De lovpligtige eftersyn kunne ikke hentes lige nu. Prøv igen om lidt."
          loading="Henter lovpligtige eftersyn…"
        />
      ) : rows.length === 0 ? (
        <p css={{ maxWidth: '48rem' }}>{emptyText(admin, filtered)}</p>
      ) : (
        <ul
          aria-label="Lovpligtige eftersyn"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(4) }}
        >
          {rows.map((row) => (
            <li key={row.taskId}>
              <DutyCard
                companyId={companyId}
                row={row}
                admin={admin}
                onSend={(chosen) => setActing({ row: chosen, action: 'inspector' })}
                onInterval={(chosen) => setActing({ row: chosen, action: 'interval' })}
              />
            </li>
          ))}
        </ul>
      )}
      {compliance && rows && compliance.matched > rows.length && (
        <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginTop: space(4) }}>
          Viser {rows.length} af {compliance.matched} eftersyn.
          {/* A transition: React makes the new cards in slices, the page answering between them. */}
          <Button
            variant="secondary"
            onClick={() => startTransition(() => setPaging({ filter: filterKey, limit: limit + PAGE_SIZE }))}
          >
            Vis flere eftersyn
          </Button>
        </p>
      )}
      {acting?.action === 'inspector' && (
        <SendInspectorDialog
          key={acting.row.taskId}
          companyId={companyId}
          row={acting.row}
          onClose={() => setActing(null)}
        />
      )}
      {acting?.action === 'interval' && (
        <IntervalDialog
          key={acting.row.taskId}
          companyId={companyId}
          row={acting.row}
          onClose={() => setActing(null)}
        />
      )}
    </section>
  );
}
