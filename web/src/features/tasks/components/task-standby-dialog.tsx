import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatDate } from '#domain/shared/time';
import { useSetTaskStandby } from '../api/set-task-standby';
import type { TaskDetail } from '../../../lib/tasks/types';
import { reactivationDeadline } from '../../../lib/calendar';
import { deadlineProblem } from '../utils/task-detail';
import { DeadlinePicker } from '../../../components/form/deadline-picker';

interface Props {
  open: boolean;
  task: TaskDetail;
  companyId: string;
  onClose: () => void;
}

const FORM_ID = 'reactivate-task-form';

/**
 * 'Genaktivér' (spec 001 §4): a task back from standby needs a new future deadline, by default
 * today if the old one is past, else the old one; routines only on weekdays. The toasts come from
 * useSetTaskStandby.
 */
export function TaskStandbyDialog({ open, task, companyId, onClose }: Props) {
  const { trigger: setStandby, pending } = useSetTaskStandby(companyId);
  const weekdaysOnly = task.type === 'CYCLICAL';
  const [deadline, setDeadline] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);

  // The default is worked out when the dialog opens, from the clock at that moment.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDeadline(reactivationDeadline(task.deadline, new Date(), weekdaysOnly));
      setTried(false);
    }
  }

  const problem = tried ? deadlineProblem(deadline, new Date()) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    if (deadlineProblem(deadline, new Date()) || !deadline) return;
    // Closed either way: the outcome is a toast, which must not sit behind the dialog.
    await setStandby({ id: task.id, standby: false, deadline, version: task.version });
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Genaktivér opgaven"
      onClose={pending ? () => undefined : onClose}
      actions={
        <>
          <Button type="submit" form={FORM_ID} loading={pending}>
            Genaktivér opgave
          </Button>
          <Button variant="secondary" disabled={pending} onClick={onClose}>
            Annuller
          </Button>
        </>
      }
    >
      <p>
        <strong>{task.title}</strong> sendes igen til den ansvarlige, når den skal udføres. Vælg en ny deadline
        {new Date(task.deadline) > new Date() ? '' : ` (den gamle, ${formatDate(task.deadline)}, er passeret)`}.
      </p>
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <DeadlinePicker
          id="reactivate-deadline"
          label="Ny deadline"
          value={deadline}
          onChange={setDeadline}
          weekdaysOnly={weekdaysOnly}
          error={problem}
          disabled={pending}
        />
      </form>
    </Modal>
  );
}
