import { noteSchema } from '#domain/note/schemas';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup, type RadioOption } from '../../../components/form/radio-group';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { colors, radius, space } from '../../../lib/theme';
import { noteFailed, useCreateNote } from '../api/create-note';
import type { Recipient } from '../api/get-recipients';
import { subjectField, type NoteSubject } from '../api/types';
import { useComposer } from '../hooks/use-composer';
import { FilePicker } from '../../../components/files/file-picker';
import { RecipientsField } from './recipients-field';

const coreOptions: RadioOption<'YES' | 'NO'>[] = [
  { value: 'YES', label: 'Ja' },
  { value: 'NO', label: 'Nej' },
];

interface Props {
  subject: NoteSubject;
  /** Empty when recipients are not offered. */
  recipients: Recipient[];
}

/** 'Tilføj note': text, master note yes/no (default no), recipients and files (spec 001 §5). */
export function NoteForm({ subject, recipients }: Props) {
  const { trigger: createNote } = useCreateNote(subject);
  const { form, picked, busy, formRef, onSubmit, filesFieldError, summary } = useComposer({
    companyId: subject.companyId,
    schema: noteSchema,
    extra: { [subjectField[subject.kind]]: subject.id },
    failureHeading: noteFailed,
    send: async (body) => (await createNote(body)).ok,
    fieldIds: { content: 'note-content', recipientIds: 'note-recipients', files: 'note-files' },
  });
  const { bind } = form;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="note-form-title"
      aria-busy={busy}
      css={{
        padding: space(5),
        marginBottom: space(8),
        background: colors.surface,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
      }}
    >
      <h2 id="note-form-title" css={{ fontSize: '1.25rem', margin: `0 0 ${space(4)}` }}>
        Ny note
      </h2>
      <ErrorSummary errors={summary} />
      <TextAreaField id="note-content" label="Note" rows={4} readOnly={busy} {...bind('content')} />
      <RadioGroup
        id="note-core"
        legend="Stamnote"
        hint="En stamnote står altid øverst i listen."
        options={coreOptions}
        {...bind('core')}
      />
      {recipients.length > 0 && <RecipientsField id="note-recipients" users={recipients} {...bind('recipientIds')} />}
      <FilePicker
        id="note-files"
        label="Filer"
        files={picked.files}
        onAdd={picked.add}
        onRemove={picked.remove}
        error={filesFieldError}
        disabled={busy}
      />
      <Button type="submit" loading={busy}>
        Tilføj note
      </Button>
    </form>
  );
}
