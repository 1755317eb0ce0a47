import { useMemo, useState, type FocusEvent, type FormEvent } from 'react';
import { fileDisplayName, shortFileName } from '#domain/note/files';
import {
  intervalInfo,
  intervals,
  reminderLabel,
  taskTypeLabels,
  type Interval,
  type TaskType,
} from '#domain/task/intervals';
import { taskSchema, type TaskInput } from '#domain/task/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FieldShell } from '../../../components/form/field-shell';
import { FormActions } from '../../../components/form/form-actions';
import { RadioGroup } from '../../../components/form/radio-group';
import { hintStyle, inputStyle } from '../../../components/form/styles';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { linkButtonStyle } from '../../../components/ui/button';
import type { ErrorBody } from '../../../lib/api';
import { colors, radius, space } from '../../../lib/theme';
import { useZodForm } from '../../../lib/use-zod-form';
import { FilePicker } from '../../../components/files/file-picker';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import { blocksSubmit, filesError } from '../../../lib/files/picked-files';
import {
  formFields,
  missingText,
  problemsFromFields,
  problemsOf,
  reminderChoices,
  toTaskInput,
  withInterval,
  withType,
  type Choice,
  type FormField,
  type Problems,
  type TaskFormValues,
} from '../utils/task-form';
import { DeadlinePicker } from '../../../components/form/deadline-picker';

interface Props {
  companyId: string;
  initial: TaskFormValues;
  /** Edit: the type is shown but fixed (spec 001 §5). */
  typeFixed?: boolean;
  equipment: Choice[];
  locations: Choice[];
  users: Choice[];
  submitLabel: string;
  /** The toast heading when a file cannot be uploaded. */
  failureHeading: string;
  pending: boolean;
  /** Saves; the server's error body (field messages, a message) when it refuses. */
  onSubmit: (input: TaskInput) => Promise<ErrorBody | null>;
  onCancel: () => void;
}

const targetOptions = [
  { value: 'EQUIPMENT' as const, label: 'Udstyr' },
  { value: 'LOCATION' as const, label: 'Lokation' },
];
const typeOptions = (['CYCLICAL', 'AD_HOC'] as const).map((value) => ({
  value,
  label: taskTypeLabels[value],
  hint: value === 'CYCLICAL' ? 'Gentages med et fast interval. Deadline på en hverdag.' : 'Udføres én gang.',
}));
const intervalOptions = intervals.map((value) => ({ value, label: intervalInfo[value].label }));

/**
 * Create, edit and copy a task (spec 001 §5) with the shared taskSchema: equipment or location,
 * title, description, type, interval (routines), reminder, responsible, deadline and files. The
 * submit button stays disabled until every rule holds; a field's message shows once it has been
 * left, and the server's refusals show on their fields and in the summary.
 */
export function TaskForm({
  companyId,
  initial,
  typeFixed = false,
  equipment,
  locations,
  users,
  submitLabel,
  failureHeading,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const form = useZodForm({ schema: taskSchema, initial, toInput: toTaskInput });
  const { values } = form;
  const picked = usePickedFiles(companyId, failureHeading);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<Problems>({});
  const [uploading, setUploading] = useState(false);
  const busy = pending || uploading;

  const problems = useMemo(() => problemsOf(values), [values]);
  const valid = Object.keys(problems).length === 0 && !blocksSubmit(picked.files);
  const missing = missingText(problems, values.targetKind);
  const shown = (field: FormField) => server[field] ?? (touched.has(field) ? problems[field] : undefined);

  const change = (next: TaskFormValues, fields: FormField[]) => {
    for (const key of Object.keys(next) as (keyof TaskFormValues)[])
      if (next[key] !== values[key]) form.set(key, next[key]);
    setServer((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as FormField))),
    );
  };
  const setField = <K extends keyof TaskFormValues & string>(key: K, value: TaskFormValues[K], field: FormField) =>
    change({ ...values, [key]: value }, [field]);

  // A field shows its problem once left (focus moved on), not while it is first filled in.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = event.target.getAttribute('name');
    const field = name === 'targetKind' ? 'target' : name;
    if (field && (formFields as readonly string[]).includes(field) && !touched.has(field))
      setTouched(new Set(touched).add(field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !valid || !form.validate()) return;
    form.clearErrors();
    setUploading(true);
    const uploaded = await picked.uploadAll();
    setUploading(false);
    if (!uploaded.ok) return;
    const refused = await onSubmit(toTaskInput(values, uploaded.keys));
    if (!refused) return;
    const onFields = problemsFromFields(refused.fields ?? {});
    setServer(onFields);
    if (Object.keys(onFields).length === 0) form.setFormError(refused.message ?? 'Noget gik galt. Prøv igen.');
  };

  const summary = [...Object.entries(server).map(([field, message]) => ({ field, message })), ...form.errors];
  const targetLabel = values.targetKind === 'EQUIPMENT' ? 'Vælg udstyr' : 'Vælg lokation';
  const targets = values.targetKind === 'EQUIPMENT' ? equipment : locations;

  return (
    <>
      <ErrorSummary errors={summary} />
      <form noValidate onSubmit={submit} onBlur={onBlur} aria-busy={busy} css={{ maxWidth: '36rem' }}>
        <RadioGroup
          id="targetKind"
          legend="Opgaven gælder"
          options={targetOptions}
          value={values.targetKind}
          onChange={(kind) => setField('targetKind', kind, 'target')}
        />
        <SelectField
          id="target"
          label={targetLabel}
          placeholder={values.targetKind === 'EQUIPMENT' ? 'Vælg et udstyr' : 'Vælg en lokation'}
          hint={
            targets.length === 0
              ? values.targetKind === 'EQUIPMENT'
                ? 'Virksomheden har intet udstyr endnu.'
                : 'Virksomheden har ingen lokationer endnu.'
              : undefined
          }
          options={targets}
          value={values.targetKind === 'EQUIPMENT' ? values.equipmentId : values.locationId}
          onChange={(id) => setField(values.targetKind === 'EQUIPMENT' ? 'equipmentId' : 'locationId', id, 'target')}
          error={shown('target')}
        />
        <TextField
          id="title"
          label="Titel"
          autoComplete="off"
          value={values.title}
          onChange={(text) => setField('title', text, 'title')}
          error={shown('title')}
        />
        <TextAreaField
          id="description"
          label="Beskrivelse"
          rows={5}
          value={values.description}
          onChange={(text) => setField('description', text, 'description')}
          error={shown('description')}
        />
        {/* On edit the type is shown, visibly disabled, not changed (spec 001 §5). */}
        <RadioGroup
          id="type"
          legend="Type"
          hint={
            typeFixed
              ? `Opgaven er ${values.type === 'CYCLICAL' ? 'en rutine' : 'en enkeltopgave'}. Typen kan ikke ændres.`
              : undefined
          }
          options={typeOptions}
          value={values.type}
          disabled={typeFixed || busy}
          onChange={(type: TaskType) =>
            change(withType(values, type), ['type', 'interval', 'notificationPeriod', 'deadline'])
          }
          error={shown('type')}
        />
        {values.type === 'CYCLICAL' && (
          <SelectField
            id="interval"
            label="Interval"
            options={intervalOptions}
            value={values.interval ?? ''}
            placeholder={values.interval ? undefined : 'Vælg et interval'}
            onChange={(interval) =>
              change(withInterval(values, interval as Interval), ['interval', 'notificationPeriod'])
            }
            error={shown('interval')}
          />
        )}
        <SelectField
          id="notificationPeriod"
          label="Påmindelse"
          hint="Hvor længe før deadline opgaven skal udføres, og den ansvarlige får besked."
          options={reminderChoices(values).map((days) => ({ value: String(days), label: reminderLabel(days) }))}
          value={String(values.notificationPeriod)}
          onChange={(days) => setField('notificationPeriod', Number(days), 'notificationPeriod')}
          error={shown('notificationPeriod')}
        />
        <SelectField
          id="responsibleId"
          label="Ansvarlig"
          placeholder="Vælg en ansvarlig"
          options={users}
          value={values.responsibleId}
          onChange={(id) => setField('responsibleId', id, 'responsibleId')}
          error={shown('responsibleId')}
        />
        <DeadlinePicker
          id="deadline"
          label="Deadline"
          value={values.deadline}
          onChange={(deadline) => setField('deadline', deadline, 'deadline')}
          weekdaysOnly={values.type === 'CYCLICAL'}
          error={server.deadline}
          disabled={busy}
        />
        <FilePicker
          id="files"
          label="Filer (valgfrit)"
          hint="Fx manualer, tegninger eller billeder. Højst 25 MB pr. fil."
          files={picked.files}
          onAdd={picked.add}
          onRemove={picked.remove}
          error={filesError(picked.files) ?? shown('files')}
          disabled={busy}
        />
        {values.files.length > 0 && (
          <KeptFiles
            keys={values.files}
            disabled={busy}
            onRemove={(key) =>
              setField(
                'files',
                values.files.filter((k) => k !== key),
                'files',
              )
            }
          />
        )}
        <div css={{ marginTop: space(2) }}>
          <FormActions
            submitLabel={submitLabel}
            pending={busy}
            disabled={!valid}
            describedBy={missing ? 'task-form-missing' : undefined}
            onCancel={onCancel}
          />
        </div>
        {missing && (
          <p id="task-form-missing" css={{ ...hintStyle, margin: `${space(2)} 0 0` }}>
            {missing}
          </p>
        )}
      </form>
    </>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Choice[];
  /** The empty first option while nothing is chosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

function SelectField({ id, label, value, onChange, options, placeholder, error, hint }: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={{ ...inputStyle(Boolean(error)), cursor: 'pointer' }}
        >
          {placeholder !== undefined && (
            <option value="" disabled={value !== ''}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Files already on the task (edit) or copied with it; each can be taken off. */
function KeptFiles({
  keys,
  disabled,
  onRemove,
}: {
  keys: string[];
  disabled: boolean;
  onRemove: (key: string) => void;
}) {
  return (
    <div css={{ margin: `-${space(2)} 0 ${space(5)}` }}>
      <p css={{ fontWeight: 600, margin: `0 0 ${space(1)}` }}>Filer på opgaven</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1) }}>
        {keys.map((key) => (
          <li
            key={key}
            css={{
              display: 'flex',
              alignItems: 'center',
              gap: space(3),
              padding: `${space(1)} ${space(2)}`,
              borderRadius: radius,
              background: colors.page,
            }}
          >
            <span title={fileDisplayName(key)} css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {shortFileName(fileDisplayName(key))}
            </span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(key)}
              aria-label={`Fjern ${fileDisplayName(key)}`}
              css={{ ...linkButtonStyle, marginLeft: 'auto' }}
            >
              Fjern
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
