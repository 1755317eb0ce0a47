import { emptyText, intervalText, linkText, readStateFilter, stateColors } from './compliance-text';

describe('the compliance page’s words (decision 176)', () => {
  it('reads the status filter from the address; anything unknown is all', () => {
    expect(readStateFilter('OVERDUE')).toBe('OVERDUE');
    expect(readStateFilter('NEVER')).toBe('NEVER');
    expect(readStateFilter('overdue')).toBe('ALL');
    expect(readStateFilter(null)).toBe('ALL');
  });

  it('gives every state a colour of its own', () => {
    expect(new Set(Object.values(stateColors)).size).toBe(4);
    expect(stateColors.OVERDUE).toBe('red');
    expect(stateColors.IN_ORDER).toBe('green');
  });

  it('shows the rule’s interval with its reason, or an override as another interval with its reason', () => {
    const rule = {
      interval: 'YEARLY' as const,
      intervalLabel: 'Hvert år',
      ruleInterval: 'YEARLY' as const,
      ruleReason: '12,5 t CO₂e: hver 12. måned',
      override: null,
    };
    expect(intervalText(rule)).toEqual({ main: 'Hvert år', note: '12,5 t CO₂e: hver 12. måned' });
    const other = {
      ...rule,
      interval: 'HALF_YEARLY' as const,
      intervalLabel: 'Hvert halve år',
      override: {
        interval: 'HALF_YEARLY' as const,
        reason: 'Gammelt anlæg',
        byName: 'Ida',
        at: '2026-11-01T10:00:00Z',
      },
    };
    expect(intervalText(other)).toEqual({
      main: 'Andet interval: Hvert halve år. Begrundelse: Gammelt anlæg',
      note: 'Reglens interval: Hvert år. Valgt af Ida 1. nov. 2026.',
    });
  });

  it('says whether the inspector’s link is used, valid or expired', () => {
    const link = {
      name: 'Kim Kulde',
      company: 'Kulde ApS',
      email: 'kim@kulde.dk',
      sentAt: '2026-11-02T09:00:00Z',
      validUntil: '2026-12-31T22:59:59Z',
      used: false,
    };
    const now = new Date('2026-11-10T12:00:00Z');
    expect(linkText(link, now)).toBe(
      'Sendt 2. nov. 2026 til Kim Kulde (Kulde ApS, kim@kulde.dk). Gælder til og med 31. dec. 2026. Ikke brugt endnu.',
    );
    expect(linkText({ ...link, used: true }, now)).toMatch(/Linket er brugt: eftersynet er registreret\.$/);
    expect(linkText(link, new Date('2027-01-02T00:00:00Z'))).toMatch(/Linket er udløbet 31\. dec\. 2026\.$/);
  });

  it('tells an admin how to start, a USER that none is theirs, and a filter that none matched', () => {
    expect(emptyText(true, false)).toContain('Tilføj et lovpligtigt eftersyn fra et udstyrs eller en lokations side');
    expect(emptyText(false, false)).toBe('Du er ikke ansvarlig for nogen lovpligtige eftersyn.');
    expect(emptyText(true, true)).toBe('Ingen lovpligtige eftersyn passer til filtrene.');
  });
});
