import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** How a form's flat values meet a schema of another shape (sign-up's `user.name`, a task's target). */
export interface SchemaAdapter<V, C> {
  /** The schema's input from the form's values and the form's context (e.g. the files picked). */
  toInput?: (values: V, context: C) => unknown;
  /** A schema path ('user.name') as the form field that shows its message ('name'); default: the path. */
  fieldOf?: Readonly<Record<string, string>>;
}

/** RHF's nested errors (`{user: {name: error}}`) as `path → error`. */
export function flatten(errors: object, prefix = '', out: Record<string, FieldError> = {}) {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).type === 'string') out[path] = value as FieldError;
    else flatten(value, path, out);
  }
  return out;
}

/**
 * react-hook-form's zod resolver over a shared schema (domain/, with its Danish messages): the
 * parsed output on success, else each field's first message. With an adapter, the schema parses
 * `toInput(values)` and its messages land on the form's own fields.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType, C = unknown>(
  schema: S,
  { toInput, fieldOf = {} }: SchemaAdapter<V, C> = {},
): Resolver<V, C, z.output<S>> {
  const resolve = zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as unknown as Resolver<
    FieldValues,
    C,
    z.output<S>
  >;
  if (!toInput && Object.keys(fieldOf).length === 0) return resolve as unknown as Resolver<V, C, z.output<S>>;
  const adapted: Resolver<V, C, z.output<S>> = async (values, context, options) => {
    const input = toInput ? toInput(values, context as C) : values;
    const result = await resolve(input as FieldValues, context, { ...options, fields: {}, names: [] });
    if (Object.keys(result.errors).length === 0) return { values: result.values as z.output<S>, errors: {} };
    const errors: FieldErrors<V> = {};
    for (const [path, error] of Object.entries(flatten(result.errors))) set(errors, fieldOf[path] ?? path, error);
    return { values: {}, errors };
  };
  return adapted;
}
