import * as z from 'zod';
import { requiredText } from '../shared/fields';
import { versionField } from '../shared/versions';

/** Location create and edit (spec 001 §5: the name must be non-empty). */
export const locationNameMessage = 'Indtast et navn på lokationen';
export const locationSchema = z.object({ name: requiredText(locationNameMessage, 100) });
export type LocationInput = z.infer<typeof locationSchema>;

export const locationUpdateSchema = locationSchema.extend({
  id: z.string({ error: 'Vælg en lokation' }).min(1, { error: 'Vælg en lokation' }).max(200),
  /** The one the client read; with it the rename is merged three-way (decision 130). */
  version: versionField,
});
