import { useMemo } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '#domain/shared/fields';
import { useForm, type FormCheck, type FormError } from './use-form';

export type { FormError } from './use-form';

interface Options<V, S extends z.ZodType> {
  schema: S;
  initial: V;
  /** Builds the schema's input from the flat form values (default: the values themselves). */
  toInput?: (values: V) => unknown;
  /** Maps a schema path ('user.name') to a form field ('name'); default: the same name. */
  fieldOf?: Record<string, keyof V & string>;
}

/** A form's rules from a shared zod schema: its parsed output, or its Danish messages by field. */
export function zodCheck<V, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => unknown = (values) => values,
  fieldOf: Record<string, keyof V & string> = {},
): FormCheck<V, z.output<S>> {
  return (current) => {
    const result = schema.safeParse(toInput(current));
    if (result.success) return { data: result.data, errors: [] };
    return {
      errors: Object.entries(fieldErrors(result.error)).map(([path, message]): FormError => ({
        field: fieldOf[path] ?? (path === '_' ? undefined : path),
        message,
      })),
    };
  };
}

/**
 * Form state validated with a shared zod schema (spec 000 §5): errors appear as a list and under
 * their fields; once a submit has been tried they follow every change, and `validate` returns
 * null (blocking submission) while any error exists.
 */
export function useZodForm<V extends Record<string, unknown>, S extends z.ZodType>({
  schema,
  initial,
  toInput = (values) => values,
  fieldOf = {},
}: Options<V, S>) {
  const check = useMemo(() => zodCheck<V, S>(schema, toInput, fieldOf), [schema, toInput, fieldOf]);
  const form = useForm<V, z.output<S>>({ initial, check });
  return { ...form, validate: (): z.output<S> | null => form.validate() };
}
