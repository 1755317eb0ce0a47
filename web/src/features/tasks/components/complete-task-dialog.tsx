import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { completeTaskSchema } from '#domain/task/schemas';
import { formatDate } from '#domain/shared/time';
import { FilePicker } from '../../../components/files/file-picker';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { blocksSubmit, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import type { TaskDetail } from '../../../lib/tasks/types';
import { useCompleteTask } from '../api/complete-task';
import { completionNote, filesNeedText } from '../utils/task-detail';

interface Props {
  open: boolean;
  task: TaskDetail;
  companyId: string;
  onClose: () => void;
}

const FAILED = 'Opgaven kunne ikke udføres';
const FORM_ID = 'complete-task-form';
const SERVER = 'root.server';

/** The schema reads the note with the task's id and the names of the files picked beside the form. */
const toInput = (values: { content: string }, { taskId, files }: { taskId: string; files: readonly PickedFile[] }) => ({
  id: taskId,
  note: { content: values.content, files: files.map((file) => file.file.name) },
});

/**
 * 'Udfør opgave' (decisions.md "Completing a task"): an optional note (more than 1 character when
 * written, completeTaskSchema) and files, uploaded first; then the task is marked done. Each
 * opening starts afresh: the form is cleared whenever the dialog closes.
 */
export function CompleteTaskDialog({ open, task, companyId, onClose }: Props) {
  const { trigger: complete } = useCompleteTask(companyId);
  const picked = usePickedFiles(companyId, FAILED);
  const { form, values, bind, errorFor, submit, revalidate, setFormError, reset } = useSchemaForm({
    schema: completeTaskSchema,
    defaultValues: { content: '' },
    context: { taskId: task.id, files: picked.files },
    toInput,
    fieldOf: { 'note.content': 'content' },
    extraFields: ['note.files'],
  });
  const { isSubmitted, isSubmitting: busy } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  // The schema counts the files: its messages follow the picked files as they follow the text.
  const filesChanged = useEffectEvent(() => void revalidate());
  useEffect(() => filesChanged(), [picked.files]);

  const close = () => {
    reset({ content: '' });
    picked.reset();
    onClose();
  };

  // The schema lets files without text pass; the server does not, so that is said under the note too.
  const contentError =
    errorFor('content') ?? (isSubmitted ? filesNeedText(values.content, picked.files.length) : undefined);
  const filesFieldError = filesError(picked.files) ?? errorFor('note.files');

  const focusProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = async () => {
    if (filesNeedText(values.content, picked.files.length) || blocksSubmit(picked.files)) {
      focusProblem();
      return;
    }
    let keys: string[] = [];
    if (picked.files.length > 0) {
      const uploaded = await picked.uploadAll();
      if (!uploaded.ok) return;
      keys = uploaded.keys;
    }
    const result = await complete({
      id: task.id,
      note: completionNote(values.content, keys),
      version: task.version,
      deadline: task.deadline,
    });
    if (result.ok) close();
    else setFormError(result.error.body.message ?? 'Noget gik galt. Prøv igen.');
  };
  const onSubmit = (event: FormEvent) => submit(save, busy, focusProblem)(event);

  return (
    <Modal
      open={open}
      title="Udfør opgave"
      onClose={busy ? () => undefined : close}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={busy}>
            Markér som udført
          </Button>
          <Button variant="secondary" disabled={busy} onClick={close}>
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
          {...bind('content')}
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
      {errorFor(SERVER) && <LoadError>{errorFor(SERVER)}</LoadError>}
    </Modal>
  );
}
