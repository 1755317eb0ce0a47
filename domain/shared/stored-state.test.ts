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
    expect(upcastState('User', oldUser)).toEqual({ ...oldUser, openTasks: {} });
    expect(upcastState('Location', oldLocation)).toEqual({ ...oldLocation, taskIds: [], stickerCode: null });
    expect(upcastState('Equipment', oldEquipment)).toEqual({ ...oldEquipment, taskIds: [], stickerCode: null });
    // A task stored before counting from completion (decision 102) counts from the plan; a
    // company stored before the holiday setting (decision 100) has it off.
    expect(upcastState('Task', oldTask)).toEqual({ ...oldTask, timeFacts: [], countFrom: 'PLAN' });
  });

  it('keeps what an unversioned state already holds', () => {
    const user = { ...oldUser, openTasks: { c1: 2 } };
    expect(upcastState('User', user)).toEqual(user);
    const task = { ...oldTask, timeFacts: ['2027-01-29T22:00:00.000Z|DUE'], countFrom: 'COMPLETION' };
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
    expect(locationDecider.decide({ type: 'PlaceTask', taskId: 't1' }, location)).toEqual([
      event('LocationTaskAdded', { locationId: 'l1', taskId: 't1' }),
    ]);
    const equipment = upcastState<EquipmentState>('Equipment', oldEquipment);
    expect(
      fold(equipmentDecider, [event('EquipmentTaskAdded', { equipmentId: 'e1', taskId: 't1' })], equipment),
    ).toMatchObject({ taskIds: ['t1'] });
    const user = upcastState<UserState>('User', oldUser);
    expect(fold(userDecider, [event('UserLeftCompany', { userId: 'u1', companyId: 'c1' })], user)).toMatchObject({
      roles: {},
      openTasks: {},
    });
    const task = upcastState<TaskState>('Task', oldTask);
    expect(
      taskDecider.decide({ type: 'RecordTimePassed', now: new Date('2027-01-28T10:00:00.000Z') }, task),
    ).toHaveLength(1);
  });
});
