import { namesVersionChanges } from './inventory-names';

/** The names' version moves with the commits that change what lists show of equipment and locations (decision 070 "Names checked against a version"). */
const equipment = (over: Record<string, unknown> = {}) => ({
  id: 'e1',
  companyId: 'c1',
  name: 'Grundfos CR 10',
  externalId: 'SN-1',
  locationId: 'l1',
  archived: false,
  standby: false,
  taskIds: [],
  ...over,
});
const location = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  companyId: 'c1',
  name: 'Kælder',
  deleted: false,
  equipmentIds: [],
  taskIds: [],
  ...over,
});
const bump = [{ pk: 'Counts#c1', sk: 'NAMES#version', add: { namesVersion: 1 } }];

describe('namesVersionChanges', () => {
  it('given no equipment or location, when one is created, then the version moves', () => {
    expect(namesVersionChanges([{ streamType: 'Equipment', before: null, after: equipment() }])).toEqual(bump);
    expect(namesVersionChanges([{ streamType: 'Location', before: null, after: location() }])).toEqual(bump);
  });

  it('given equipment, when its name, number or place changes or it is deleted, then the version moves', () => {
    for (const change of [
      { name: 'Grundfos CR 20' },
      { externalId: 'SN-2' },
      { locationId: 'l2' },
      { archived: true },
    ]) {
      expect(namesVersionChanges([{ streamType: 'Equipment', before: equipment(), after: equipment(change) }])).toEqual(
        bump,
      );
    }
  });

  it('given a location, when it is renamed or deleted, then the version moves', () => {
    expect(
      namesVersionChanges([{ streamType: 'Location', before: location(), after: location({ name: 'Loft' }) }]),
    ).toEqual(bump);
    expect(
      namesVersionChanges([{ streamType: 'Location', before: location(), after: location({ deleted: true }) }]),
    ).toEqual(bump);
  });

  it('given equipment or a location, when only what lists do not name changes (standby, its tasks, its equipment), then nothing', () => {
    expect(
      namesVersionChanges([
        { streamType: 'Equipment', before: equipment(), after: equipment({ standby: true, taskIds: ['t1'] }) },
      ]),
    ).toEqual([]);
    expect(
      namesVersionChanges([
        { streamType: 'Location', before: location(), after: location({ equipmentIds: ['e2'], taskIds: ['t1'] }) },
      ]),
    ).toEqual([]);
    expect(namesVersionChanges([{ streamType: 'Task', before: null, after: { id: 't1', companyId: 'c1' } }])).toEqual(
      [],
    );
  });

  it('given several changes of one company in a transaction (new equipment at a new location), then the version moves a step for each, as a rebuild replaying them one by one does', () => {
    expect(
      namesVersionChanges([
        { streamType: 'Location', before: null, after: location() },
        { streamType: 'Equipment', before: null, after: equipment() },
      ]),
    ).toEqual([{ ...bump[0], add: { namesVersion: 2 } }]);
  });
});
