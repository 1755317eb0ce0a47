import { useMemo, useRef, type FormEvent } from 'react';
import { faultTaskDefaults, faultTaskInput } from '#domain/fault-report/schemas';
import { reminderLabel, reminderOptions } from '#domain/task/intervals';
import { taskSchema } from '#domain/task/schemas';
import { DeadlinePicker } from '../../../components/form/deadline-picker';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useUsers } from '../../../lib/users/get-users';
import { useMakeTask } from '../api/make-task';
import type { FaultReport } from '../api/types';
import { itemLine, reportForTask } from '../utils/report-text';

interface Values {
  title: string;
  description: string;
  responsibleId: string;
  deadline: string | null;
  notificationPeriod: string;
}

const FORM_ID = 'fault-task-form';
const danish = new Intl.Collator('da');

/**
 * 'Opret opgave' of a fault report (decision 166): a single task on the report's item with its
 * text (which the admin may change) and photo; the admin picks the responsible and the deadline.
 * The form checks with the task form's schema (`taskSchema`) what the server checks.
 */
export function MakeTaskDialog({
  companyId,
  report,
  onClose,
}: {
  companyId: string;
  report: FaultReport;
  onClose: () => void;
}) {
  const { trigger, pending } = useMakeTask(companyId);
  const { users } = useUsers(companyId);
  const people = useMemo(
    () =>
      (users ?? [])
        .map((user) => ({ value: user.id, label: user.name }))
        .sort((a, b) => danish.compare(a.label, b.label)),
    [users],
  );
  const defaults = faultTaskDefaults(reportForTask(report));
  const { bind, errors, errorFor, submit, setFormError } = useSchemaForm({
    schema: taskSchema,
    defaultValues: {
      title: defaults.title,
      description: defaults.description,
      responsibleId: '',
      deadline: null,
      notificationPeriod: String(defaults.notificationPeriod),
    } as Values,
    context: { report: reportForTask(report) },
    toInput: (values: Values, { report: source }) =>
      faultTaskInput({ ...values, notificationPeriod: Number(values.notificationPeriod) }, source),
  });
  const formRef = useRef<HTMLFormElement>(null);

  const save = async (task: {
    title: string;
    description: string;
    responsibleId: string;
    deadline: string;
    notificationPeriod: number;
  }) => {
    const result = await trigger({
      report,
      input: {
        title: task.title,
        description: task.description,
        responsibleId: task.responsibleId,
        deadline: task.deadline,
        notificationPeriod: task.notificationPeriod,
      },
    });
    if (result.ok) onClose();
    else setFormError(result.error.body.message ?? 'Opgaven kunne ikke oprettes. Prøv igen.');
  };
  const onSubmit = (event: FormEvent) => submit(save, pending)(event);
  const deadline = bind('deadline');

  return (
    <Modal
      open
      title={`Opret opgave fra ${report.reference}`}
      onClose={pending ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={pending}>
            Opret opgave
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        En enkeltopgave på <strong>{itemLine(report)}</strong>.
        {report.photo ? ' Fotoet fra fejlmeldingen kommer med som fil.' : ''} Fejlmeldingen får status Under behandling.
      </p>
      <ErrorSummary errors={errors} />
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} aria-busy={pending}>
        <TextField id="fault-task-title" label="Titel" autoComplete="off" {...bind('title')} />
        <TextAreaField id="fault-task-description" label="Beskrivelse" rows={4} {...bind('description')} />
        <SelectField
          id="fault-task-responsible"
          label="Ansvarlig"
          placeholder="Vælg en ansvarlig"
          options={people}
          {...bind('responsibleId')}
        />
        <SelectField
          id="fault-task-reminder"
          label="Påmindelse"
          hint="Hvor længe før deadline den ansvarlige får besked."
          options={reminderOptions(null).map((days) => ({ value: String(days), label: reminderLabel(days) }))}
          {...bind('notificationPeriod')}
        />
        <DeadlinePicker
          id="fault-task-deadline"
          label="Deadline"
          value={deadline.value}
          onChange={deadline.onChange}
          error={errorFor('deadline')}
          disabled={pending}
        />
      </form>
    </Modal>
  );
}
