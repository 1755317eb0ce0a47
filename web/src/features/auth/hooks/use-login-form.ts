import { useCallback, useMemo, useState } from 'react';
import type { FormError } from '../../../lib/form/form-error';

/** The rules of a form: the parsed input, or the errors that block it. */
export type FormCheck<V, T> = (values: V) => { data?: T; errors: FormError[] };

/**
 * The login form's state, checked by `check` (spec 000 §5): errors appear as a list and under their
 * fields; once a submit has been tried they follow every change, and `validate` returns null
 * (blocking submission) while any error exists. `check` may still be loading (null): the form
 * fetches its rules when first used, and passes them to `validate` when a submit comes first.
 * Hand-written rather than react-hook-form, which would take /auth past its 120 kB (decision 067
 * "Route-level code splitting", "Forms on react-hook-form"); every other form uses lib/form.
 */
export function useLoginForm<V extends Record<string, unknown>, T>({
  initial,
  check,
}: {
  initial: V;
  check: FormCheck<V, T> | null;
}) {
  const [values, setValues] = useState<V>(initial);
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const fieldList = useMemo(() => (tried && check ? check(values).errors : []), [tried, check, values]);
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
  const validate = (rules: FormCheck<V, T> | null = check): T | null => {
    if (!rules) throw new Error('validate: the form has no rules yet');
    setTried(true);
    setFormError(null);
    const { data, errors: found } = rules(values);
    return found.length === 0 ? (data as T) : null;
  };

  const clearErrors = () => {
    setTried(false);
    setFormError(null);
  };

  return { values, set, bind, errors, errorFor, validate, setFormError, clearErrors };
}
