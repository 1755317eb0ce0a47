import { event } from '../../events/catalogue';
import { streamTypes } from '../../events/envelope';
import { equipmentDecider, type EquipmentState } from '../equipment/decider';
import { locationDecider, type LocationState } from '../location/decider';
import { taskDecider, type TaskState } from '../task/decider';
import { userDecider, type UserState } from '../user/decider';
import { fold } from './decider';
import { stateVersionOf, upcastState } from './stored-state';

// States as commits, heads and rows stored them before their streams' newest fields existed.
const oldUser = { id: 'u1', name: 'Anne Åberg', emailAddress: 'anne@firma.dk', roles: { c1: { type: 'ADMIN' } } };
const oldLocation = {
  id: 'l1',
  companyId: 'c1',
  name: 'Værksted',
  createdAt: '2026-11-21T10:00:00.000Z',
  deleted: false,
  equipmentIds: ['e1'],
};
const oldEquipment = {
  id: 'e1',
  companyId: 'c1',
  name: 'Pumpe',
  make: 'Grundfos',
  model: 'CR 10',
  externalId: 'GF-10',
  category: 'Maskine',
  locationId: 'l1',
  createdAt: '2026-11-21T10:00:00.000Z',
  standby: false,
  archived: false,
};
const oldTask = {
  id: 't1',
  companyId: 'c1',
  createdBy: 'u1',
  title: 'Eftersyn',
  description: 'Tjek filter.',
  type: 'CYCLICAL',
  interval: 'WEEKLY',
  notificationPeriod: 2,
  responsibleId: 'u1',
  responsibleName: 'Anne Åberg',
  target: { kind: 'EQUIPMENT', id: 'e1' },
  deadline: '2027-01-29T22:00:00.000Z',
  files: [],
  anchor: '2027-01-29T22:00:00.000Z',
  standby: false,
  equipmentStandby: false,
  completed: false,
  lastCompleted: null,
  deleted: false,
};

describe('stored state, versioned', () => {
  it('reads a state stored before versions (no stateVersion) in the current shape', () => {
    expect(upcastState('User', oldUser)).toEqual(oldUser);
    // What a location or an equipment held of others moved to its tally (decision 120).
    const { equipmentIds: _moved, ...location } = oldLocation;
    expect(upcastState('Location', oldLocation)).toEqual({ ...location, stickerCode: null });
    expect(upcastState('Equipment', { ...oldEquipment, taskIds: ['t1'] })).toEqual({
      ...oldEquipment,
      stickerCode: null,
    });
    // A task stored before counting from completion (decision 102) counts from the plan; a
    // company stored before the holiday setting (decision 100) has it off.
    expect(upcastState('Task', oldTask)).toEqual({
      ...oldTask,
      timeFacts: [],
      countFrom: 'PLAN',
      // One stored before checklists (decision 165) has none, and follows nothing up.
      checklist: [],
      followUpOf: null,
    });
  });

  it('keeps what an unversioned state already holds, but what moved to the tallies', () => {
    expect(upcastState('User', { ...oldUser, openTasks: { c1: 2 } })).toEqual(oldUser);
    expect(upcastState('Company', { id: 'c1', counts: { equipment: 1, locations: 1 } }, 3)).toEqual({ id: 'c1' });
    const task = {
      ...oldTask,
      timeFacts: ['2027-01-29T22:00:00.000Z|DUE'],
      countFrom: 'COMPLETION',
      checklist: [{ id: 'a', kind: 'CHECK', label: 'Lækager', required: true }],
      followUpOf: { taskId: 't0', title: 'Eftersyn', completionId: 'c0' },
    };
    expect(upcastState('Task', task)).toEqual(task);
  });

  it('leaves a state stored in the current version, and an empty stream, as they are', () => {
    for (const type of streamTypes) {
      const state = { id: 'x' };
      expect(upcastState(type, state, stateVersionOf(type))).toBe(state);
      expect(upcastState(type, null)).toBeNull();
    }
  });

  it('gives the deciders an old state they can decide and evolve on', () => {
    const location = upcastState<LocationState>('Location', oldLocation);
    expect(locationDecider.decide({ type: 'RenameLocation', name: 'Lager' }, location)).toEqual([
      event('LocationRenamed', { locationId: 'l1', name: 'Lager' }),
    ]);
    const equipment = upcastState<EquipmentState>('Equipment', oldEquipment);
    expect(
      fold(equipmentDecider, [event('EquipmentStandbyChanged', { equipmentId: 'e1', standby: true })], equipment),
    ).toMatchObject({ standby: true });
    const user = upcastState<UserState>('User', oldUser);
    expect(fold(userDecider, [event('UserLeftCompany', { userId: 'u1', companyId: 'c1' })], user)).toMatchObject({
      roles: {},
    });
    const task = upcastState<TaskState>('Task', oldTask);
    expect(
      taskDecider.decide({ type: 'RecordTimePassed', now: new Date('2027-01-28T10:00:00.000Z') }, task),
    ).toHaveLength(1);
  });
});
