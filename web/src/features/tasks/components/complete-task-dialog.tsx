import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { completeTaskSchema } from '#domain/task/schemas';
import { formatDate } from '#domain/shared/time';
import { FilePicker } from '../../../components/files/file-picker';
import { ErrorSummary } from '../../../components/form/error-summary';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { blocksSubmit, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { usePickedFiles } from '../../../lib/files/use-picked-files';
import type { FormError } from '../../../lib/form/form-error';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useSession } from '../../../lib/session';
import type { TaskDetail } from '../../../lib/tasks/types';
import { apiKey } from '../../../lib/api';
import { notify } from '../../../lib/notifications';
import { isOffline } from '../../../lib/offline/status';
import { QUEUED_HEADING, QUEUED_TEXT } from '../../../lib/offline/texts';
import { useCompleteTask, type CompletionResult, type FollowUpInput } from '../api/complete-task';
import { usePhotoAnswers } from '../hooks/use-photo-answers';
import {
  answerInputId,
  answerInputs,
  answerProblems,
  currentFindings,
  followUpDrafts,
  followUpInputId,
  followUpInputs,
  followUpPeople,
  followUpProblems,
  serverProblems,
  type AnswerDrafts,
  type FollowUpDrafts,
  type ServerProblems,
} from '../../../lib/tasks/checklist-answers';
import { newCompletionId } from '../utils/checklist-form';
import { completionNote, filesNeedText } from '../utils/task-detail';
import { ChecklistAnswerFields } from '../../../components/checklist/checklist-answer-fields';
import { FollowUpFields } from './follow-up-fields';

interface Props {
  open: boolean;
  task: TaskDetail;
  companyId: string;
  onClose: () => void;
  /** After the task is done: the completion's answer and the follow-ups asked for. */
  onCompleted?: (result: CompletionResult, asked: FollowUpInput[]) => void;
}

const FAILED = 'Opgaven kunne ikke udføres';
const FORM_ID = 'complete-task-form';

/** The schema reads the note with the task's id and the names of the files picked beside the form. */
const toInput = (values: { content: string }, { taskId, files }: { taskId: string; files: readonly PickedFile[] }) => ({
  id: taskId,
  note: { content: values.content, files: files.map((file) => file.file.name) },
});

const noteFieldIds: Record<string, string> = { content: 'complete-note', 'note.files': 'complete-files' };
const noServerProblems: ServerProblems = { answers: {}, followUps: {} };

/**
 * 'Udfør opgave' (decisions.md "Completing a task"): the task's checklist, answered item by item,
 * with a follow-up proposed for each finding (decision 165); an optional note (more than 1
 * character when written, completeTaskSchema) and files, uploaded first; then the task is marked
 * done. Required items block with the error summary. Each opening starts afresh: the form is
 * cleared whenever the dialog closes. Offline, or when the network fails on the way, the
 * completion goes into the outbox with the time it was done and its files as blobs (decision 170).
 */
export function CompleteTaskDialog({ open, task, companyId, onClose, onCompleted }: Props) {
  const { trigger: complete } = useCompleteTask(companyId);
  const picked = usePickedFiles(companyId, FAILED);
  const photos = usePhotoAnswers(companyId, FAILED);
  const { user } = useSession();
  const checklist = useMemo(() => task.checklist ?? [], [task.checklist]);
  const { form, values, bind, errorFor, errors, submit, revalidate, setFormError, reset } = useSchemaForm({
    schema: completeTaskSchema,
    defaultValues: { content: '' },
    context: { taskId: task.id, files: picked.files },
    toInput,
    fieldOf: { 'note.content': 'content' },
    extraFields: ['note.files'],
  });
  const { isSubmitted, isSubmitting: busy } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const [followDrafts, setFollowDrafts] = useState<FollowUpDrafts>({});
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<ServerProblems>(noServerProblems);
  // One id per completion: a retry after a refusal names the same completion (decision 165).
  const [completionId, setCompletionId] = useState(newCompletionId);

  // A follow-up goes to the completer or an admin (decision 165): GET /api/user/admins names them to anyone.
  const admins = useSWR<{ admins: { id: string; name: string }[] }>(
    open && checklist.length > 0 ? apiKey('user/admins', { companyId }) : null,
  );
  const completer = { id: user?.id ?? '', name: user?.name ?? 'Dig' };
  const peopleChoices = followUpPeople(
    completer,
    admins.data?.admins.map((person) => ({ ...person, role: { type: 'ADMIN' } })),
  );

  const found = useMemo(() => currentFindings(checklist, drafts), [checklist, drafts]);
  const follow = followUpDrafts(found, followDrafts, completer.id);
  const inputs = answerInputs(checklist, drafts, photos.names);
  const answerErrors = { ...server.answers, ...(tried ? answerProblems(checklist, inputs) : {}) };
  const followErrors = { ...server.followUps, ...(tried ? followUpProblems(found, follow, task.type) : {}) };
  const wholeError = answerErrors[''] ?? server.form;

  // The schema counts the files: its messages follow the picked files as they follow the text.
  const filesChanged = useEffectEvent(() => void revalidate());
  useEffect(() => filesChanged(), [picked.files]);

  const close = () => {
    reset({ content: '' });
    picked.reset();
    photos.reset();
    setDrafts({});
    setFollowDrafts({});
    setTried(false);
    setServer(noServerProblems);
    setCompletionId(newCompletionId());
    onClose();
  };

  const dropServer = (itemId: string) =>
    setServer((now) => {
      if (!(itemId in now.answers) && !(itemId in now.followUps) && !now.form) return now;
      const answers = { ...now.answers };
      const followUps = { ...now.followUps };
      delete answers[itemId];
      delete followUps[itemId];
      return { answers, followUps };
    });

  // The schema lets files without text pass; the server does not, so that is said under the note too.
  const contentError =
    errorFor('content') ?? (isSubmitted ? filesNeedText(values.content, picked.files.length) : undefined);
  const filesFieldError = filesError(picked.files) ?? errorFor('note.files');

  const focusProblem = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /** Into the outbox: the answers and files as they are (keys of files uploaded already kept). */
  const queue = async (uploaded: { note?: string[]; photos?: Record<string, string[]> } = {}) => {
    if (!user) return;
    const { queueCompletion } = await import('../../../lib/offline/queue');
    const result = await queueCompletion({
      id: completionId,
      companyId,
      userId: user.id,
      task,
      content: values.content,
      answers: checklist.length > 0 ? answerInputs(checklist, drafts, photos.names) : undefined,
      followUps: checklist.length > 0 ? followUpInputs(found, follow) : undefined,
      files: [
        ...picked.files.map((file, index) => ({ file: file.file, key: file.key ?? uploaded.note?.[index] })),
        ...Object.entries(photos.files).flatMap(([itemId, list]) =>
          list.map((file, index) => ({ file: file.file, itemId, key: file.key ?? uploaded.photos?.[itemId]?.[index] })),
        ),
      ],
    });
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    notify('dashboard', { heading: QUEUED_HEADING, text: `${task.title}: ${QUEUED_TEXT}` });
    close();
  };

  const save = async () => {
    const blocked =
      Object.keys(answerProblems(checklist, inputs)).length > 0 ||
      Object.keys(followUpProblems(found, follow, task.type)).length > 0 ||
      Object.values(photos.files).some(blocksSubmit);
    if (blocked || filesNeedText(values.content, picked.files.length) || blocksSubmit(picked.files)) {
      if (!blocked) focusProblem();
      return;
    }
    if (isOffline()) return queue();
    let keys: string[] = [];
    if (picked.files.length > 0) {
      const uploaded = await picked.uploadAll();
      if (!uploaded.ok) return isOffline() ? queue() : undefined;
      keys = uploaded.keys;
    }
    const uploadedPhotos = await photos.uploadAll();
    if (!uploadedPhotos.ok) return isOffline() ? queue({ note: keys }) : undefined;
    const followUps = followUpInputs(found, follow);
    const result = await complete({
      id: task.id,
      note: completionNote(values.content, keys),
      version: task.version,
      deadline: task.deadline,
      // Always the client's id: a try whose answer is lost, queued and sent again, is known as this one.
      completionId,
      ...(checklist.length > 0 ? { answers: answerInputs(checklist, drafts, uploadedPhotos.keys), followUps } : {}),
    });
    if (result.ok) {
      onCompleted?.(result.data, followUps);
      close();
      return;
    }
    const { body, status } = result.error;
    // The network went on the way: the completion waits in the outbox, its uploads kept.
    if (status === 0) return queue({ note: keys, photos: uploadedPhotos.keys });
    if (status === 400 && body.fields && checklist.length > 0) setServer(serverProblems(body.fields, body.message));
    else setFormError(body.message ?? 'Noget gik galt. Prøv igen.');
  };
  const onSubmit = (event: FormEvent) => {
    if (!busy) setTried(true);
    submit(save, busy, focusProblem)(event);
  };

  const labelOf = (itemId: string) => checklist.find((item) => item.id === itemId)?.label ?? '';
  const summary: FormError[] = [
    ...checklist.flatMap((item) =>
      answerErrors[item.id]
        ? [{ field: answerInputId(item.id), message: `${item.label}: ${answerErrors[item.id]}` }]
        : [],
    ),
    ...found.flatMap((finding) =>
      followErrors[finding.itemId]
        ? [
            {
              field: followUpInputId(finding.itemId),
              message: `Opfølgning på ${labelOf(finding.itemId)}: ${followErrors[finding.itemId]}`,
            },
          ]
        : [],
    ),
    ...(wholeError ? [{ message: wholeError }] : []),
    // The note's own messages, linked to its fields.
    ...errors.map((error) => ({ ...error, field: error.field && noteFieldIds[error.field] })),
  ];

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
      <ErrorSummary errors={summary} />
      <p>
        <strong>{task.title}</strong> med deadline {formatDate(task.deadline)} markeres som udført.{' '}
        {task.type === 'CYCLICAL' ? 'Derefter får opgaven sin næste deadline.' : 'Derefter er opgaven afsluttet.'}
      </p>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
        {checklist.length > 0 && (
          <>
            <ChecklistAnswerFields
              items={checklist}
              drafts={drafts}
              onChange={(itemId, draft) => {
                dropServer(itemId);
                setDrafts((now) => ({ ...now, [itemId]: draft }));
              }}
              photos={photos.files}
              onAddPhotos={(itemId, files) => {
                dropServer(itemId);
                photos.add(itemId, files);
              }}
              onRemovePhoto={photos.remove}
              problems={answerErrors}
              disabled={busy}
            />
            <FollowUpFields
              findings={found}
              drafts={follow}
              onChange={(itemId, draft) => {
                dropServer(itemId);
                setFollowDrafts((now) => ({ ...now, [itemId]: draft }));
              }}
              taskType={task.type}
              people={peopleChoices}
              problems={followErrors}
              disabled={busy}
            />
          </>
        )}
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
    </Modal>
  );
}
