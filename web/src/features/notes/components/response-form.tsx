import { responseSchema } from '#domain/note/schemas';
import { useEffect } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { colors, radius, space } from '../../../lib/theme';
import { responseFailed, useAddResponse } from '../api/add-response';
import type { Recipient } from '../api/get-recipients';
import type { NoteSubject } from '../api/types';
import { useComposer } from '../hooks/use-composer';
import { FilePicker } from '../../../components/files/file-picker';
import { RecipientsField } from './recipients-field';

interface Props {
  /** The form element's id (the 'Skriv svar' button's `aria-controls`). */
  formId: string;
  subject: NoteSubject;
  noteId: string;
  recipients: Recipient[];
  onAdded: () => void;
  /** 'Annuller' or Escape: the draft is dropped. */
  onCancel: () => void;
  /** While files upload or the answer is sent, the form cannot be closed. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * 'Svar' under a note: text, recipients and files; every member may answer (spec 001 §6). Opened
 * by 'Skriv svar', it starts with the focus in the text field.
 */
export function ResponseForm({ formId, subject, noteId, recipients, onAdded, onCancel, onBusyChange }: Props) {
  const { trigger: addResponse } = useAddResponse(subject);
  const id = `response-${noteId}`;
  const { form, picked, busy, formRef, onSubmit, filesFieldError, summary } = useComposer({
    companyId: subject.companyId,
    schema: responseSchema,
    failureHeading: responseFailed,
    fieldIds: { content: `${id}-content`, recipientIds: `${id}-recipients`, files: `${id}-files` },
    send: async (body) => {
      const added = await addResponse({
        noteId,
        body: { content: body.content, files: body.files, recipientIds: body.recipientIds },
      });
      if (added.ok) onAdded();
      return added.ok;
    },
  });
  const { bind } = form;

  useEffect(() => {
    formRef.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus();
  }, [formRef]);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) {
          event.stopPropagation();
          onCancel();
        }
      }}
      aria-label="Skriv et svar"
      aria-busy={busy}
      css={{ marginTop: space(3), padding: space(4), background: colors.page, borderRadius: radius }}
    >
      <ErrorSummary errors={summary} />
      <TextAreaField id={`${id}-content`} label="Svar" rows={2} readOnly={busy} {...bind('content')} />
      {recipients.length > 0 && (
        <RecipientsField
          id={`${id}-recipients`}
          users={recipients}
          hint="De valgte får en email om svaret."
          {...bind('recipientIds')}
        />
      )}
      <FilePicker
        id={`${id}-files`}
        label="Filer til svaret"
        hint="Højst 25 MB pr. fil."
        files={picked.files}
        onAdd={picked.add}
        onRemove={picked.remove}
        error={filesFieldError}
        disabled={busy}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        <Button type="submit" loading={busy}>
          Tilføj svar
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Annuller
        </Button>
      </div>
    </form>
  );
}
