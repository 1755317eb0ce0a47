import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-state';
import { Modal } from '../../../components/ui/modal';
import { Loading } from '../../../components/ui/spinner';
import { formatDate } from '#domain/shared/time';
import { colors, space } from '../../../lib/theme';
import type { Task } from '../../../lib/tasks/types';
import { DeadlinePicker } from '../../../components/form/deadline-picker';
import type { SendResult } from '../../../lib/api';
import { standbyTexts, type NewDeadlines } from '../api/set-equipment-standby';
import { defaultReactivationDeadline, pastDeadlineIds } from '../utils/reactivation';

interface Props {
  open: boolean;
  /** 'make model' of the equipment. */
  name: string;
  /** Its tasks not completed; undefined while they are read. */
  tasks: readonly Task[] | undefined;
  /** Reading the tasks failed. */
  failed: boolean;
  busy: boolean;
  /** Reactivates with the picked deadlines; the dialog closes when that worked. */
  onConfirm: (newDeadlines: NewDeadlines) => Promise<SendResult<unknown>>;
  onClose: () => void;
}

const PAST = 'Vælg en deadline i fremtiden.';

/**
 * Reactivating equipment asks a new deadline for each of its tasks not completed (spec 001 §4):
 * the old deadline while it is ahead, else today; routines on weekdays only. The server refuses a
 * past deadline (DEADLINE_IN_PAST), and its message is shown here, where it can be fixed.
 */
export function ReactivateEquipmentDialog({ open, name, tasks, failed, busy, onConfirm, onClose }: Props) {
  const [picked, setPicked] = useState<NewDeadlines>({});
  const [pastIds, setPastIds] = useState<string[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const close = () => {
    setPicked({});
    setPastIds([]);
    setMessage(null);
    onClose();
  };
  const deadlineOf = (task: Task) => picked[task.id] ?? defaultReactivationDeadline(task, new Date());

  const confirm = async () => {
    const deadlines: NewDeadlines = Object.fromEntries((tasks ?? []).map((task) => [task.id, deadlineOf(task)]));
    const past = pastDeadlineIds(deadlines, new Date());
    setPastIds(past);
    if (past.length > 0) {
      setMessage(PAST);
      return;
    }
    const outcome = await onConfirm(deadlines);
    if (outcome.ok) close();
    else setMessage(outcome.error.body.message ?? standbyTexts.reactivate.failed);
  };

  return (
    <Modal
      open={open}
      title="Genaktivér udstyret"
      onClose={close}
      actions={
        <>
          <Button loading={busy} disabled={!tasks && !failed} onClick={confirm}>
            Genaktivér udstyr
          </Button>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        <strong>{name}</strong> og dets opgaver bliver aktive igen. Vælg en ny deadline for hver opgave.
      </p>
      {!tasks ? (
        failed ? (
          <LoadError>
            Kunne ikke hente opgaverne. Genaktiveres udstyret nu, beholder opgaverne deres deadlines.
          </LoadError>
        ) : (
          <Loading label="Henter opgaver…" />
        )
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(5) }}>
          {tasks.map((task) => (
            <li key={task.id} css={{ display: 'grid', gap: space(1) }}>
              <DeadlinePicker
                id={`new-deadline-${task.id}`}
                label={`Ny deadline for ${task.title}`}
                value={deadlineOf(task)}
                weekdaysOnly={task.type === 'CYCLICAL'}
                error={pastIds.includes(task.id) ? PAST : undefined}
                disabled={busy}
                onChange={(deadline) => {
                  setPicked((current) => ({ ...current, [task.id]: deadline }));
                  setPastIds((current) => current.filter((id) => id !== task.id));
                }}
              />
              <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>
                Tidligere deadline {formatDate(task.deadline)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* Next to the buttons, where it is seen after scrolling through the tasks. */}
      {message && (
        <p role="alert" css={{ color: colors.red.fg, fontWeight: 600, marginBottom: 0 }}>
          {message}
        </p>
      )}
    </Modal>
  );
}
