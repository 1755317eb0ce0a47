import { equipmentStatuses, type EquipmentStatus } from '#domain/equipment/status';
import { Badge } from '../../../components/ui/badge';

/** Aktiv (blue), Standby (slate), Slettet (red) (spec 001 §4). */
export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  const shown = equipmentStatuses[status] ?? equipmentStatuses.ACTIVE;
  return <Badge color={shown.colour}>{shown.label}</Badge>;
}
