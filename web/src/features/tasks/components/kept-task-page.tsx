import { useState, type FormEvent } from 'react';
import { checklistItemKindLabels } from '#domain/checklist/checklist';
import { outboxStateText } from '#domain/offline/outbox';
import { formatDate, formatDateTime } from '#domain/shared/time';
import { taskTypeLabels } from '#domain/task/intervals';
import { FilePicker } from '../../../components/files/file-picker';
import { NEEDS_NETWORK } from '../../../components/offline/needs-network';
import { TextAreaField } from '../../../components/form/text-area-field';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { Detail, DetailList } from '../../../components/ui/detail-list';
import { DetailTitle } from '../../../components/ui/detail-title';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { addFiles, filesError, type PickedFile } from '../../../lib/files/picked-files';
import { notify } from '../../../lib/notifications';
import type { KeptTask } from '../../../lib/offline/device-store';
import { queueNote } from '../../../lib/offline/queue';
import { QUEUED_HEADING, QUEUED_TEXT } from '../../../lib/offline/texts';
import { useKept, useQueuedFor } from '../../../lib/offline/use-device';
import { colors, space } from '../../../lib/theme';
import { mayComplete, NOTE_TOO_SHORT } from '../utils/task-detail';
import { CompleteTaskDialog } from './complete-task-dialog';
import { TaskStatusBadge } from './task-status-badge';

interface Props {
  companyId: string;
  taskId: string;
  userId: string;
  admin: boolean;
  back: { to: string; label: string };
}

const sectionStyle = { maxWidth: '40rem', margin: `${space(6)} 0` } as const;

/**
 * A task's page without a network (decision 170): the task as the device kept it, with its
 * equipment, location, checklist and last completion; 'Udfør opgave' and 'Tilføj note' go into
 * the outbox. A task the device does not keep says the page needs the network.
 */
export function KeptTaskPage({ companyId, taskId, userId, admin, back }: Props) {
  const { kept, failed } = useKept(companyId, userId);
  const queuedFor = useQueuedFor(userId);
  const [completing, setCompleting] = useState(false);
  if (kept === undefined && !failed) return <Loading label="Henter opgaven fra telefonen…" />;
  const entry = kept?.tasks.find((candidate) => candidate.task.id === taskId);
  if (!entry) {
    return (
      <>
        <BackLink to={back.to}>{back.label}</BackLink>
        <h1>{NEEDS_NETWORK}</h1>
        <p>Opgaven er ikke gemt på telefonen. Den vises, når du er online igen.</p>
      </>
    );
  }
  const { task } = entry;
  const queued = queuedFor(task.id);
  const waiting = queued.some((item) => item.state.kind === 'WAITING');
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <DetailTitle title={task.title} after={<TaskStatusBadge status={task.status} />} />
      <p css={{ maxWidth: '40rem', color: colors.muted }}>
        Du er offline. Opgaven vises, som den var, da den sidst blev hentet ({formatDateTime(kept!.updatedAt)}).
      </p>
      {queued.map((item) => (
        <p key={item.id} role="status" css={{ fontWeight: 600 }}>
          Udført {formatDateTime(item.kind === 'COMPLETION' ? item.doneAt : item.createdAt)}, i{' '}
          <TextLink to="/udbakke">udbakken</TextLink>: {outboxStateText(item.state)}
        </p>
      ))}
      <KeptDetails entry={entry} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3) }}>
        {!waiting && mayComplete(task, { id: userId, admin }) && (
          <Button onClick={() => setCompleting(true)}>Udfør opgave</Button>
        )}
      </div>
      <NoteForm companyId={companyId} userId={userId} task={task} />
      <CompleteTaskDialog open={completing} task={task} companyId={companyId} onClose={() => setCompleting(false)} />
    </>
  );
}

function KeptDetails({ entry }: { entry: KeptTask }) {
  const { task, equipment, location, lastCompletion } = entry;
  const checklist = task.checklist ?? [];
  return (
    <>
      <DetailList>
        <Detail term="Type">{taskTypeLabels[task.type]}</Detail>
        <Detail term="Deadline">{formatDate(task.deadline)}</Detail>
        <Detail term="Ansvarlig">{task.responsibleName}</Detail>
        {(equipment || task.equipmentName) && (
          <Detail term="Udstyr">
            {equipment?.name ?? task.equipmentName}
            {equipment && [equipment.make, equipment.model].filter(Boolean).length > 0 && (
              <> · {[equipment.make, equipment.model].filter(Boolean).join(' ')}</>
            )}
            {(equipment?.equipmentId ?? task.equipmentExternalId) && (
              <> · ID {equipment?.equipmentId ?? task.equipmentExternalId}</>
            )}
          </Detail>
        )}
        {(location || task.locationName) && <Detail term="Lokation">{location?.name ?? task.locationName}</Detail>}
        <Detail term="Sidst udført">
          {lastCompletion
            ? `${formatDate(lastCompletion.finishedOn)} af ${lastCompletion.completedBy.name} (${lastCompletion.lateness})`
            : 'Ikke udført før'}
        </Detail>
      </DetailList>
      {task.description && (
        <section css={sectionStyle} aria-labelledby="kept-description">
          <h2 id="kept-description">Beskrivelse</h2>
          <p css={{ whiteSpace: 'pre-wrap' }}>{task.description}</p>
        </section>
      )}
      {checklist.length > 0 && (
        <section css={sectionStyle} aria-labelledby="kept-checklist">
          <h2 id="kept-checklist">Tjekliste</h2>
          <ol css={{ paddingLeft: space(6), display: 'grid', gap: space(1) }}>
            {checklist.map((item) => (
              <li key={item.id}>
                {item.label}{' '}
                <span css={{ color: colors.muted }}>
                  ({checklistItemKindLabels[item.kind]}
                  {item.unit ? `, ${item.unit}` : ''}
                  {item.required === false ? ', valgfri' : ''})
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

let sequence = 0;
const newFileId = () => `offline-file-${(sequence += 1)}`;

/** 'Tilføj note' offline: the note and its files wait in the outbox. */
function NoteForm({ companyId, userId, task }: { companyId: string; userId: string; task: KeptTask['task'] }) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim().length < 2) {
      setError(NOTE_TOO_SHORT);
      return;
    }
    if (filesError(files)) return;
    setBusy(true);
    const result = await queueNote({ companyId, userId, task, content, files: files.map(({ file }) => ({ file })) });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setContent('');
    setFiles([]);
    setError(undefined);
    notify('dashboard', { heading: QUEUED_HEADING, text: `Noten til ${task.title}: ${QUEUED_TEXT}` });
  };
  return (
    <section css={sectionStyle} aria-labelledby="kept-note">
      <h2 id="kept-note">Tilføj note</h2>
      <form noValidate onSubmit={submit}>
        <TextAreaField
          id="kept-note-content"
          label="Ny note"
          hint="Noten sendes, når du er online igen."
          rows={3}
          value={content}
          onChange={setContent}
          error={error}
        />
        <FilePicker
          id="kept-note-files"
          label="Filer til noten"
          files={files}
          onAdd={(chosen) => setFiles((now) => addFiles(now, chosen, newFileId))}
          onRemove={(id) => setFiles((now) => now.filter((file) => file.id !== id))}
          error={filesError(files)}
          disabled={busy}
        />
        <Button type="submit" loading={busy}>
          Tilføj note
        </Button>
      </form>
    </section>
  );
}
