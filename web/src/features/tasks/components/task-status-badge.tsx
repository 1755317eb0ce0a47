import { taskStatusInfo, type TaskStatus } from '#domain/task/status';
import { Badge } from '../../../components/ui/badge';

/** A status's label and colour; an unknown status reads as Afventer. */
export const statusShown = (status: TaskStatus) => taskStatusInfo[status] ?? taskStatusInfo.ACTIVE;

/** Udføres (green), Forsinket (yellow), Afventer (blue), Standby and Udført (slate) (spec 001 §4). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const shown = statusShown(status);
  return <Badge color={shown.colour}>{shown.label}</Badge>;
}
