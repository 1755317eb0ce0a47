import { event, type DomainEvent } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { locationDecider } from './decider';
import { locationSchema, locationUpdateSchema } from './schemas';
import { fieldErrors } from '../shared/fields';

const now = new Date('2026-11-21T10:00:00.000Z');
const create = { type: 'CreateLocation' as const, locationId: 'l1', companyId: 'c1', name: 'Værksted', now };
const created = event('LocationCreated', {
  locationId: 'l1',
  companyId: 'c1',
  name: 'Værksted',
  createdAt: '2026-11-21T10:00:00.000Z',
});
const drillPlaced = event('LocationEquipmentAdded', { locationId: 'l1', equipmentId: 'e1' });
const sawPlaced = event('LocationEquipmentAdded', { locationId: 'l1', equipmentId: 'e2' });
const drillRemoved = event('LocationEquipmentRemoved', { locationId: 'l1', equipmentId: 'e1' });
const deleted = event('LocationDeleted', { locationId: 'l1' });

describe('location decider', () => {
  it('creates a location with its name and creation time', () => {
    spec(locationDecider).given([]).when(create).then([created]);
    expect(fold(locationDecider, [created])).toEqual({
      id: 'l1',
      companyId: 'c1',
      name: 'Værksted',
      createdAt: '2026-11-21T10:00:00.000Z',
      deleted: false,
      equipmentIds: [],
      taskIds: [],
      stickerCode: null,
    });
  });

  it('refuses to create the same location twice', () => {
    spec(locationDecider).given([created]).when(create).thenThrows('LOCATION_EXISTS');
  });

  it('gets a sticker code once; a deleted location gets none (decision 110)', () => {
    const assigned = event('LocationStickerAssigned', { locationId: 'l1', code: 'K7QMAXDR' });
    spec(locationDecider).given([created]).when({ type: 'AssignSticker', code: 'K7QMAXDR' }).then([assigned]);
    spec(locationDecider).given([created, assigned]).when({ type: 'AssignSticker', code: 'PPPPPPPP' }).then([]);
    spec(locationDecider)
      .given([created, deleted])
      .when({ type: 'AssignSticker', code: 'K7QMAXDR' })
      .thenThrows('LOCATION_NOT_FOUND');
  });

  it('renames, and a rename to the same name changes nothing', () => {
    spec(locationDecider)
      .given([created])
      .when({ type: 'RenameLocation', name: 'Lager' })
      .then([event('LocationRenamed', { locationId: 'l1', name: 'Lager' })]);
    spec(locationDecider).given([created]).when({ type: 'RenameLocation', name: 'Værksted' }).then([]);
  });

  it('places equipment once, and removes only equipment that is there', () => {
    spec(locationDecider).given([created]).when({ type: 'PlaceEquipment', equipmentId: 'e1' }).then([drillPlaced]);
    spec(locationDecider).given([created, drillPlaced]).when({ type: 'PlaceEquipment', equipmentId: 'e1' }).then([]);
    spec(locationDecider)
      .given([created, drillPlaced])
      .when({ type: 'RemoveEquipment', equipmentId: 'e1' })
      .then([drillRemoved]);
    spec(locationDecider).given([created]).when({ type: 'RemoveEquipment', equipmentId: 'e1' }).then([]);
  });

  it('is deleted when empty', () => {
    spec(locationDecider).given([created]).when({ type: 'DeleteLocation' }).then([deleted]);
    spec(locationDecider).given([created, drillPlaced, drillRemoved]).when({ type: 'DeleteLocation' }).then([deleted]);
  });

  it('refuses deletion while equipment is there, saying how much in Danish', () => {
    spec(locationDecider).given([created, drillPlaced]).when({ type: 'DeleteLocation' }).thenThrows('LOCATION_IN_USE');
    const messageWith = (events: DomainEvent[]) => {
      try {
        locationDecider.decide({ type: 'DeleteLocation' }, fold(locationDecider, events));
      } catch (error) {
        return [(error as { kind: string }).kind, (error as Error).message];
      }
      return null;
    };
    expect(messageWith([created, drillPlaced])).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 1 udstyr på den. Flyt eller slet udstyret først.',
    ]);
    expect(messageWith([created, drillPlaced, sawPlaced])).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 2 udstyr på den. Flyt eller slet udstyret først.',
    ]);
  });

  it('a deleted or unknown location answers LOCATION_NOT_FOUND to every command', () => {
    for (const command of [
      { type: 'RenameLocation' as const, name: 'Lager' },
      { type: 'DeleteLocation' as const },
      { type: 'PlaceEquipment' as const, equipmentId: 'e1' },
    ]) {
      spec(locationDecider).given([created, deleted]).when(command).thenThrows('LOCATION_NOT_FOUND');
      spec(locationDecider).given([]).when(command).thenThrows('LOCATION_NOT_FOUND');
    }
  });
});

describe('location schemas (spec 001 §5)', () => {
  const errorsOf = (schema: typeof locationSchema | typeof locationUpdateSchema, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? {} : fieldErrors(result.error);
  };

  it('needs a non-blank name, trimmed, at most 100 characters', () => {
    expect(locationSchema.parse({ name: '  Værksted ' })).toEqual({ name: 'Værksted' });
    expect(errorsOf(locationSchema, { name: '   ' })).toEqual({ name: 'Indtast et navn på lokationen' });
    expect(errorsOf(locationSchema, {})).toEqual({ name: 'Indtast et navn på lokationen' });
    expect(errorsOf(locationSchema, { name: 'x'.repeat(101) })).toEqual({ name: 'Må højst være 100 tegn' });
  });

  it('an edit names the location too', () => {
    expect(errorsOf(locationUpdateSchema, { name: 'Lager' })).toEqual({ id: 'Vælg en lokation' });
    expect(errorsOf(locationUpdateSchema, { id: '', name: 'Lager' })).toEqual({ id: 'Vælg en lokation' });
  });
});

describe('location decider: tasks placed at the location', () => {
  const created = event('LocationCreated', {
    locationId: 'l1',
    companyId: 'c1',
    name: 'Værksted',
    createdAt: '2026-11-21T10:00:00.000Z',
  });
  const taskAdded = event('LocationTaskAdded', { locationId: 'l1', taskId: 't1' });

  it('places a task once and refuses deletion while it is there', () => {
    spec(locationDecider).given([created]).when({ type: 'PlaceTask', taskId: 't1' }).then([taskAdded]);
    spec(locationDecider).given([created, taskAdded]).when({ type: 'PlaceTask', taskId: 't1' }).then([]);
    spec(locationDecider).given([created, taskAdded]).when({ type: 'DeleteLocation' }).thenThrows('LOCATION_IN_USE');
  });

  it('may be deleted once the task is removed', () => {
    const removed = event('LocationTaskRemoved', { locationId: 'l1', taskId: 't1' });
    spec(locationDecider).given([created, taskAdded]).when({ type: 'RemoveTask', taskId: 't1' }).then([removed]);
    spec(locationDecider)
      .given([created, taskAdded, removed])
      .when({ type: 'DeleteLocation' })
      .then([event('LocationDeleted', { locationId: 'l1' })]);
  });
});
