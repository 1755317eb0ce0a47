import { asInvitations, invitationExpiry, mergeInvitations } from './invitations';

describe('invitationExpiry', () => {
  it("uses the server's expiresAt", () => {
    expect(invitationExpiry({ date: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-10T00:00:00.000Z' }).toISOString()).toBe(
      '2026-01-10T00:00:00.000Z',
    );
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

describe('mergeInvitations', () => {
  const inv = (id: string, companyId = 'c1') => ({
    id,
    name: id,
    emailAddress: `${id}@firma.dk`,
    type: 'USER' as const,
    date: '2026-01-01T00:00:00.000Z',
    companyId,
  });
  const now = 1_000;

  it('shows a new invitation until the server lists it', () => {
    const changes = [{ kind: 'added' as const, invitation: inv('new'), until: now + 1 }];
    const before = mergeInvitations([inv('old')], changes, 'c1', now);
    expect(before.invitations.map((i) => i.id)).toEqual(['new', 'old']);
    expect(before.settled).toBe(false);
    const after = mergeInvitations([inv('new'), inv('old')], changes, 'c1', now);
    expect(after.invitations.map((i) => i.id)).toEqual(['new', 'old']);
    expect(after.settled).toBe(true);
  });

  it("adds only to its own company's list", () => {
    const changes = [{ kind: 'added' as const, invitation: inv('new', 'c2'), until: now + 1 }];
    expect(mergeInvitations([], changes, 'c1', now)).toEqual({ invitations: [], settled: true });
    expect(mergeInvitations([], changes, undefined, now)).toEqual({ invitations: [], settled: true });
  });

  it('hides a deleted or accepted invitation until the server drops it', () => {
    const changes = [{ kind: 'removed' as const, id: 'gone', until: now + 1 }];
    const before = mergeInvitations([inv('gone'), inv('kept')], changes, undefined, now);
    expect(before.invitations.map((i) => i.id)).toEqual(['kept']);
    expect(before.settled).toBe(false);
    expect(mergeInvitations([inv('kept')], changes, undefined, now).settled).toBe(true);
  });

  it('gives up on changes older than their window', () => {
    const changes = [{ kind: 'removed' as const, id: 'gone', until: now }];
    expect(mergeInvitations([inv('gone')], changes, undefined, now)).toEqual({
      invitations: [inv('gone')],
      settled: true,
    });
  });
});
