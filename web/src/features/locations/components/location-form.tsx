import { locationSchema, type LocationInput } from '#domain/location/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { FormActions } from '../../../components/form/form-actions';
import { useSchemaForm } from '../../../lib/form/use-schema-form';

interface Props {
  initial: { name: string };
  submitLabel: string;
  pending: boolean;
  /** Saves; a message returned is shown in the error summary (e.g. the plan limit). */
  onSubmit: (input: LocationInput) => Promise<string | null | void>;
  onCancel: () => void;
}

/** The location's name (spec 001 §5: non-empty); the same schema checks it on the server. */
export function LocationForm({ initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const form = useSchemaForm({ schema: locationSchema, defaultValues: initial });

  const submit = form.submit(async (input) => {
    const problem = await onSubmit(input);
    if (problem) form.setFormError(problem);
  }, pending);

  return (
    <>
      <ErrorSummary errors={form.errors} />
      <form noValidate onSubmit={submit} aria-busy={pending} css={{ maxWidth: '36rem' }}>
        <TextField
          id="name"
          label="Navn"
          hint="Fx Værksted, Lager 2 eller Hal B."
          autoComplete="off"
          {...form.bind('name')}
        />
        <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
      </form>
    </>
  );
}
