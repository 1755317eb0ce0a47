import { useMemo, type FocusEvent, type FormEvent } from 'react';
import { useForm, useWatch, type FieldError, type Path } from 'react-hook-form';
import type { TaskInput } from '#domain/task/schemas';
import type { ErrorBody } from '../../../lib/api';
import { blocksSubmit } from '../../../lib/files/picked-files';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import type { FormError } from '../../../lib/form/form-error';
import {
  formFields,
  missingText,
  problemsFromFields,
  problemsOf,
  toTaskInput,
  type FormField,
  type TaskFormValues,
} from '../utils/task-form';

/** The value whose touch shows a field's problem: the target's is its kind (radios and select alike). */
const touchKey = (field: FormField): Path<TaskFormValues> => (field === 'target' ? 'targetKind' : field);

const SERVER = 'root.server';

interface Options {
  companyId: string;
  initial: TaskFormValues;
  /** The toast heading when a file cannot be uploaded. */
  failureHeading: string;
  /** Saves; the server's error body (field messages, a message) when it refuses. */
  onSubmit: (input: TaskInput) => Promise<ErrorBody | null>;
}

/**
 * The task form's state on react-hook-form: its values, which fields have been left (touched),
 * the server's refusals per field and for the whole form, and the submit that uploads the files
 * first. The rules are the shared taskSchema, checked on every change (problemsOf): they keep the
 * submit button disabled and name what is missing, and a field shows its message once left.
 */
export function useTaskForm({ companyId, initial, failureHeading, onSubmit }: Options) {
  const form = useForm<TaskFormValues>({ defaultValues: initial, shouldFocusError: false });
  const values = useWatch({ control: form.control }) as TaskFormValues;
  const { errors, touchedFields, isSubmitting } = form.formState;
  const picked = usePickedFiles(companyId, failureHeading);

  const problems = useMemo(() => problemsOf(values), [values]);
  const valid = Object.keys(problems).length === 0 && !blocksSubmit(picked.files);
  const serverError = (field: string) => (errors[field as keyof typeof errors] as FieldError | undefined)?.message;
  const touched = (field: FormField) => Boolean(touchedFields[touchKey(field) as keyof typeof touchedFields]);
  /** A field's message: the server's refusal, else the schema's once the field has been left. */
  const shown = (field: FormField) => serverError(field) ?? (touched(field) ? problems[field] : undefined);

  /** Takes the changed values; a change of a field drops the server's refusal of it. */
  const change = (next: TaskFormValues, fields: FormField[]) => {
    for (const key of Object.keys(next) as Path<TaskFormValues>[])
      if (next[key] !== values[key]) form.setValue(key, next[key], { shouldDirty: true });
    form.clearErrors(fields as Path<TaskFormValues>[]);
  };
  const setField = <K extends keyof TaskFormValues & string>(key: K, value: TaskFormValues[K], field: FormField) =>
    change({ ...values, [key]: value }, [field]);

  // A field shows its problem once left (focus moved on), not while it is first filled in.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = event.target.getAttribute('name');
    const field = (name === 'targetKind' ? 'target' : name) as FormField | null;
    if (field && formFields.includes(field) && !touched(field)) {
      const key = touchKey(field);
      form.setValue(key, form.getValues(key), { shouldTouch: true });
    }
  };

  const save = async (current: TaskFormValues) => {
    const uploaded = await picked.uploadAll();
    if (!uploaded.ok) return;
    const refused = await onSubmit(toTaskInput(current, uploaded.keys));
    if (!refused) return;
    const onFields = problemsFromFields(refused.fields ?? {});
    for (const [field, message] of Object.entries(onFields))
      form.setError(field as Path<TaskFormValues>, { type: 'server', message });
    if (Object.keys(onFields).length === 0)
      form.setError(SERVER as Path<TaskFormValues>, {
        type: 'server',
        message: refused.message ?? 'Noget gik galt. Prøv igen.',
      });
  };

  /** Sends only when every rule holds; the server's earlier refusals give way to its new answer. */
  const submit = (event: FormEvent) => {
    if (isSubmitting || !valid) {
      event.preventDefault();
      return;
    }
    form.clearErrors();
    void form.handleSubmit(save)(event);
  };

  /** The summary: the server's refusals in the form's order, then its reason for the whole form. */
  const summary: FormError[] = [
    ...formFields.flatMap((field) => (serverError(field) ? [{ field, message: serverError(field)! }] : [])),
    ...(errors.root?.server?.message ? [{ message: errors.root.server.message }] : []),
  ];

  return {
    values,
    picked,
    problems,
    valid,
    missing: missingText(problems, values.targetKind),
    /** Uploading the files or saving. */
    submitting: isSubmitting,
    serverError,
    shown,
    change,
    setField,
    onBlur,
    submit,
    summary,
  };
}
