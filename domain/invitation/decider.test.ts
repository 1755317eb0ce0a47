import { event, parseEvent } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { invitationDecider } from './decider';

const now = new Date('2026-11-21T10:00:00.000Z');
const create = {
  type: 'CreateInvitation' as const,
  invitationId: 'i1',
  companyId: 'c1',
  companyName: 'Åbergs VVS',
  name: 'Bo Berg',
  emailAddress: 'bo@firma.dk',
  role: 'USER' as const,
  invitedBy: 'u1',
  now,
};
const created = event('InvitationCreated', {
  invitationId: 'i1',
  companyId: 'c1',
  companyName: 'Åbergs VVS',
  name: 'Bo Berg',
  emailAddress: 'bo@firma.dk',
  type: 'USER',
  date: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-12-05T10:00:00.000Z',
  invitedBy: 'u1',
});
const accepted = event('InvitationAccepted', {
  invitationId: 'i1',
  companyId: 'c1',
  emailAddress: 'bo@firma.dk',
  userId: 'u2',
});

describe('invitation decider', () => {
  it('creates an invitation that expires 14 days after its date', () => {
    spec(invitationDecider).given([]).when(create).then([created]);
  });

  it('is accepted once, before it expires', () => {
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', userId: 'u2', now: new Date('2026-12-05T09:59:59.000Z') })
      .then([accepted]);
    spec(invitationDecider)
      .given([created, accepted])
      .when({ type: 'AcceptInvitation', userId: 'u2', now })
      .thenThrows('INVITATION_NOT_FOUND');
  });

  it('cannot be accepted after 14 days', () => {
    spec(invitationDecider)
      .given([created])
      .when({ type: 'AcceptInvitation', userId: 'u2', now: new Date('2026-12-05T10:00:00.000Z') })
      .thenThrows('INVITATION_EXPIRED');
  });

  it('is deleted, and a deleted invitation can be neither accepted nor deleted again', () => {
    const deleted = event('InvitationDeleted', { invitationId: 'i1', companyId: 'c1', emailAddress: 'bo@firma.dk' });
    spec(invitationDecider).given([created]).when({ type: 'DeleteInvitation' }).then([deleted]);
    spec(invitationDecider)
      .given([created, deleted])
      .when({ type: 'AcceptInvitation', userId: 'u2', now })
      .thenThrows('INVITATION_NOT_FOUND');
    spec(invitationDecider)
      .given([created, deleted])
      .when({ type: 'DeleteInvitation' })
      .thenThrows('INVITATION_NOT_FOUND');
  });

  it('an invitation without a valid expiry is never usable', () => {
    for (const expiresAt of ['', 'aldrig']) {
      const endless = event('InvitationCreated', { ...created.data, expiresAt });
      spec(invitationDecider)
        .given([endless])
        .when({ type: 'AcceptInvitation', userId: 'u2', now })
        .thenThrows('INVITATION_EXPIRED');
    }
  });

  it('keeps the secret out of its events: a stored v1 event is read without its token', () => {
    expect(JSON.stringify(invitationDecider.decide(create, null))).not.toContain('token');
    const stored = { type: 'InvitationCreated', version: 1, data: { ...created.data, token: 's'.repeat(43) } };
    const read = parseEvent(stored);
    expect(read).toEqual({ type: 'InvitationCreated', version: 2, data: created.data });
    expect(fold(invitationDecider, [read])).not.toHaveProperty('token');
  });

  it('an unknown invitation answers "Invitationen fandtes ikke"', () => {
    spec(invitationDecider)
      .given([])
      .when({ type: 'AcceptInvitation', userId: 'u2', now })
      .thenThrows('INVITATION_NOT_FOUND');
  });
});
