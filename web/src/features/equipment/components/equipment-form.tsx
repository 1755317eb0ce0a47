import { useMemo } from 'react';
import { categoryOptions } from '#domain/equipment/categories';
import { equipmentSchema, type EquipmentInput } from '#domain/equipment/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { FormActions } from '../../../components/form/form-actions';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import type { Location } from '../../../lib/locations/get-locations';
import { distinctValues, locationInput } from '../utils/equipment-list';
import { ComboField } from './combo-field';

export interface EquipmentFormValues extends Record<string, unknown> {
  make: string;
  model: string;
  equipmentId: string;
  category: string;
  /** The location's name as typed or picked; matched against existing locations on submit. */
  location: string;
}

export const emptyEquipment: EquipmentFormValues = { make: '', model: '', equipmentId: '', category: '', location: '' };

interface Props {
  initial: EquipmentFormValues;
  /** All of the company's equipment, for the suggested makes, models and categories. */
  equipment: readonly Equipment[];
  locations: readonly Location[];
  submitLabel: string;
  pending: boolean;
  /** Saves; a message returned is shown in the error summary (e.g. the plan limit). */
  onSubmit: (input: EquipmentInput) => Promise<string | null | void>;
  onCancel: () => void;
}

// The schema reports a missing location under locationName; the form has one location field.
const fieldOf = { locationName: 'location', locationId: 'location' } as const;

/** The location typed or picked, matched against the company's locations (the form's context). */
const toInput = ({ location, ...rest }: EquipmentFormValues, locations: readonly Location[]) => ({
  ...rest,
  ...locationInput(location, locations),
});

/**
 * Make, model, identification number, category and location, all required (spec 001 §5), each
 * but the number offering the values in use while taking a new one. The same schema checks the
 * input on the server.
 */
export function EquipmentForm({ initial, equipment, locations, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useSchemaForm({ schema: equipmentSchema, defaultValues: initial, context: locations, toInput, fieldOf });
  const { bind } = form;
  const live = useMemo(() => equipment.filter((e) => !e.archived), [equipment]);
  const makes = useMemo(() => distinctValues(live.map((e) => e.make)), [live]);
  const models = useMemo(
    () =>
      distinctValues(
        live
          .filter(
            (e) =>
              !form.values.make || e.make.toLocaleLowerCase('da') === form.values.make.trim().toLocaleLowerCase('da'),
          )
          .map((e) => e.model),
      ),
    [live, form.values.make],
  );
  const categories = useMemo(() => categoryOptions(live.map((e) => e.category)), [live]);
  const locationNames = useMemo(() => distinctValues(locations.map((l) => l.name)), [locations]);

  const submit = form.submit(async (input) => {
    const problem = await onSubmit(input);
    if (problem) form.setFormError(problem);
  }, pending);

  const typedLocation = form.values.location.trim();
  const newLocation = typedLocation !== '' && 'locationName' in locationInput(typedLocation, locations);

  return (
    <>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={submit} aria-busy={pending} css={{ maxWidth: '36rem' }}>
        <ComboField id="make" label="Mærke" hint="Fx Bosch, Makita eller Volvo." options={makes} {...bind('make')} />
        <ComboField id="model" label="Model" options={models} {...bind('model')} />
        <TextField
          id="equipmentId"
          label="Identifikationsnummer"
          hint="Serienummer, stelnummer, registreringsnummer eller jeres eget nummer."
          autoComplete="off"
          spellCheck={false}
          {...bind('equipmentId')}
        />
        <ComboField
          id="category"
          label="Kategori"
          hint="Vælg en kategori, eller skriv en ny."
          options={categories}
          {...bind('category')}
        />
        <ComboField
          id="location"
          label="Lokation"
          hint={
            newLocation
              ? `${typedLocation} findes ikke endnu og bliver oprettet som ny lokation.`
              : 'Vælg en lokation, eller skriv navnet på en ny.'
          }
          options={locationNames}
          {...bind('location')}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </form>
    </>
  );
}
