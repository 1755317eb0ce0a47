import { asInvitations, invitationExpiry } from './invitation';

describe('invitationExpiry', () => {
  it("uses the server's expiresAt", () => {
    expect(
      invitationExpiry({ date: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-10T00:00:00.000Z' }).toISOString(),
    ).toBe('2026-01-10T00:00:00.000Z');
  });

  it('falls back to 14 days after the date', () => {
    expect(invitationExpiry({ date: '2026-01-01T10:00:00.000Z' }).toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});

describe('asInvitations', () => {
  it('reads anything but a list as none', () => {
    expect(asInvitations(null)).toEqual([]);
    expect(asInvitations({ invitations: [] })).toEqual([]);
    expect(asInvitations([{ id: 't' }])).toHaveLength(1);
  });
});
