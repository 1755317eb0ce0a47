import type { TaskState } from '../task/decider';
import { serviceCard, serviceDates, assertMayReport } from './card';
import { STICKER_ALPHABET, formatStickerCode, parseStickerCode, stickerCodeFrom, stickerPath } from './code';
import { faultPhotoSchema, faultReportSchema, stickerPrintSchema } from './schemas';

describe('sticker codes (decision 110)', () => {
  it('have no look-alike characters', () => {
    for (const confusable of '0O1IL2Z5S8B') expect(STICKER_ALPHABET).not.toContain(confusable);
    expect(new Set(STICKER_ALPHABET).size).toBe(STICKER_ALPHABET.length);
  });

  it('are 8 characters from the alphabet, shown as two groups of four, in the short address', () => {
    const code = stickerCodeFrom([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.99]);
    expect(code).toMatch(new RegExp(`^[${STICKER_ALPHABET}]{8}$`));
    expect(formatStickerCode('K7QMAXDR')).toBe('K7QM-AXDR');
    expect(stickerPath('K7QMAXDR')).toBe('/s/K7QM-AXDR');
  });

  it('are read in any case, with or without the dash; anything else names no sticker', () => {
    expect(parseStickerCode('k7qm-axdr')).toBe('K7QMAXDR');
    expect(parseStickerCode(' K7QM AXDR ')).toBe('K7QMAXDR');
    for (const bad of ['', 'K7QM-AXD', 'K7QM-AXDRR', 'K7QM-AXD0', '../../etc', 'K7QM-AXDŘ', 'x'.repeat(1000)])
      expect(parseStickerCode(bad)).toBeNull();
  });
});

const task = (over: Partial<TaskState>): TaskState =>
  ({
    deadline: '2027-03-01T10:00:00.000Z',
    lastCompleted: null,
    standby: false,
    equipmentStandby: false,
    completed: false,
    deleted: false,
    ...over,
  }) as TaskState;

describe('the service card (decision 112)', () => {
  it('shows the latest service done and the earliest one to come, leaving out standby, done and deleted tasks', () => {
    expect(
      serviceDates([
        task({ lastCompleted: '2027-01-10', deadline: '2027-04-01T10:00:00.000Z' }),
        task({ lastCompleted: '2027-02-10', deadline: '2027-03-01T10:00:00.000Z' }),
        task({ deadline: '2027-02-01T10:00:00.000Z', standby: true }),
        task({ deadline: '2027-01-01T10:00:00.000Z', completed: true, lastCompleted: '2026-12-30' }),
        task({ deadline: '2026-12-01T10:00:00.000Z', deleted: true, lastCompleted: '2027-05-01' }),
      ]),
    ).toEqual({ lastService: '2027-02-10', nextService: '2027-03-01T10:00:00.000Z' });
    expect(serviceDates([])).toEqual({ lastService: null, nextService: null });
  });

  it('names the company, the item, its number, its place and its status in Danish, and nothing else', () => {
    const card = serviceCard(
      { name: 'Åbergs VVS', faultReports: true },
      {
        kind: 'EQUIPMENT',
        state: { name: 'Kompressor', standby: true, archived: false } as never,
      },
      [],
      { equipmentId: 'K-7', location: 'Kedelrum' },
      0,
    );
    expect(card).toEqual({
      companyName: 'Åbergs VVS',
      kind: 'equipment',
      name: 'Kompressor',
      status: 'Standby',
      lastService: null,
      nextService: null,
      faultReports: true,
      equipmentId: 'K-7',
      location: 'Kedelrum',
      knownFault: null,
    });
  });

  it("says 'Kendt fejl, under behandling' while a report on the item is open, and nothing of the report", () => {
    const item = { kind: 'LOCATION' as const, state: { name: 'Kedelrum', deleted: false } as never };
    const place = { equipmentId: null, location: null };
    const open = serviceCard({ name: 'Åbergs VVS', faultReports: true }, item, [], place, 2);
    expect(open.knownFault).toBe('Kendt fejl, under behandling');
    expect(serviceCard({ name: 'Åbergs VVS', faultReports: true }, item, [], place, 0).knownFault).toBeNull();
  });
});

describe('fault reports (decision 113)', () => {
  it('are refused while the company has them off', () => {
    expect(() => assertMayReport({ faultReports: false })).toThrow(
      'Virksomheden tager ikke imod fejlmeldinger via klistermærket.',
    );
    expect(() => assertMayReport({ faultReports: true })).not.toThrow();
  });

  it('need a description; the e-mail is optional but must be an address; the photo must be a picture ≤ 10 MB', () => {
    expect(faultReportSchema.parse({ description: ' Lækker ', email: '' })).toEqual({ description: 'Lækker' });
    expect(faultReportSchema.safeParse({ description: 'x' }).error?.issues[0].message).toBe(
      'Beskriv fejlen med mindst 2 tegn.',
    );
    expect(faultReportSchema.safeParse({ description: 'Lækker', email: 'ikke-en-adresse' }).success).toBe(false);
    expect(faultPhotoSchema.safeParse({ fileName: 'a.html', contentType: 'text/html', size: 10 }).success).toBe(false);
    expect(
      faultPhotoSchema.safeParse({ fileName: 'a.jpg', contentType: 'image/jpeg', size: 11 * 1024 * 1024 }).success,
    ).toBe(false);
    expect(faultPhotoSchema.safeParse({ fileName: 'a.jpg', contentType: 'image/jpeg', size: 1024 }).success).toBe(true);
  });

  it('a print needs at least one item', () => {
    expect(stickerPrintSchema.safeParse({}).error?.issues[0].message).toBe('Vælg mindst ét udstyr eller én lokation.');
    expect(stickerPrintSchema.parse({ locationIds: ['l1'] })).toEqual({ equipmentIds: [], locationIds: ['l1'] });
  });
});
