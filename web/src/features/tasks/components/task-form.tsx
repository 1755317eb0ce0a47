import {
  intervalInfo,
  intervals,
  reminderLabel,
  taskTypeLabels,
  isInterval,
  type TaskType,
} from '#domain/task/intervals';
import { COUNT_FROM_LEGEND, countFromLabels, countFromValues, type CountFrom } from '#domain/task/recurrence';
import type { TaskInput } from '#domain/task/schemas';
import { useMemo } from 'react';
import { useCompany } from '../../../lib/company/get-company';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormActions } from '../../../components/form/form-actions';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { hintStyle } from '../../../components/form/styles';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import type { ErrorBody } from '../../../lib/api';
import { space } from '../../../lib/theme';
import { FilePicker } from '../../../components/files/file-picker';
import { filesError } from '../../../lib/files/picked-files';
import { DeadlinePicker } from '../../../components/form/deadline-picker';
import { useTaskForm } from '../hooks/use-task-form';
import { reminderChoices, withInterval, withType, type Choice, type TaskFormValues } from '../utils/task-form';
import { DeadlinePreview } from './deadline-preview';
import { KeptFiles } from './kept-files';
import { ChecklistEditor } from './checklist-editor';
import { checklistProblems } from '../utils/checklist-form';

interface Props {
  companyId: string;
  /** The task being edited (not offered as the one to copy a checklist from). */
  taskId?: string;
  initial: TaskFormValues;
  /** Edit: the type is shown but fixed (spec 001 §5). */
  typeFixed?: boolean;
  /** Why the interval cannot be changed here (a legal inspection duty's, issue 31), or absent. */
  intervalFixed?: string;
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
const countFromOptions = countFromValues.map((value) => ({
  value,
  label: countFromLabels[value],
  hint:
    value === 'PLAN'
      ? 'Fristerne ligger fast, fx den 25. hver måned, uanset hvornår opgaven udføres.'
      : 'Næste frist er et interval efter den dag, opgaven blev udført.',
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
  taskId,
  initial,
  typeFixed = false,
  intervalFixed,
  equipment,
  locations,
  users,
  submitLabel,
  failureHeading,
  pending,
  onSubmit,
  onCancel,
}: Props) {
  const { values, picked, valid, missing, submitting, serverError, shown, change, setField, onBlur, submit, summary } =
    useTaskForm({ companyId, initial, failureHeading, onSubmit });
  const busy = pending || submitting;
  // The company's holiday setting (decision 100) moves the preview's deadlines as the server will.
  const holidays = Boolean(useCompany(companyId).data?.holidays);

  const itemProblems = useMemo(() => checklistProblems(values.checklist ?? []), [values.checklist]);

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
            onChange={(interval) => {
              if (isInterval(interval)) change(withInterval(values, interval), ['interval', 'notificationPeriod']);
            }}
            error={shown('interval')}
            hint={intervalFixed}
            disabled={Boolean(intervalFixed) || busy}
          />
        )}
        {values.type === 'CYCLICAL' && (
          <RadioGroup
            id="countFrom"
            legend={COUNT_FROM_LEGEND}
            options={countFromOptions}
            value={values.countFrom}
            disabled={busy}
            onChange={(countFrom: CountFrom) => setField('countFrom', countFrom, 'countFrom')}
            error={shown('countFrom')}
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
          error={serverError('deadline')}
          disabled={busy}
        />
        {values.type === 'CYCLICAL' && <DeadlinePreview values={values} holidays={holidays} />}
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
        <ChecklistEditor
          companyId={companyId}
          taskId={taskId}
          items={values.checklist ?? []}
          onChange={(checklist) => setField('checklist', checklist, 'checklist')}
          problems={itemProblems}
          serverError={serverError('checklist')}
          disabled={busy}
        />
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
