import { event } from '../../events/catalogue';
import { fold } from '../shared/decider';
import { spec } from '../shared/given-when-then';
import { companyDecider } from './decider';

const create = {
  type: 'CreateCompany' as const,
  companyId: 'c1',
  name: 'Åbergs VVS',
  mfa: { active: true, method: 'email' as const },
  createdBy: 'u1',
};
const created = event('CompanyCreated', {
  companyId: 'c1',
  name: 'Åbergs VVS',
  mfa: { active: true, method: 'email' },
  subscription: 'FREE',
  createdBy: 'u1',
});

describe('company decider', () => {
  it('creates a company on the free plan with the chosen two-step setting', () => {
    spec(companyDecider).given([]).when(create).then([created]);
  });

  it('refuses to create a company twice', () => {
    spec(companyDecider).given([created]).when(create).thenThrows('COMPANY_EXISTS');
  });

  it('takes fault reports from stickers only once an admin turns them on, and can turn them off (decision 113)', () => {
    const on = event('CompanyFaultReportsChanged', { companyId: 'c1', allowed: true });
    expect(fold(companyDecider, [created])).toMatchObject({ faultReports: false });
    spec(companyDecider).given([created]).when({ type: 'SetFaultReports', allowed: true }).then([on]);
    spec(companyDecider).given([created, on]).when({ type: 'SetFaultReports', allowed: true }).then([]);
    spec(companyDecider)
      .given([created, on])
      .when({ type: 'SetFaultReports', allowed: false })
      .then([event('CompanyFaultReportsChanged', { companyId: 'c1', allowed: false })]);
    expect(fold(companyDecider, [created, on])).toMatchObject({ faultReports: true });
  });

  it('starts with onboarding, empty company info and no equipment or locations', () => {
    expect(fold(companyDecider, [created])).toMatchObject({
      id: 'c1',
      name: 'Åbergs VVS',
      vatNumber: '',
      address: '',
      city: '',
      subscription: 'FREE',
      subscriptionCancelled: false,
      subscriptionEndDate: null,
      onboarding: true,
      mfa: { active: true, method: 'email' },
    });
  });
});
