import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { userDecider } from './decider';

const registered = event('UserRegistered', { userId: 'u1', name: 'Anne Åberg', emailAddress: 'anne@firma.dk' });
const joined = event('UserJoinedCompany', { userId: 'u1', companyId: 'c1', role: 'SUPER_ADMIN' });

describe('user decider', () => {
  it('registers a person who founds a company as its super administrator', () => {
    spec(userDecider)
      .given([])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        name: 'Anne Åberg',
        emailAddress: 'anne@firma.dk',
        joins: { companyId: 'c1', role: 'SUPER_ADMIN' },
      })
      .then([registered, joined]);
  });

  it('registers a person without a company', () => {
    spec(userDecider)
      .given([])
      .when({ type: 'RegisterUser', userId: 'u1', name: 'Anne Åberg', emailAddress: 'anne@firma.dk' })
      .then([registered]);
  });

  it('refuses to register the same person twice', () => {
    spec(userDecider)
      .given([registered])
      .when({ type: 'RegisterUser', userId: 'u1', name: 'X', emailAddress: 'x@y.dk' })
      .thenThrows('USER_EXISTS');
  });

  it('joins another company with a role', () => {
    spec(userDecider)
      .given([registered, joined])
      .when({ type: 'JoinCompany', companyId: 'c2', role: 'USER' })
      .then([event('UserJoinedCompany', { userId: 'u1', companyId: 'c2', role: 'USER' })]);
  });

  it('refuses to join a company twice', () => {
    spec(userDecider)
      .given([registered, joined])
      .when({ type: 'JoinCompany', companyId: 'c1', role: 'USER' })
      .thenThrows('ALREADY_MEMBER');
  });

  it('refuses to join for a person who does not exist', () => {
    spec(userDecider)
      .given([])
      .when({ type: 'JoinCompany', companyId: 'c1', role: 'USER' })
      .thenThrows('USER_NOT_FOUND');
  });

  it('evolves to a state with the roles per company', () => {
    expect(fold(userDecider, [registered, joined])).toEqual({
      id: 'u1',
      name: 'Anne Åberg',
      emailAddress: 'anne@firma.dk',
      roles: { c1: { type: 'SUPER_ADMIN' } },
    });
  });
  it('records a calendar feed made or renewed by a member, and refuses one in a company they are not in', () => {
    spec(userDecider)
      .given([registered, joined])
      .when({ type: 'RecordCalendarFeed', companyId: 'c1', scope: 'me', renewed: true })
      .then([event('UserCalendarFeedIssued', { userId: 'u1', companyId: 'c1', scope: 'me', renewed: true })]);
    spec(userDecider)
      .given([registered, joined])
      .when({ type: 'RecordCalendarFeed', companyId: 'c2', scope: 'me', renewed: false })
      .thenThrows('USER_NOT_FOUND');
    const issued = event('UserCalendarFeedIssued', { userId: 'u1', companyId: 'c1', scope: 'me', renewed: false });
    expect(fold(userDecider, [registered, joined, issued])).toEqual(fold(userDecider, [registered, joined]));
  });
});
