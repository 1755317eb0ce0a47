import { useState, type FormEvent } from 'react';
import { sendToInspectorSchema } from '#domain/inspection/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { fieldErrors } from '../../../lib/form/field-errors';
import { colors, radius, space } from '../../../lib/theme';
import { useRevokeInspectorLink, useSendToInspector } from '../api/inspector-link';
import type { ComplianceRow } from '../api/types';
import { linkText } from '../utils/compliance-text';

const FORM_ID = 'send-inspector-form';
const fieldIds: Record<string, string> = {
  name: 'inspector-name',
  company: 'inspector-company',
  email: 'inspector-email',
  certificateNumber: 'inspector-certificate',
};

/**
 * 'Send til inspektør' (decision 176): the external inspector's name, company, e-mail and
 * certificate number (if known); the API mails them a link valid until 30 days after the deadline.
 * A link sent already shows to whom, until when and whether it is used; a new one ends it, and
 * 'Tilbagekald' ends it without a new one.
 */
export function SendInspectorDialog({
  companyId,
  row,
  onClose,
}: {
  companyId: string;
  row: ComplianceRow;
  onClose: () => void;
}) {
  const send = useSendToInspector(companyId);
  const revoke = useRevokeInspectorLink(companyId);
  const link = row.inspectorLink;
  const [values, setValues] = useState({
    name: link?.name ?? '',
    company: link?.company ?? '',
    email: link?.email ?? '',
    certificateNumber: '',
  });
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = send.pending || revoke.pending;

  const input = {
    taskId: row.taskId,
    name: values.name,
    company: values.company,
    email: values.email,
    ...(values.certificateNumber.trim() ? { certificateNumber: values.certificateNumber } : {}),
  };
  const errors = tried ? fieldErrors(sendToInspectorSchema, input) : {};
  const summary = [
    ...Object.entries(errors).map(([field, message]) => ({ field: fieldIds[field], message })),
    ...(serverError ? [{ message: serverError }] : []),
  ];
  const set = (key: keyof typeof values) => (value: string) => {
    setServerError(null);
    setValues((now) => ({ ...now, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    if (Object.keys(fieldErrors(sendToInspectorSchema, input)).length > 0) return;
    const parsed = sendToInspectorSchema.parse(input);
    const result = await send.trigger(parsed);
    if (result.ok) onClose();
    else setServerError(result.error.body.message ?? 'Linket kunne ikke sendes. Prøv igen.');
  };

  const onRevoke = async () => {
    const result = await revoke.trigger(row.taskId);
    if (result.ok) onClose();
  };

  const open = link && !link.used;
  return (
    <Modal
      open
      title="Send til inspektør"
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={send.pending} disabled={revoke.pending}>
            {open ? 'Send nyt link' : 'Send link'}
          </Button>
          {open && (
            <Button
              variant="secondary"
              loading={revoke.pending}
              disabled={send.pending}
              onClick={() => void onRevoke()}
            >
              Tilbagekald
            </Button>
          )}
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        <strong>
          {row.dutyName} · {row.target.name}
        </strong>
        . Inspektøren får et link på e-mail og kan uden login se opgaven, udfylde tjeklisten, vedhæfte sin rapport og
        registrere eftersynet. Linket kan bruges én gang.
      </p>
      {link && (
        <p
          css={{
            padding: space(3),
            background: colors.page,
            borderLeft: `4px solid ${colors.blue.solid}`,
            borderRadius: radius,
          }}
        >
          {linkText(link, new Date())}
          {open ? ' Et nyt link gør det gamle ugyldigt.' : ''}
        </p>
      )}
      <ErrorSummary errors={summary} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <TextField
          id="inspector-name"
          label="Navn"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          id="inspector-company"
          label="Firma"
          autoComplete="off"
          value={values.company}
          onChange={set('company')}
          error={errors.company}
        />
        <TextField
          id="inspector-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          id="inspector-certificate"
          label="Certifikatnummer (valgfrit)"
          autoComplete="off"
          value={values.certificateNumber}
          onChange={set('certificateNumber')}
          error={errors.certificateNumber}
        />
      </form>
    </Modal>
  );
}
