import type { FormEvent } from 'react';
import {
  get,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type SubmitHandler,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FormError } from './form-error';
import { flatten, schemaResolver, type SchemaAdapter } from './schema-resolver';

interface Options<V extends FieldValues, S extends z.ZodType, C> extends SchemaAdapter<V, C> {
  /** The shared schema (domain/) whose Danish messages show under the fields and in the summary. */
  schema: S;
  defaultValues: V;
  /** What the schema reads besides the values, e.g. the files picked beside the form. */
  context?: C;
  /** Error paths that are no value of the form (the picked files), after the values in the summary. */
  extraFields?: readonly string[];
}

/** The server's reason for refusing the whole form: a summary line without a field. */
const SERVER = 'root.server';

/**
 * A form on react-hook-form with a shared zod schema (spec 000 §5): nothing is checked until the
 * first submit; from then on every change re-checks the form, so the error summary ('Der er et
 * problem') and the messages under the fields follow it. `submit` hands the schema's parsed output
 * to the handler only when every rule holds. The fields stay the app's own controlled components:
 * `bind(name)` gives one its value, its change handler and its message.
 */
export function useSchemaForm<V extends FieldValues, S extends z.ZodType, C = undefined>({
  schema,
  defaultValues,
  context,
  extraFields = [],
  toInput,
  fieldOf,
}: Options<V, S, C>) {
  const form = useForm<V, C, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: schemaResolver<V, S, C>(schema, { toInput, fieldOf }),
    context,
    // The error summary takes the focus (ErrorSummary), not the first field.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as V;
  const { errors, isSubmitted } = form.formState;
  const fields = [...Object.keys(defaultValues), ...extraFields] as Path<V>[];
  // Messages on paths that are no field of the form (a schema rule across fields) show too.
  const others = Object.keys(flatten(errors)).filter(
    (path) => !path.startsWith('root') && !fields.includes(path as Path<V>),
  ) as Path<V>[];

  /** After a submit: the form checked again, field by field (a refusal from the server stays). */
  const revalidate = () => (isSubmitted ? form.trigger([...fields, ...others]) : Promise.resolve(true));

  const errorFor = (name: string) => (get(errors, name) as FieldError | undefined)?.message;

  const set = <K extends Path<V>>(name: K, value: PathValue<V, K>) => {
    form.setValue(name, value, { shouldDirty: true });
    void revalidate();
  };

  /** The props a field component needs for `name`: its value, its change handler and its message. */
  const bind = <K extends Path<V>>(name: K) => ({
    value: values[name] as PathValue<V, K>,
    onChange: (value: PathValue<V, K>) => set(name, value),
    error: errorFor(name),
  });

  /** The summary's lines: the fields in the form's order, then the server's reason. */
  const summary: FormError[] = [
    ...[...fields, ...others].flatMap((field) => {
      const message = errorFor(field);
      return message ? [{ field, message }] : [];
    }),
    ...(errorFor(SERVER) ? [{ message: errorFor(SERVER)! }] : []),
  ];

  /**
   * The form's submit handler: `onValid` gets the parsed input, `onInvalid` runs when a rule is
   * broken; nothing happens while `busy`.
   */
  const submit =
    (onValid: SubmitHandler<z.output<S>>, busy = false, onInvalid?: () => void) =>
    (event: FormEvent) => {
      if (busy) {
        event.preventDefault();
        return;
      }
      void form.handleSubmit(onValid, onInvalid)(event);
    };

  return {
    form,
    values,
    bind,
    set,
    errors: summary,
    errorFor,
    submit,
    revalidate,
    /** The server refused the whole form: its reason as the summary's last line. */
    setFormError: (message: string) => form.setError(SERVER as Path<V>, { type: 'server', message }),
    /** A clean start (after saving, or when a dialog opens again): no messages, nothing submitted. */
    reset: (next: V = form.getValues()) => form.reset(next),
  };
}
