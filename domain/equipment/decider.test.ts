import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { assertTakesTasks, equipmentDecider, type EquipmentFields } from './decider';
import { equipmentStatus, equipmentStatuses } from './status';

const now = new Date('2026-11-21T10:00:00.000Z');
const fields: EquipmentFields = {
  name: 'Boremaskine',
  make: 'Bosch',
  model: 'GSR 18V',
  externalId: 'SN-1001',
  category: 'Håndværktøj',
  locationId: 'l1',
};
const create = { type: 'CreateEquipment' as const, equipmentId: 'e1', companyId: 'c1', fields, now };
const created = event('EquipmentCreated', {
  equipmentId: 'e1',
  companyId: 'c1',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...fields,
});
const archived = event('EquipmentArchived', { equipmentId: 'e1' });
const onStandby = event('EquipmentStandbyChanged', { equipmentId: 'e1', standby: true });

describe('equipment decider', () => {
  it('creates active equipment with its fields', () => {
    spec(equipmentDecider).given([]).when(create).then([created]);
    expect(fold(equipmentDecider, [created])).toEqual({
      id: 'e1',
      companyId: 'c1',
      createdAt: '2026-11-21T10:00:00.000Z',
      ...fields,
      standby: false,
      archived: false,
      stickerCode: null,
    });
  });

  it('refuses to create the same equipment twice', () => {
    spec(equipmentDecider).given([created]).when(create).thenThrows('EQUIPMENT_EXISTS');
  });

  it('updates changed fields, including a move to another location; an unchanged edit changes nothing', () => {
    const moved = { ...fields, model: 'GSR 18V-55', locationId: 'l2' };
    spec(equipmentDecider)
      .given([created])
      .when({ type: 'UpdateEquipment', fields: moved })
      .then([event('EquipmentUpdated', { equipmentId: 'e1', ...moved })]);
    spec(equipmentDecider)
      .given([created])
      .when({ type: 'UpdateEquipment', fields: { ...fields } })
      .then([]);
    const updated = fold(equipmentDecider, [created, event('EquipmentUpdated', { equipmentId: 'e1', ...moved })]);
    expect(updated).toMatchObject({
      id: 'e1',
      model: 'GSR 18V-55',
      locationId: 'l2',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('goes on standby and back; setting the same standby twice changes nothing', () => {
    spec(equipmentDecider).given([created]).when({ type: 'SetEquipmentStandby', standby: true }).then([onStandby]);
    spec(equipmentDecider).given([created, onStandby]).when({ type: 'SetEquipmentStandby', standby: true }).then([]);
    spec(equipmentDecider)
      .given([created, onStandby])
      .when({ type: 'SetEquipmentStandby', standby: false })
      .then([event('EquipmentStandbyChanged', { equipmentId: 'e1', standby: false })]);
    spec(equipmentDecider).given([created]).when({ type: 'SetEquipmentStandby', standby: false }).then([]);
  });

  it('is deleted by archiving, once; archived equipment cannot be edited, put on standby or archived again', () => {
    spec(equipmentDecider).given([created]).when({ type: 'ArchiveEquipment' }).then([archived]);
    spec(equipmentDecider)
      .given([created, archived])
      .when({ type: 'ArchiveEquipment' })
      .thenThrows('EQUIPMENT_ARCHIVED');
    spec(equipmentDecider)
      .given([created, archived])
      .when({ type: 'UpdateEquipment', fields: { ...fields, model: 'X' } })
      .thenThrows('EQUIPMENT_ARCHIVED');
    spec(equipmentDecider)
      .given([created, archived])
      .when({ type: 'SetEquipmentStandby', standby: true })
      .thenThrows('EQUIPMENT_ARCHIVED');
    // Even an edit that changes nothing is refused: a client editing deleted equipment learns so.
    spec(equipmentDecider)
      .given([created, archived])
      .when({ type: 'UpdateEquipment', fields })
      .thenThrows('EQUIPMENT_ARCHIVED');
  });

  it("takes tasks only while it is the company's and not deleted (its tasks are its tally, decision 120)", () => {
    const codeOf = (run: () => void) => {
      try {
        run();
        return null;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(codeOf(() => assertTakesTasks(fold(equipmentDecider, [created]), 'c1'))).toBeNull();
    expect(codeOf(() => assertTakesTasks(fold(equipmentDecider, [created]), 'c2'))).toBe('EQUIPMENT_NOT_FOUND');
    expect(codeOf(() => assertTakesTasks(fold(equipmentDecider, [created, archived]), 'c1'))).toBe(
      'EQUIPMENT_ARCHIVED',
    );
    expect(codeOf(() => assertTakesTasks(null, 'c1'))).toBe('EQUIPMENT_NOT_FOUND');
    // Its tasks appended to its stream before the tally are read as nothing.
    const legacy = [
      event('EquipmentTaskAdded', { equipmentId: 'e1', taskId: 't1' }),
      event('EquipmentTaskRemoved', { equipmentId: 'e1', taskId: 't1' }),
    ];
    expect(fold(equipmentDecider, [created, ...legacy])).toEqual(fold(equipmentDecider, [created]));
  });

  it('gets a sticker code once: printing again keeps it; deleted equipment gets none (decision 110)', () => {
    const assign = (code: string) => ({ type: 'AssignSticker' as const, code });
    const assigned = event('EquipmentStickerAssigned', { equipmentId: 'e1', code: 'K7QMAXDR' });
    spec(equipmentDecider).given([created]).when(assign('K7QMAXDR')).then([assigned]);
    spec(equipmentDecider).given([created, assigned]).when(assign('PPPPPPPP')).then([]);
    spec(equipmentDecider).given([created, archived]).when(assign('K7QMAXDR')).thenThrows('EQUIPMENT_ARCHIVED');
    expect(fold(equipmentDecider, [created, assigned])).toMatchObject({ stickerCode: 'K7QMAXDR' });
  });

  it('unknown equipment answers EQUIPMENT_NOT_FOUND', () => {
    spec(equipmentDecider).given([]).when({ type: 'ArchiveEquipment' }).thenThrows('EQUIPMENT_NOT_FOUND');
    spec(equipmentDecider).given([]).when({ type: 'UpdateEquipment', fields }).thenThrows('EQUIPMENT_NOT_FOUND');
  });
});

describe('equipment status (spec 001 §4)', () => {
  it('is Aktiv, Standby, or Slettet (red) once archived, whatever its standby', () => {
    expect(equipmentStatus(fold(equipmentDecider, [created])!)).toBe('ACTIVE');
    expect(equipmentStatus(fold(equipmentDecider, [created, onStandby])!)).toBe('STANDBY');
    expect(equipmentStatus(fold(equipmentDecider, [created, onStandby, archived])!)).toBe('ARCHIVED');
    expect(equipmentStatuses.ARCHIVED).toEqual({ label: 'Slettet', colour: 'red' });
    expect(equipmentStatuses.ACTIVE.label).toBe('Aktiv');
  });
});
