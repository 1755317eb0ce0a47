import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '#domain/shared/fields';

/** One line of the error summary; `field` is the id of the input it belongs to, if any. */
export interface FormError {
  field?: string;
  message: string;
}

interface Options<V, S extends z.ZodType> {
  schema: S;
  initial: V;
  /** Builds the schema's input from the flat form values (default: the values themselves). */
  toInput?: (values: V) => unknown;
  /** Maps a schema path ('user.name') to a form field ('name'); default: the same name. */
  fieldOf?: Record<string, keyof V & string>;
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
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const check = useCallback(
    (current: V): { data?: z.output<S>; errors: FormError[] } => {
      const result = schema.safeParse(toInput(current));
      if (result.success) return { data: result.data, errors: [] };
      return {
        errors: Object.entries(fieldErrors(result.error)).map(([path, message]) => ({
          field: fieldOf[path] ?? (path === '_' ? undefined : path),
          message,
        })),
      };
    },
    [schema, toInput, fieldOf],
  );

  const fieldList = useMemo(() => (tried ? check(values).errors : []), [tried, check, values]);
  const errors = formError ? [...fieldList, { message: formError }] : fieldList;
  const errorFor = (field: keyof V & string) => fieldList.find((e) => e.field === field)?.message;

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  /** The props a field component needs for `field`: its value, its change handler and its error. */
  const bind = <K extends keyof V & string>(field: K) => ({
    value: values[field],
    onChange: (value: V[K]) => set(field, value),
    error: errorFor(field),
  });

  /** The parsed input, or null (and errors shown) while any rule is broken. */
  const validate = (): z.output<S> | null => {
    setTried(true);
    setFormError(null);
    const { data, errors: found } = check(values);
    return found.length === 0 ? (data as z.output<S>) : null;
  };

  const clearErrors = () => {
    setTried(false);
    setFormError(null);
  };

  return { values, set, bind, errors, errorFor, validate, setFormError, clearErrors };
}
