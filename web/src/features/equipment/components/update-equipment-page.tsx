import { useNavigate, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompanyId } from '../../../lib/use-company-id';
import { useEquipment } from '../../../lib/equipment/get-equipment';
import { useEquipmentList } from '../../../lib/equipment/get-equipment-list';
import { useLocations } from '../../../lib/locations/get-locations';
import { useUpdateEquipment } from '../api/update-equipment';
import { EquipmentForm } from './equipment-form';
import { paths } from '../../../lib/paths';

/** /dashboard/{companyId}/equipment/update/{id} (admin): edit; then back to the equipment. */
export function UpdateEquipmentPage() {
  const companyId = useCompanyId();
  const { equipmentId = '' } = useParams();
  const dashboard = paths.dashboard(companyId);
  const base = dashboard.equipmentList;
  const detail = dashboard.equipment(equipmentId);
  const { equipment, error, isLoading } = useEquipment(companyId, equipmentId);
  const list = useEquipmentList(companyId);
  const options = useLocations(companyId);
  const { trigger: update, pending } = useUpdateEquipment(companyId);
  const navigate = useNavigate();

  if (isLoading || (!list.equipment && !list.error) || (!options.locations && !options.error)) {
    return <Loading label="Henter udstyret…" />;
  }
  if (error || !equipment) {
    return (
      <>
        <BackLink to={base}>Alt udstyr</BackLink>
        <h1>Udstyret findes ikke</h1>
        <p>Udstyret er ikke i virksomheden, eller adressen er forkert.</p>
      </>
    );
  }
  const name = `${equipment.make} ${equipment.model}`;
  if (equipment.archived) {
    return (
      <>
        <BackLink to={detail}>{name}</BackLink>
        <h1>Rediger udstyr</h1>
        <p>{name} er slettet og kan ikke rettes. Historik og noter er bevaret.</p>
      </>
    );
  }
  return (
    <>
      <BackLink to={detail}>{name}</BackLink>
      <h1>Rediger udstyr</h1>
      <EquipmentForm
        key={equipment.id}
        initial={{
          make: equipment.make,
          model: equipment.model,
          equipmentId: equipment.equipmentId,
          category: equipment.category,
          location: equipment.locationName ?? '',
        }}
        equipment={list.equipment ?? []}
        locations={options.locations ?? []}
        submitLabel="Gem ændringer"
        pending={pending}
        onCancel={() => navigate(detail)}
        onSubmit={async (input) => {
          const result = await update({ id: equipment.id, input });
          if (result.ok) navigate(detail);
          else if (result.error.body.code === 'PLAN_LIMIT') return result.error.body.message ?? null;
          return null;
        }}
      />
    </>
  );
}
