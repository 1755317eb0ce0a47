import { useState, type FormEvent } from 'react';
import { dutyIntervalSchema } from '#domain/inspection/schemas';
import { intervals, type Interval } from '#domain/task/intervals';
import { ErrorSummary } from '../../../components/form/error-summary';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { fieldErrors } from '../../../lib/form/field-errors';
import { useChangeInterval } from '../api/change-interval';
import type { ComplianceRow } from '../api/types';
import { intervalLabel } from '../utils/compliance-text';

const FORM_ID = 'duty-interval-form';
const fieldIds: Record<string, string> = { interval: 'duty-interval', reason: 'duty-interval-reason' };

/**
 * 'Ændr interval' (decision 176): another interval than the rule's, with the reason recorded and
 * shown; choosing the rule's interval again clears the override (no reason needed then).
 */
export function IntervalDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: ComplianceRow;
  onClose: () => void;
}) {
  const { trigger, pending } = useChangeInterval(companyId);
  const [interval, setInterval] = useState<Interval>(row.interval);
  const [reason, setReason] = useState(row.override?.reason ?? '');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const isRule = interval === row.ruleInterval;
  const input = { taskId: row.taskId, version: row.version, interval, reason: isRule ? '' : reason };
  const errors = tried ? fieldErrors(dutyIntervalSchema, input) : {};
  const summary = [
    ...Object.entries(errors).map(([field, message]) => ({ field: fieldIds[field], message })),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    if (Object.keys(fieldErrors(dutyIntervalSchema, input)).length > 0) return;
    const result = await trigger(input);
    if (result.ok) onClose();
    else setServerError(result.error.body.message ?? 'Intervallet kunne ikke ændres. Prøv igen.');
  };

  return (
    <Modal
      open
      title="Ændr interval"
      onClose={pending ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={pending}>
            Gem interval
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        <strong>
          {row.dutyName} · {row.target.name}
        </strong>
        . Reglen giver: {row.ruleReason || intervalLabel(row.ruleInterval)}.
      </p>
      <ErrorSummary errors={summary} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} aria-busy={pending}>
        <SelectField
          id="duty-interval"
          label="Interval"
          options={intervals.map((value) => ({
            value,
            label: value === row.ruleInterval ? `${intervalLabel(value)} (reglens interval)` : intervalLabel(value),
          }))}
          value={interval}
          onChange={(value) => {
            setServerError(null);
            setInterval(value as Interval);
          }}
          error={errors.interval}
        />
        {!isRule && (
          <TextAreaField
            id="duty-interval-reason"
            label="Begrundelse"
            hint="Hvorfor et andet interval end reglens? Begrundelsen vises ved eftersynet og i PDF’en."
            rows={3}
            value={reason}
            onChange={(text) => {
              setServerError(null);
              setReason(text);
            }}
            error={errors.reason}
          />
        )}
      </form>
    </Modal>
  );
}
