import { taskStatusInfo, type TaskStatus } from '#domain/task/status';
import { Badge } from '../../../components/ui/badge';

/** Udføres (green), Forsinket (yellow), Afventer (blue), Standby and Udført (slate) (spec 001 §4). */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const shown = taskStatusInfo[status] ?? taskStatusInfo.ACTIVE;
  return <Badge color={shown.colour}>{shown.label}</Badge>;
}
