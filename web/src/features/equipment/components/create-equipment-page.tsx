import { useNavigate, useSearchParams } from 'react-router-dom';
import { atPlanLimit, PlanLimitNotice } from '../../../components/plan-limit-notice';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompany } from '../../../lib/company/get-company';
import { roleIn, useSession } from '../../../lib/session';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useCreateEquipment } from '../api/create-equipment';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import { useLocations } from '../../../lib/locations/get-locations';
import { emptyEquipment, EquipmentForm } from './equipment-form';
import { paths } from '../../../lib/paths';

/**
 * /dashboard/{companyId}/equipment/create (admin): 'Tilføj udstyr'; then the new equipment.
 * `?locationId=` picks the location beforehand (from a location's Udstyr tab).
 */
export function CreateEquipmentPage() {
  const companyId = useCompanyId();
  const dashboard = paths.dashboard(companyId);
  const base = dashboard.equipmentList;
  const [params] = useSearchParams();
  const { user } = useSession();
  const company = useCompany(companyId);
  const list = useEquipmentList(companyId);
  const options = useLocations(companyId);
  const { trigger: create, pending } = useCreateEquipment(companyId);
  const navigate = useNavigate();

  const loading = company.isLoading || (!list.equipment && !list.error) || (!options.locations && !options.error);
  const locations = options.locations ?? [];
  const preset = locations.find((location) => location.id === params.get('locationId'))?.name ?? '';

  return (
    <>
      <BackLink to={base}>Alt udstyr</BackLink>
      <h1>Tilføj udstyr</h1>
      {loading ? (
        <Loading />
      ) : atPlanLimit(company.data) ? (
        <PlanLimitNotice companyId={companyId} canUpgrade={roleIn(user, companyId) === 'SUPER_ADMIN'} />
      ) : (
        <>
          <p css={{ marginBottom: space(6), maxWidth: '36rem' }}>
            Udstyr er det, der skal vedligeholdes: maskiner, køretøjer, værktøj og installationer. Bagefter kan du
            tilføje opgaver og noter til det.
          </p>
          <EquipmentForm
            initial={{ ...emptyEquipment, location: preset }}
            equipment={list.equipment ?? []}
            locations={locations}
            submitLabel="Tilføj udstyr"
            pending={pending}
            onCancel={() => navigate(base)}
            onSubmit={async (input) => {
              const result = await create(input);
              if (result.ok) navigate(dashboard.equipment(result.data.equipmentId));
              else if (result.error.body.code === 'PLAN_LIMIT') return result.error.body.message ?? null;
              return null;
            }}
          />
        </>
      )}
    </>
  );
}
