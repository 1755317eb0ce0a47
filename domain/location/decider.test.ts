import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { assertTakesItems, locationDecider } from './decider';
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

  const remove = (equipment: number, tasks: number) => ({ type: 'DeleteLocation' as const, equipment, tasks });

  it('is deleted when its tally holds nothing (decision 120)', () => {
    spec(locationDecider).given([created]).when(remove(0, 0)).then([deleted]);
    // What was placed there before the tally was appended to its stream, and is read as nothing now.
    spec(locationDecider).given([created, drillPlaced, drillRemoved]).when(remove(0, 0)).then([deleted]);
  });

  it('refuses deletion while equipment or tasks are there, saying how many in Danish', () => {
    spec(locationDecider).given([created]).when(remove(1, 0)).thenThrows('LOCATION_IN_USE');
    spec(locationDecider).given([created]).when(remove(0, 1)).thenThrows('LOCATION_IN_USE');
    const messageWith = (equipment: number, tasks: number) => {
      try {
        locationDecider.decide(remove(equipment, tasks), fold(locationDecider, [created]));
      } catch (error) {
        return [(error as { kind: string }).kind, (error as Error).message];
      }
      return null;
    };
    expect(messageWith(1, 0)).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 1 udstyr på den. Flyt eller slet udstyret først.',
    ]);
    expect(messageWith(2, 3)).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 2 udstyr på den. Flyt eller slet udstyret først.',
    ]);
    expect(messageWith(0, 1)).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 1 opgave på den. Slet opgaverne først.',
    ]);
    expect(messageWith(0, 4)).toEqual([
      'conflict',
      'Lokationen kan ikke slettes, fordi der er 4 opgaver på den. Slet opgaverne først.',
    ]);
  });

  it("takes equipment and tasks only while it is the company's and not deleted", () => {
    const codeOf = (run: () => void) => {
      try {
        run();
        return null;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(codeOf(() => assertTakesItems(fold(locationDecider, [created]), 'c1'))).toBeNull();
    expect(codeOf(() => assertTakesItems(fold(locationDecider, [created]), 'c2'))).toBe('LOCATION_NOT_FOUND');
    expect(codeOf(() => assertTakesItems(fold(locationDecider, [created, deleted]), 'c1'))).toBe('LOCATION_NOT_FOUND');
    expect(codeOf(() => assertTakesItems(null, 'c1'))).toBe('LOCATION_NOT_FOUND');
  });

  it('a deleted or unknown location answers LOCATION_NOT_FOUND to every command', () => {
    for (const command of [
      { type: 'RenameLocation' as const, name: 'Lager' },
      { type: 'DeleteLocation' as const, equipment: 0, tasks: 0 },
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
