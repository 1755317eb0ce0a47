/** Equipment states (spec 001 §4): Aktiv (blue), Standby (slate), Slettet (red, when archived). */
export type EquipmentStatus = 'ACTIVE' | 'STANDBY' | 'ARCHIVED';

export const equipmentStatuses: Record<EquipmentStatus, { label: string; colour: 'blue' | 'slate' | 'red' }> = {
  ACTIVE: { label: 'Aktiv', colour: 'blue' },
  STANDBY: { label: 'Standby', colour: 'slate' },
  ARCHIVED: { label: 'Slettet', colour: 'red' },
};

export const equipmentStatus = (equipment: { archived: boolean; standby: boolean }): EquipmentStatus =>
  equipment.archived ? 'ARCHIVED' : equipment.standby ? 'STANDBY' : 'ACTIVE';
