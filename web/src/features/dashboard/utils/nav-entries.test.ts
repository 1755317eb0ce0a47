import type { Company } from '../../../lib/company/types';
import { navEntries } from './nav-entries';

const labels = (...args: Parameters<typeof navEntries>) => navEntries(...args).map((entry) => entry.label);
const withEquipment = { counts: { equipment: 1 } } as unknown as Company;

describe('the sidebar (spec 001 §2)', () => {
  it.each(['ADMIN', 'SUPER_ADMIN'] as const)(
    "gives a %s 'Din oversigt' (their own tasks) right after 'Oversigt'",
    (role) => {
      const entries = navEntries(role, withEquipment);
      expect(labels(role, withEquipment).slice(0, 3)).toEqual(['Oversigt', 'Din oversigt', 'Lokationer']);
      expect(entries.find((entry) => entry.label === 'Din oversigt')?.to).toBe('user-dashboard');
    },
  );

  it("keeps the spec's order for admins, the extra pages after it", () => {
    expect(labels('SUPER_ADMIN', withEquipment)).toEqual([
      'Oversigt',
      'Din oversigt',
      'Lokationer',
      'Tilføj lokation',
      'Udstyr',
      'Tilføj udstyr',
      'Opgaver',
      'Tilføj opgave',
      'Opgavehistorik',
      'Lovpligtige eftersyn',
      'Brugere',
      'Invitér bruger',
      'Fejlmeldinger',
      'Aktivitet',
      'Backup',
      'Indstillinger',
      'Profil',
    ]);
    expect(labels('ADMIN', undefined)).not.toContain('Tilføj opgave');
    expect(labels('ADMIN', undefined)).not.toContain('Indstillinger');
  });

  it("gives admins 'Fejlmeldinger', the fault reports' page, and a USER not", () => {
    expect(navEntries('ADMIN', undefined).find((entry) => entry.label === 'Fejlmeldinger')?.to).toBe('fejlmeldinger');
    expect(labels('USER', withEquipment)).not.toContain('Fejlmeldinger');
  });

  it('gives a USER their own overview, the two lists and their own inspection duties', () => {
    expect(labels('USER', withEquipment)).toEqual([
      'Din oversigt',
      'Lokationer',
      'Udstyr',
      'Lovpligtige eftersyn',
      'Profil',
    ]);
  });
});
