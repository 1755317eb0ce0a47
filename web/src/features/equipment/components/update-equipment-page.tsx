import { useNavigate, useParams } from 'react-router-dom';
import type { EquipmentInput } from '#domain/equipment/schemas';
import { VersionedEdit } from '../../../components/form/versioned-edit';
import { BackLink } from '../../../components/ui/back-link';
import { Loading } from '../../../components/ui/spinner';
import { useCompanyId } from '../../../lib/use-company-id';
import { getEquipment, useEquipment } from '../../../lib/equipment/get-equipment';
import { useEquipmentList, type Equipment } from '../../../lib/equipment/get-equipment-list';
import { useLocations, type Location } from '../../../lib/locations/get-locations';
import { useUpdateEquipment } from '../api/update-equipment';
import { locationInput } from '../utils/equipment-list';
import { EquipmentForm, type EquipmentFormValues } from './equipment-form';
import { paths } from '../../../lib/paths';

/** The form's fields, as a versioned edit compares them (decision 132); the server's `locationId` is the form's location. */
const fields = ['make', 'model', 'equipmentId', 'category', 'location'] as const;
const labels = {
  make: 'Mærke',
  model: 'Model',
  equipmentId: 'Identifikationsnummer',
  category: 'Kategori',
  location: 'Lokation',
} as const;
const valuesOf = (equipment: Equipment): EquipmentFormValues => ({
  make: equipment.make,
  model: equipment.model,
  equipmentId: equipment.equipmentId,
  category: equipment.category,
  location: equipment.locationName ?? '',
});
/** The schema's input as the form's values (an existing location by its name). */
const formValuesOf = (input: EquipmentInput, locations: readonly Location[]): EquipmentFormValues => ({
  make: input.make,
  model: input.model,
  equipmentId: input.equipmentId,
  category: input.category,
  location: input.locationId
    ? (locations.find((l) => l.id === input.locationId)?.name ?? '')
    : (input.locationName ?? ''),
});

/** The form's values as the schema's input again (a typed location found by its name, or new). */
const inputOf = (values: EquipmentFormValues, locations: readonly Location[]): EquipmentInput => ({
  name: undefined,
  make: values.make,
  model: values.model,
  equipmentId: values.equipmentId,
  category: values.category,
  locationId: undefined,
  locationName: undefined,
  ...locationInput(values.location, locations),
});

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
  const locations = options.locations ?? [];
  return (
    <>
      <BackLink to={detail}>{name}</BackLink>
      <h1>Rediger udstyr</h1>
      <VersionedEdit<EquipmentFormValues>
        key={equipment.id}
        spec={{
          fields,
          fieldOf: { locationId: 'location' },
          reload: async () => {
            const now = (await getEquipment(companyId, equipment.id).catch(() => null))?.equipment;
            return now ? { values: valuesOf(now), version: now.version } : null;
          },
          save: (values, version) =>
            update({
              id: equipment.id,
              input: inputOf(values, locations),
              version,
            }),
        }}
        loaded={{ values: valuesOf(equipment), version: equipment.version }}
        labels={labels}
        describe={(_, value) => String(value ?? '')}
        onSaved={() => navigate(detail)}
      >
        {(form) => (
          <EquipmentForm
            key={form.key}
            initial={form.initial}
            equipment={list.equipment ?? []}
            locations={locations}
            submitLabel="Gem ændringer"
            pending={pending || form.pending}
            onCancel={() => navigate(detail)}
            onSubmit={async (input) => {
              const refused = await form.submit(formValuesOf(input, locations));
              return refused?.code === 'PLAN_LIMIT' ? (refused.message ?? null) : null;
            }}
          />
        )}
      </VersionedEdit>
    </>
  );
}
