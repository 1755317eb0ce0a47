import { useNavigate } from 'react-router-dom';
import { atPlanLimit, PlanLimitNotice } from '../../../components/plan-limit-notice';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/company/get-company';
import { roleIn, useSession } from '../../../lib/session';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCreateLocation } from '../api/create-location';
import { LocationForm } from './location-form';
import { paths } from '../../../lib/paths';

/** /dashboard/{companyId}/locations/create (admin): 'Tilføj lokation'; then the new location. */
export function CreateLocationPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  const list = dashboard.locations;
  const { user } = useSession();
  const { data: company, isLoading } = useCompany(companyId);
  const { trigger: create, pending } = useCreateLocation(companyId);
  const navigate = useNavigate();

  return (
    <>
      <BackLink to={list}>Alle lokationer</BackLink>
      <h1>Tilføj lokation</h1>
      {isLoading ? (
        <Loading />
      ) : atPlanLimit(company) ? (
        <PlanLimitNotice companyId={companyId} canUpgrade={roleIn(user, companyId) === 'SUPER_ADMIN'} />
      ) : (
        <>
          <p css={{ marginBottom: space(6), maxWidth: '36rem' }}>
            En lokation er et sted, hvor der står udstyr, eller hvor der skal udføres opgaver.
          </p>
          <LocationForm
            initial={{ name: '' }}
            submitLabel="Tilføj lokation"
            pending={pending}
            onCancel={() => navigate(list)}
            onSubmit={async (input) => {
              const result = await create(input);
              if (result.ok) navigate(dashboard.location(result.data.id));
              else if (result.error.body.code === 'PLAN_LIMIT' || result.error.body.code === 'LOCATION_NAME_TAKEN')
                return result.error.body.message ?? null;
              return null;
            }}
          />
        </>
      )}
    </>
  );
}
