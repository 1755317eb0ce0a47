import { useRef, useState, type FormEvent } from 'react';
import { completeTaskSchema } from '#domain/task/schemas';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '#domain/shared/time';
import { useZodForm } from '../../../lib/use-zod-form';
import { FilePicker } from '../../../components/files/file-picker';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import { blocksSubmit, filesError } from '../../../lib/files/picked-files';
import { useCompleteTask } from '../api/complete-task';
import type { TaskDetail } from '../../../lib/tasks/types';
import { completionNote, filesNeedText } from '../utils/task-detail';

interface Props {
  open: boolean;
  task: TaskDetail;
  companyId: string;
  onClose: () => void;
}

const FAILED = 'Opgaven kunne ikke udføres';
const FORM_ID = 'complete-task-form';

/**
 * 'Udfør opgave' (decisions.md "Completing a task"): an optional note (more than 1 character when
 * written, completeTaskSchema) and files, uploaded first; then the task is marked done.
 */
export function CompleteTaskDialog({ open, task, companyId, onClose }: Props) {
  const { trigger: complete, pending } = useCompleteTask(companyId);
  const picked = usePickedFiles(companyId, FAILED);
  const form = useZodForm({
    schema: completeTaskSchema,
    initial: { content: '' },
    toInput: (values: { content: string }) => ({
      id: task.id,
      note: { content: values.content, files: picked.files.map((file) => file.file.name) },
    }),
    fieldOf: { 'note.content': 'content' },
  });
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = uploading || pending;

  // A fresh form each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      form.set('content', '');
      form.clearErrors();
      picked.reset();
      setTried(false);
      setFailure(null);
    }
  }

  // The schema lets files without text pass; the server does not, so that is said under the note too.
  const contentError =
    form.errorFor('content') ?? (tried ? filesNeedText(form.values.content, picked.files.length) : undefined);
  const filesFieldError =
    filesError(picked.files) ?? form.errors.find((error) => error.field === 'note.files')?.message;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setTried(true);
    const valid = form.validate();
    if (!valid || filesNeedText(form.values.content, picked.files.length) || blocksSubmit(picked.files)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    let keys: string[] = [];
    if (picked.files.length > 0) {
      setUploading(true);
      const uploaded = await picked.uploadAll();
      setUploading(false);
      if (!uploaded.ok) return;
      keys = uploaded.keys;
    }
    const result = await complete({ id: task.id, note: completionNote(form.values.content, keys) });
    if (result.ok) onClose();
    else setFailure(result.error.body.message ?? 'Noget gik galt. Prøv igen.');
  };

  return (
    <Modal
      open={open}
      title="Udfør opgave"
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={busy}>
            Markér som udført
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        <strong>{task.title}</strong> med deadline {formatDate(task.deadline)} markeres som udført.{' '}
        {task.type === 'CYCLICAL' ? 'Derefter får opgaven sin næste deadline.' : 'Derefter er opgaven afsluttet.'}
      </p>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextAreaField
          id="complete-note"
          label="Note"
          hint="Valgfri. Noten og filerne gemmes under opgavens noter."
          rows={4}
          readOnly={busy}
          value={form.values.content}
          onChange={(value) => form.set('content', value)}
          error={contentError}
        />
        <FilePicker
          id="complete-files"
          label="Filer"
          hint="Valgfri. Højst 25 MB pr. fil. Skriv en note til filerne."
          files={picked.files}
          onAdd={picked.add}
          onRemove={picked.remove}
          error={filesFieldError}
          disabled={busy}
        />
      </form>
      {failure && <LoadError>{failure}</LoadError>}
    </Modal>
  );
}
