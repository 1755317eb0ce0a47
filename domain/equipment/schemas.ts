import * as z from 'zod';
import { optionalText, requiredText } from '../shared/fields';
import { versionField } from '../shared/versions';

/**
 * Equipment create and edit (spec 001 §5): make, model, identification number, category and
 * location are all required. The location is an existing one (`locationId`) or a new name
 * (`locationName`, which creates it). The SPA form and the handler share this schema.
 */
export const equipmentMessages = {
  make: 'Indtast et mærke',
  model: 'Indtast en model',
  equipmentId: 'Indtast et identifikationsnummer',
  category: 'Vælg eller indtast en kategori',
  location: 'Vælg eller indtast en lokation',
} as const;

export const equipmentSchema = z
  .object({
    name: optionalText(),
    make: requiredText(equipmentMessages.make, 100),
    model: requiredText(equipmentMessages.model, 100),
    equipmentId: requiredText(equipmentMessages.equipmentId, 100),
    category: requiredText(equipmentMessages.category, 60),
    locationId: optionalText(),
    locationName: optionalText(),
  })
  // `when` runs the check even while other fields are invalid, so a form shows every message at once.
  .refine((value) => !!(value.locationId || value.locationName), {
    path: ['locationName'],
    error: equipmentMessages.location,
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type EquipmentInput = z.infer<typeof equipmentSchema>;

const id = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200);

/** `version`: the one the client read; with it the edit is merged three-way (decision 130). */
export const equipmentUpdateSchema = z.intersection(
  z.object({ id: id('Vælg et udstyr'), version: versionField }),
  equipmentSchema,
);

export const equipmentStandbySchema = z.object({
  id: id('Vælg et udstyr'),
  version: versionField,
  standby: z.boolean({ error: 'Angiv standby som sand eller falsk' }),
  /** On reactivation: a new deadline per task (the tasks issue). */
  newDeadlines: z
    .record(z.string().max(200), z.iso.datetime({ offset: true, error: 'Angiv en gyldig dato' }))
    .optional(),
});

/** The name shown for equipment without its own: make and model. */
export const displayName = (input: { name?: string; make: string; model: string }) =>
  input.name || `${input.make} ${input.model}`;
