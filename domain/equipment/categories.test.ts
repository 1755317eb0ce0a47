import type * as z from 'zod';
import { fieldErrors } from '../shared/fields';
import { DEFAULT_CATEGORIES, categoryIcon, categoryOptions } from './categories';
import { displayName, equipmentSchema, equipmentStandbySchema, equipmentUpdateSchema } from './schemas';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('categories (spec 001 §5, §9)', () => {
  it('offers the four defaults in Danish order', () => {
    expect(categoryOptions([])).toEqual(['Elektronik', 'Håndværktøj', 'Maskine', 'Strukturel']);
    expect(DEFAULT_CATEGORIES).toHaveLength(4);
  });

  it('adds the ones in use once each, ignoring case and spaces, sorted with æ, ø, å last', () => {
    expect(categoryOptions(['Åreknuder', ' maskine ', 'Køretøj', 'køretøj', '', '  ', 'Zebra', 'Ølkasser'])).toEqual([
      'Elektronik',
      'Håndværktøj',
      'Køretøj',
      'Maskine',
      'Strukturel',
      'Zebra',
      'Ølkasser',
      'Åreknuder',
    ]);
  });

  it('picks an icon by category name, case-insensitively, with prefixes for måle- and sikkerhed-', () => {
    expect(categoryIcon('Køretøj')).toBe('vehicle');
    expect(categoryIcon('KØRETØJER')).toBe('vehicle');
    expect(categoryIcon(' maskiner ')).toBe('machine');
    expect(categoryIcon('Håndværktøj')).toBe('handTool');
    expect(categoryIcon('strukturel')).toBe('structure');
    expect(categoryIcon('Elektronik')).toBe('electronics');
    expect(categoryIcon('Måleudstyr')).toBe('measuring');
    expect(categoryIcon('Sikkerhedsudstyr')).toBe('safety');
    expect(categoryIcon('Kaffemaskine')).toBe('other');
    expect(categoryIcon('')).toBe('other');
  });
});

describe('equipment schema (spec 001 §5)', () => {
  const valid = {
    make: 'Bosch',
    model: 'GSR 18V',
    equipmentId: 'SN-1001',
    category: 'Håndværktøj',
    locationName: 'Værksted',
  };

  it('gives every required field its Danish message at once, the location included', () => {
    expect(errorsOf(equipmentSchema, {})).toEqual({
      make: 'Indtast et mærke',
      model: 'Indtast en model',
      equipmentId: 'Indtast et identifikationsnummer',
      category: 'Vælg eller indtast en kategori',
      locationName: 'Vælg eller indtast en lokation',
    });
    expect(
      errorsOf(equipmentSchema, {
        make: ' ',
        model: '',
        equipmentId: '  ',
        category: ' ',
        locationId: ' ',
        locationName: '',
      }),
    ).toEqual({
      make: 'Indtast et mærke',
      model: 'Indtast en model',
      equipmentId: 'Indtast et identifikationsnummer',
      category: 'Vælg eller indtast en kategori',
      locationName: 'Vælg eller indtast en lokation',
    });
  });

  it('takes the location as an existing id or a new name (either one)', () => {
    const byId = equipmentSchema.parse({ ...valid, locationName: undefined, locationId: 'l1' });
    expect([byId.locationId, byId.locationName]).toEqual(['l1', undefined]);
    const byName = equipmentSchema.parse(valid);
    expect([byName.locationId, byName.locationName]).toEqual([undefined, 'Værksted']);
    expect(errorsOf(equipmentSchema, { ...valid, locationName: '   ' })).toEqual({
      locationName: 'Vælg eller indtast en lokation',
    });
  });

  it('trims text and drops a blank name', () => {
    expect(equipmentSchema.parse({ ...valid, name: '  ', make: ' Bosch ' })).toEqual({
      ...valid,
      name: undefined,
      locationId: undefined,
      make: 'Bosch',
    });
    expect(equipmentSchema.parse({ ...valid, name: ' Boremaskine 3 ' }).name).toBe('Boremaskine 3');
  });

  it('limits lengths with a Danish message', () => {
    expect(errorsOf(equipmentSchema, { ...valid, make: 'x'.repeat(101), category: 'y'.repeat(61) })).toEqual({
      make: 'Må højst være 100 tegn',
      category: 'Må højst være 60 tegn',
    });
  });

  it('a non-object gets a message, not a crash', () => {
    expect(Object.keys(errorsOf(equipmentSchema, null)).length).toBeGreaterThan(0);
    expect(Object.keys(errorsOf(equipmentSchema, 'Bosch')).length).toBeGreaterThan(0);
  });

  it('an edit names the equipment as well', () => {
    expect(errorsOf(equipmentUpdateSchema, valid)).toEqual({ id: 'Vælg et udstyr' });
    expect(equipmentUpdateSchema.parse({ ...valid, id: 'e1' })).toMatchObject({ id: 'e1', make: 'Bosch' });
  });

  it('standby needs a yes or no, and new deadlines are dates', () => {
    expect(errorsOf(equipmentStandbySchema, { id: 'e1', standby: 'ja' })).toEqual({
      standby: 'Angiv standby som sand eller falsk',
    });
    expect(errorsOf(equipmentStandbySchema, { id: 'e1', standby: false, newDeadlines: { t1: 'i morgen' } })).toEqual({
      'newDeadlines.t1': 'Angiv en gyldig dato',
    });
    expect(
      equipmentStandbySchema.parse({ id: 'e1', standby: false, newDeadlines: { t1: '2026-12-01T00:00:00.000+01:00' } })
        .standby,
    ).toBe(false);
  });

  it('shows make and model for equipment without a name of its own', () => {
    expect(displayName({ make: 'Bosch', model: 'GSR 18V' })).toBe('Bosch GSR 18V');
    expect(displayName({ name: 'Boremaskine', make: 'Bosch', model: 'GSR 18V' })).toBe('Boremaskine');
  });
});
