import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import {
  distinctValues,
  isUnfiltered,
  locationInput,
  locationsOf,
  noFilters,
  visibleEquipment,
} from './equipment-list';

const row = (id: string, make: string, model: string, extra: Partial<Equipment> = {}): Equipment => ({
  id,
  name: `${make} ${model}`,
  make,
  model,
  equipmentId: `SN-${id}`,
  category: 'Maskine',
  locationId: 'l1',
  locationName: 'Værksted',
  standby: false,
  archived: false,
  status: 'ACTIVE',
  ...extra,
});

const rows = [
  row('1', 'Makita', 'DHP482'),
  row('2', 'Bosch', 'GSR 18V', { category: 'Håndværktøj', locationId: 'l2', locationName: 'Lager' }),
  row('3', 'Atlas Copco', 'GA 11', { standby: true, status: 'STANDBY' }),
  row('4', 'Kärcher', 'HD 5/15', { archived: true, status: 'ARCHIVED', equipmentId: 'KAR-77' }),
];
const ids = (list: Equipment[]) => list.map((e) => e.id);

describe('visibleEquipment', () => {
  it('hides deleted equipment unless the status filter picks it, sorted by make and model', () => {
    expect(ids(visibleEquipment(rows, noFilters))).toEqual(['3', '2', '1']);
    expect(ids(visibleEquipment(rows, { ...noFilters, status: 'ARCHIVED' }))).toEqual(['4']);
    expect(ids(visibleEquipment(rows, { ...noFilters, status: 'ALL' }))).toHaveLength(4);
    expect(ids(visibleEquipment(rows, { ...noFilters, status: 'STANDBY' }))).toEqual(['3']);
  });

  it('filters by category (case aside) and location', () => {
    expect(ids(visibleEquipment(rows, { ...noFilters, category: 'håndværktøj' }))).toEqual(['2']);
    expect(ids(visibleEquipment(rows, { ...noFilters, locationId: 'l1' }))).toEqual(['3', '1']);
  });

  it('searches make, model and identification number from 2 characters', () => {
    expect(visibleEquipment(rows, { ...noFilters, query: 'makta' })[0].id).toBe('1');
    expect(visibleEquipment(rows, { ...noFilters, query: 'GSR' })[0].id).toBe('2');
    expect(visibleEquipment(rows, { ...noFilters, query: 'SN-3' })[0].id).toBe('3');
    expect(visibleEquipment(rows, { ...noFilters, query: 'KAR-77', status: 'ALL' })[0].id).toBe('4');
    expect(ids(visibleEquipment(rows, { ...noFilters, query: 'B' }))).toEqual(['3', '2', '1']);
  });

  it('lists only the close matches, not every make that shares a letter', () => {
    expect(ids(visibleEquipment(rows, { ...noFilters, query: 'makita' }))).toEqual(['1']);
    expect(ids(visibleEquipment(rows, { ...noFilters, query: 'karcher', status: 'ALL' }))).toEqual(['4']);
  });
});

describe('distinctValues', () => {
  it('keeps each value once, in Danish order', () => {
    expect(distinctValues(['Maskine', 'maskine ', 'Øvrigt', '', null, 'Elektronik', 'Ål'])).toEqual([
      'Elektronik',
      'Maskine',
      'Øvrigt',
      'Ål',
    ]);
  });
});

describe('locationsOf', () => {
  it('lists the locations in use once each', () => {
    expect(locationsOf(rows)).toEqual([
      { id: 'l2', name: 'Lager' },
      { id: 'l1', name: 'Værksted' },
    ]);
  });
});

describe('locationInput', () => {
  const locations = [{ id: 'l1', name: 'Værksted' }];
  it('uses an existing location when the typed name matches it, case aside', () => {
    expect(locationInput(' værksted ', locations)).toEqual({ locationId: 'l1' });
  });
  it('sends a new name otherwise', () => {
    expect(locationInput('Varksted', locations)).toEqual({ locationName: 'Varksted' });
    expect(locationInput('', locations)).toEqual({ locationName: '' });
  });
});

describe('isUnfiltered', () => {
  it('ignores a blank search', () => {
    expect(isUnfiltered({ ...noFilters, query: '  ' })).toBe(true);
    expect(isUnfiltered({ ...noFilters, status: 'ARCHIVED' })).toBe(false);
  });
});
