import { StaleVersionError } from '../shared/versions';
import type { CompanyState } from './decider';
import { mergeCompanyPatch } from './merge';

/** A company patch merged three-way (decision 130): given the company then and now, when a patch comes with the version it read. */
const then: CompanyState = {
  id: 'c1',
  name: 'Åbergs VVS',
  vatNumber: '12345678',
  address: 'Havnegade 1',
  city: 'Aarhus',
  mfa: { active: false, method: 'email' },
  subscription: 'FREE',
  subscriptionEndDate: null,
  subscriptionCancelled: false,
  onboarding: true,
  createdBy: 'anne',
  holidays: false,
  faultReports: false,
};
const info = { id: 'c1', name: then.name, vatNumber: then.vatNumber, address: then.address, city: then.city };

describe('a company patch merged three-way', () => {
  it('my new name and someone else’s new address: both kept', () => {
    const now = { ...then, address: 'Strandvejen 2' };
    expect(mergeCompanyPatch({ ...info, name: 'Åberg & Søn VVS' }, then, now, 5)).toEqual({
      ...info,
      name: 'Åberg & Søn VVS',
      address: 'Strandvejen 2',
    });
  });

  it('nothing of mine changed: nothing to write, someone else’s change stays', () => {
    expect(mergeCompanyPatch(info, then, { ...then, city: 'Odense' }, 5)).toBeNull();
  });

  it('both changed the city differently: STALE_VERSION with the city now and the version now', () => {
    let caught: unknown;
    try {
      mergeCompanyPatch({ ...info, city: 'Aalborg' }, then, { ...then, city: 'Odense' }, 5);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StaleVersionError);
    expect(caught).toMatchObject({
      code: 'STALE_VERSION',
      current: { city: 'Odense' },
      version: 5,
      message: 'Virksomhedens oplysninger er ændret af en anden, mens du redigerede. Vælg, hvad der skal gælde.',
    });
  });

  it('a setting is one field: turned on by me, or already on by someone else', () => {
    expect(mergeCompanyPatch({ id: 'c1', holidays: true }, then, then, 5)).toEqual({ id: 'c1', holidays: true });
    expect(mergeCompanyPatch({ id: 'c1', holidays: true }, then, { ...then, holidays: true }, 5)).toBeNull();
    expect(mergeCompanyPatch({ id: 'c1', mfa: { active: false, method: 'email' } }, then, then, 5)).toBeNull();
    expect(mergeCompanyPatch({ id: 'c1', faultReports: false }, then, { ...then, faultReports: true }, 5)).toBeNull();
  });
});
