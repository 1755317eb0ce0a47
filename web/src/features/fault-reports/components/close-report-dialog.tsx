import type { FormEvent } from 'react';
import { closeFaultReportSchema } from '#domain/fault-report/schemas';
import { faultReportStatusLabels, type FaultReportOutcome } from '#domain/fault-report/status';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup } from '../../../components/form/radio-group';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useCloseReport } from '../api/close-report';
import type { FaultReport } from '../api/types';

const FORM_ID = 'fault-close-form';
const outcomes: { value: FaultReportOutcome; label: string; hint: string }[] = [
  { value: 'SOLVED', label: faultReportStatusLabels.SOLVED, hint: 'Fejlen er udbedret.' },
  { value: 'REJECTED', label: faultReportStatusLabels.REJECTED, hint: 'Det er ikke en fejl, eller den er meldt før.' },
];

/**
 * 'Luk med svar' (decision 166): Løst or Afvist, with an answer (2 to 2,000 characters,
 * `closeFaultReportSchema`) that the reporter is mailed when they left an address.
 */
export function CloseReportDialog({
  companyId,
  report,
  onClose,
}: {
  companyId: string;
  report: FaultReport;
  onClose: () => void;
}) {
  const { trigger, pending } = useCloseReport(companyId);
  const { bind, errors, submit, setFormError } = useSchemaForm({
    schema: closeFaultReportSchema,
    defaultValues: { outcome: '' as FaultReportOutcome | '', answer: '' },
  });
  const save = async (input: { outcome: FaultReportOutcome; answer: string }) => {
    const result = await trigger({ report, input });
    if (result.ok) onClose();
    else setFormError(result.error.body.message ?? 'Fejlmeldingen kunne ikke lukkes. Prøv igen.');
  };
  const onSubmit = (event: FormEvent) => submit(save, pending)(event);
  const outcome = bind('outcome');

  return (
    <Modal
      open
      title={`Luk ${report.reference} med svar`}
      onClose={pending ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={pending}>
            Luk fejlmeldingen
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        {report.email
          ? `Den, der meldte fejlen, får dit svar på e-mail (${report.email}).`
          : 'Den, der meldte fejlen, har ikke skrevet en e-mail, så svaret gemmes kun her.'}
      </p>
      <ErrorSummary errors={errors} />
      <form id={FORM_ID} noValidate onSubmit={onSubmit} aria-busy={pending}>
        <RadioGroup
          id="fault-close-outcome"
          legend="Status"
          options={outcomes}
          value={outcome.value}
          onChange={(value) => outcome.onChange(value)}
          error={outcome.error}
          disabled={pending}
        />
        <TextAreaField id="fault-close-answer" label="Svar" rows={4} readOnly={pending} {...bind('answer')} />
      </form>
    </Modal>
  );
}
